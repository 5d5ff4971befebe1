// Shape of the model table behind the demo catalogue, and the small parser that lets the
// tables (models-domestic.ts, models-import.ts) stay one line per fact.

export type DemoBody = "sedan" | "suv" | "hatch" | "van" | "truck";

export interface DemoEngine {
  /** Engine part of the name: "2.5", "1.6T", "E300 4MATIC", "롱레인지 AWD". */
  label: string;
  cc: number;
  /** Korean fuel term (dictionary category fuel). */
  fuel: string;
  /** Price relative to the model's base. */
  factor: number;
  /** Only offered in this generation (e.g. a hybrid added with a new generation). */
  gen?: string;
  /**
   * Engine power in metric horsepower by generation code ("" for every generation), where the
   * maker's figure was found: "hp=160" or "hp=LF:168,DN8:160" in the table.
   */
  hp: Record<string, number>;
}

export interface DemoModel {
  maker: string;
  model: string;
  body: DemoBody;
  /** New price of a mid trim, in 만원 (10,000 KRW). */
  base: number;
  /** Generation code ('' when names carry none) with its model years. */
  gens: { code: string; from: number; to: number }[];
  engines: DemoEngine[];
  /** Trim words in rising price order; '' means the name has no trim. */
  trims: readonly string[];
  /** Domestic names spell the fuel ("2.0 가솔린"); imports name the engine badge only. */
  fuelInName: boolean;
  import: boolean;
  /** Former maker name used up to and including this model year (쌍용 → KG모빌리티). */
  renamedFrom?: { maker: string; until: number };
  /** Share of cars with a manual gearbox (trucks). */
  manualShare?: number;
}

/**
 * A table row: gens as "LF 2015-2019, DN8 2020-2025", engines as "1.6T 1598cc 하이브리드 x1.1 @GN7 hp=230".
 */
export interface DemoModelRow {
  maker: string;
  model: string;
  body: DemoBody;
  base: number;
  gens: string;
  engines: readonly string[];
  trims: readonly string[];
  renamedFrom?: { maker: string; until: number };
  manualShare?: number;
}

const GEN = /^(?:(\S+) )?(\d{4})-(\d{4})$/;
const ENGINE = /^(.+?) (\d+)cc (\S+)(?: x([\d.]+))?(?: @(\S+))?(?: hp=(\S+))?$/;

function parseGens(text: string): DemoModel["gens"] {
  return text.split(/,\s*/).map((part) => {
    const m = GEN.exec(part);
    if (!m) throw new Error(`bad generation spec: ${part}`);
    return { code: m[1] ?? "", from: Number(m[2]), to: Number(m[3]) };
  });
}

function parseEngine(text: string): DemoEngine {
  const m = ENGINE.exec(text);
  if (!m) throw new Error(`bad engine spec: ${text}`);
  return {
    label: m[1],
    cc: Number(m[2]),
    fuel: m[3],
    factor: m[4] ? Number(m[4]) : 1,
    gen: m[5],
    hp: parsePower(m[6]),
  };
}

/** "160" (every generation) or "LF:168,DN8:160" (by generation). */
function parsePower(text: string | undefined): Record<string, number> {
  const hp: Record<string, number> = {};
  for (const part of text ? text.split(",") : []) {
    const [gen, value] = part.includes(":") ? part.split(":") : ["", part];
    if (!/^\d{1,4}$/.test(value)) throw new Error(`bad engine power: ${text}`);
    hp[gen] = Number(value);
  }
  return hp;
}

/** An engine's power in a generation, or null when no figure was found. */
export const powerOf = (engine: DemoEngine, gen: string): number | null => engine.hp[gen] ?? engine.hp[""] ?? null;

function build(row: DemoModelRow, isImport: boolean, fuelInName: boolean): DemoModel {
  return {
    ...row,
    gens: parseGens(row.gens),
    engines: row.engines.map(parseEngine),
    fuelInName,
    import: isImport,
  };
}

export const dom = (row: DemoModelRow): DemoModel => build(row, false, true);
export const imp = (row: DemoModelRow): DemoModel => build(row, true, false);
/** An import whose names spell the fuel like domestic ones (Japanese hybrids). */
export const impNamed = (row: DemoModelRow): DemoModel => build(row, true, true);

/**
 * Deterministic catalogue of Korean used cars served by the simulator.
 * Exported so tests can know exactly what is upstream for a given seed.
 */
import {
  COLORS,
  COMMENTS,
  COMPLEXES,
  GIVEN_NAMES,
  OPTIONS,
  PLATE_LETTERS,
  SURNAMES,
  type ComplexSpec,
} from "./catalog-data.js";
import { MODELS } from "./catalog-models.js";
import type { FieldFault } from "./encoding.js";
import { mulberry32, pick, pickSome, randInt, type Rng } from "./prng.js";

export type SimCarState = "available" | "sold" | "deleted";

export interface SimCar {
  key: string;
  index: number;
  cho: 1 | 2;
  maker: string;
  model: string;
  /** Full listing name, e.g. "현대 쏘나타 DN8 2.0 가솔린 프리미엄". */
  name: string;
  year: number;
  month: number;
  mileage: number;
  fuel: string;
  transmission: "오토" | "수동";
  /** Colour as the upstream shows it; `-` or empty for some cars (unknown colour). */
  color: string;
  displacement: number;
  /** Engine power in metric horsepower as the maker states it; null where no figure is known. */
  powerHp: number | null;
  /**
   * How the detail page states the power (most Korean listings do, in 마력): "마력" ("245마력"), "ps"
   * ("245ps"), "kw" ("180kW"), or "none" (no row, or `-`): the listing does not say.
   */
  powerShown: "마력" | "ps" | "kw" | "none";
  /** Price in 만원; null when the dealer shows `-` (price on request). */
  priceManwon: number | null;
  plate: string;
  listingNo: string;
  complexCode: string;
  state: SimCarState;
  /** How a deleted car answers: a 404 or a 200 page saying 삭제된 차량. */
  deletedAs: "404" | "page";
  photoCount: number;
  /** `/carimg/{key}/cmcar_n.jpg` answers 404: the photos are only in AutoDB strPhotos. */
  cmcarMissing: boolean;
  /** Timestamp-named uploads (`/upload/car/YYYYMM/...`); the row thumbnail is the first. */
  photoPaths: string[];
  options: string[];
  dealerComment: string;
  dealerName: string;
  dealerPhone: string;
  /** Invalid bytes planted in the dealer comment (detail page). */
  commentFault: FieldFault | null;
  /** Invalid bytes planted in the danji cell of the search row. */
  danjiFault: "cut" | "ff" | null;
  /** The search row lacks its name link, so a parser must report it and go on. */
  brokenRow: boolean;
}

export interface GenerateOptions {
  seed?: number;
  count?: number;
}

const CURRENT_YEAR = 2025;
const CURRENT_MONTH = 11;

function two(n: number): string {
  return String(n).padStart(2, "0");
}

function plate(rng: Rng): string {
  const head = rng() < 0.6 ? randInt(rng, 100, 399) : randInt(rng, 10, 99);
  return `${head}${pick(rng, PLATE_LETTERS)}${randInt(rng, 1000, 9999)}`;
}

/** A unique upload timestamp (YYYYMMDDHHmmss) within the last 18 months. */
function uploadStamp(rng: Rng, used: Set<string>): string {
  for (;;) {
    const monthsBack = randInt(rng, 0, 17);
    const total = CURRENT_YEAR * 12 + (CURRENT_MONTH - 1) - monthsBack;
    const y = Math.floor(total / 12);
    const m = (total % 12) + 1;
    const stamp = `${y}${two(m)}${two(randInt(rng, 1, 28))}${two(randInt(rng, 8, 20))}${two(randInt(rng, 0, 59))}${two(randInt(rng, 0, 59))}`;
    if (!used.has(stamp)) {
      used.add(stamp);
      return stamp;
    }
  }
}

function usedPrice(rng: Rng, newPrice: number, age: number, km: number): number {
  const factor = Math.pow(0.86, age) * Math.max(0.35, 1 - km / 350_000) * (0.9 + rng() * 0.2);
  return Math.max(150, Math.round((newPrice * factor) / 10) * 10);
}

function pickFault(rng: Rng): FieldFault | null {
  const r = rng();
  if (r < 0.04) return "lead-space";
  if (r < 0.08) return "lead-lt";
  if (r < 0.12) return "ff";
  if (r < 0.16) return "cut";
  return null;
}

/**
 * How listing `index` states its power, decided by the index alone (the random sequence, and so
 * every other field of every car, stays as it was before power was added): one in eight
 * listings does not state it, one in ten of the rest prints "ps", one in twenty kilowatts.
 */
function powerShownOf(index: number, hp: number | null): SimCar["powerShown"] {
  if (hp === null || index % 8 === 5) return "none";
  if (index % 10 === 3) return "ps";
  if (index % 20 === 7) return "kw";
  return "마력";
}

function generateCar(rng: Rng, index: number, stamps: Set<string>): SimCar {
  const spec = pick(rng, MODELS);
  const engine = pick(rng, spec.engines);
  const year = randInt(rng, spec.from, Math.min(spec.to, CURRENT_YEAR));
  const month = randInt(rng, 1, year === CURRENT_YEAR ? CURRENT_MONTH - 1 : 12);
  const age = CURRENT_YEAR - year;
  const mileage = Math.max(300, Math.round(age * randInt(rng, 7000, 22000) + rng() * 9000));
  const colorRoll = rng();
  const stateRoll = rng();
  const photoCount = randInt(rng, 3, 8);
  const cmcarMissing = rng() < 0.15;
  const noPhotos = cmcarMissing && rng() < 0.1;
  const stamp = uploadStamp(rng, stamps);
  const dir = `/upload/car/${stamp.slice(0, 6)}`;
  const priceRoll = rng();
  const danjiRoll = rng();
  return {
    key: String(2_400_000 + index * 3 + randInt(rng, 0, 2)),
    index,
    cho: spec.cho,
    maker: spec.maker,
    model: spec.model,
    name: `${spec.maker} ${spec.model} ${engine.label} ${pick(rng, spec.trims)}`,
    year,
    month,
    mileage,
    fuel: engine.fuel,
    transmission: spec.manual && rng() < 0.15 ? "수동" : "오토",
    color: colorRoll < 0.02 ? "-" : colorRoll < 0.03 ? "" : pick(rng, COLORS),
    displacement: engine.cc,
    powerHp: engine.hp,
    powerShown: powerShownOf(index, engine.hp),
    priceManwon: priceRoll < 0.01 ? null : usedPrice(rng, spec.newPrice, age, mileage),
    plate: plate(rng),
    listingNo: `${stamp.slice(0, 4)}${String(100_000 + index).padStart(6, "0")}`,
    complexCode: pick(rng, COMPLEXES).code,
    state: stateRoll < 0.86 ? "available" : stateRoll < 0.94 ? "sold" : "deleted",
    deletedAs: rng() < 0.5 ? "404" : "page",
    photoCount: noPhotos ? 0 : photoCount,
    cmcarMissing,
    photoPaths: noPhotos ? [] : Array.from({ length: photoCount }, (_, n) => `${dir}/${stamp}_${n}.jpg`),
    options: pickSome(rng, OPTIONS, randInt(rng, 3, 10)),
    dealerComment: pick(rng, COMMENTS),
    dealerName: `${pick(rng, SURNAMES)}${pick(rng, GIVEN_NAMES)}`,
    dealerPhone: `010-${randInt(rng, 2000, 9999)}-${randInt(rng, 1000, 9999)}`,
    commentFault: pickFault(rng),
    danjiFault: danjiRoll < 0.05 ? "cut" : danjiRoll < 0.08 ? "ff" : null,
    brokenRow: rng() < 0.005,
  };
}

/** The same seed and count always give the same cars, in listing order (newest first). */
export function generateCars(options: GenerateOptions = {}): SimCar[] {
  const rng = mulberry32(options.seed ?? 1);
  const stamps = new Set<string>();
  const count = options.count ?? 3000;
  return Array.from({ length: count }, (_, i) => generateCar(rng, i, stamps));
}

export function complexes(): ComplexSpec[] {
  return COMPLEXES.map((c) => ({ ...c }));
}

export type { ComplexSpec };

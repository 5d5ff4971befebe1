/**
 * The simulated inspection record (성능·상태점검기록부, upstream.md "Inspection record") of each car,
 * drawn from a PRNG seeded by the car key alone: the same key always has the same record, and the
 * catalogue's own random stream (generator.ts) is not disturbed. A mix as dealers show them: clean
 * cars, cars with accidents and panels, cars without a record (404 or a page saying 점검기록부 없음),
 * records with a row missing, a value with broken bytes, and now and then a panel with a part or
 * state the adapter does not know.
 */
import { applyFault } from "./encoding.js";
import { esc, layout } from "./pages.js";
import { mulberry32, pick, randInt, type Rng } from "./prng.js";

/** The parts of upstream.md with the label the page shows. */
export const SIM_PARTS: Record<string, string> = {
  hood: "후드",
  front_fender_l: "프론트 펜더(좌)",
  front_fender_r: "프론트 펜더(우)",
  front_door_l: "프론트 도어(좌)",
  front_door_r: "프론트 도어(우)",
  rear_door_l: "리어 도어(좌)",
  rear_door_r: "리어 도어(우)",
  trunk_lid: "트렁크 리드",
  roof: "루프 패널",
  quarter_panel_l: "쿼터 패널(좌)",
  quarter_panel_r: "쿼터 패널(우)",
  side_sill_l: "사이드실 패널(좌)",
  side_sill_r: "사이드실 패널(우)",
  front_panel: "프론트 패널",
  rear_panel: "리어 패널",
  radiator_support: "라디에이터 서포트",
  inside_panel_l: "인사이드 패널(좌)",
  inside_panel_r: "인사이드 패널(우)",
  floor_panel: "플로어 패널",
  pillar_a: "필러 패널 A",
  pillar_b: "필러 패널 B",
  pillar_c: "필러 패널 C",
};
const OUTER = ["hood", "front_fender_l", "front_fender_r", "front_door_l", "front_door_r", "rear_door_l"];
const MORE = ["rear_door_r", "trunk_lid", "quarter_panel_l", "quarter_panel_r", "front_panel", "rear_panel"];
const FRAME = ["radiator_support", "side_sill_l", "inside_panel_r", "floor_panel", "pillar_b", "roof"];

export type SimPanelState = "X" | "W" | "C";
export interface SimPanel {
  part: string;
  state: string;
  label: string;
}

/** The rows of the record table, in page order; a row is absent when its value is undefined. */
export interface SimRecordRows {
  점검일?: string;
  "주행거리 상태"?: string;
  사고이력?: string;
  단순수리?: string;
  침수?: string;
  화재?: string;
  튜닝?: string;
  용도변경?: string;
  보험사고?: string;
  소유자변경?: string;
}

export type SimInspection =
  | { kind: "none"; as: "404" | "page" }
  | {
      kind: "record";
      rows: SimRecordRows;
      panels: SimPanel[];
      /** Row whose value carries broken bytes (unreadable), if any. */
      brokenRow: keyof SimRecordRows | null;
      /** The inspector's remark, with broken bytes planted now and then (readable text around them). */
      remark: string;
      remarkFault: "lead-space" | "ff" | "cut" | null;
      /** The chassis number row (차대번호), absent on some records. */
      vin?: string;
    };

const ROW_ORDER: (keyof SimRecordRows)[] = [
  "점검일",
  "주행거리 상태",
  "사고이력",
  "단순수리",
  "침수",
  "화재",
  "튜닝",
  "용도변경",
  "보험사고",
  "소유자변경",
];

/** A 32-bit hash of the key (FNV-1a), the seed of the car's record. */
function keySeed(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h ^ 0x1c5ec7ed) >>> 0;
}

/** VIN letters (no I, O or Q). */
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/**
 * The car's chassis number, from a stream of its own (the record's draws stay as they were): a
 * Korean-built VIN (KMH…, KNA…, KNM…) on most records, none on about 1 in 8.
 */
function vinOf(key: string): string | undefined {
  const rng = mulberry32(keySeed(key) ^ 0x5f3759df);
  if (rng() < 0.125) return undefined;
  const wmi = pick(rng, ["KMH", "KNA", "KNM", "KMF", "KPT"]);
  let rest = "";
  for (let i = 0; i < 14; i++) rest += VIN_CHARS[Math.floor(rng() * VIN_CHARS.length)];
  return wmi + rest;
}

const yesNo = (rng: Rng, p: number) => (rng() < p ? "있음" : "없음");

function panelsOf(rng: Rng, count: number): SimPanel[] {
  const pool = [...OUTER, ...MORE, ...(rng() < 0.3 ? FRAME : [])];
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(pick(rng, pool));
  return [...chosen].map((part) => {
    const r = rng();
    const state: SimPanelState = r < 0.55 ? "X" : r < 0.88 ? "W" : "C";
    return { part, state, label: SIM_PARTS[part] };
  });
}

/** The record the simulator shows for a car key. */
export function inspectionOf(key: string): SimInspection {
  const rng = mulberry32(keySeed(key));
  const kindRoll = rng();
  if (kindRoll < 0.12) return { kind: "none", as: rng() < 0.5 ? "404" : "page" };
  const accident = kindRoll >= 0.62; // about 38 % of all cars
  const year = randInt(rng, 2023, 2025);
  const month = year === 2025 ? randInt(rng, 1, 11) : randInt(rng, 1, 12);
  const rows: SimRecordRows = {
    점검일: `${year}-${String(month).padStart(2, "0")}-${String(randInt(rng, 1, 28)).padStart(2, "0")}`,
    "주행거리 상태": rng() < 0.96 ? "양호" : "불량",
    사고이력: accident ? "있음" : "없음",
    단순수리: yesNo(rng, accident ? 0.5 : 0.2),
    침수: yesNo(rng, 0.02),
    화재: yesNo(rng, 0.01),
    튜닝: yesNo(rng, 0.05),
    용도변경: rng() < 0.85 ? "없음" : rng() < 0.6 ? "렌트" : "영업용",
    보험사고: `${accident ? randInt(rng, 1, 5) : rng() < 0.7 ? 0 : randInt(rng, 1, 2)}회`,
    소유자변경: `${randInt(rng, 0, 4)}회`,
  };
  const panels = accident ? panelsOf(rng, randInt(rng, 1, 4)) : rng() < 0.15 ? panelsOf(rng, 1) : [];
  // About 1 car in 12 lacks a row, 1 in 25 has a value with broken bytes, 1 in 20 an unknown panel.
  const oddRoll = rng();
  let brokenRow: keyof SimRecordRows | null = null;
  if (oddRoll < 0.08) delete rows[pick(rng, ROW_ORDER)];
  else if (oddRoll < 0.12) brokenRow = pick(rng, ["보험사고", "사고이력", "용도변경"] as const);
  if (rng() < 0.05) {
    panels.push(
      rng() < 0.5
        ? { part: "bumper_front", state: "X", label: "앞범퍼" }
        : { part: pick(rng, OUTER), state: "Z", label: "판독불가" },
    );
  }
  const faultRoll = rng();
  return {
    kind: "record",
    rows,
    panels,
    brokenRow,
    remark: accident ? "사고 수리 이력 있음, 프레임 점검 완료" : "특이사항 없음, 외관 양호",
    remarkFault: faultRoll < 0.1 ? "lead-space" : faultRoll < 0.2 ? "ff" : faultRoll < 0.3 ? "cut" : null,
    vin: vinOf(key),
  };
}

/** How the import result names a panel it skipped (the adapter writes it the same way). */
export function skippedPanelText(label: string, part: string, state: string): string {
  return `${label} [${part}/${state}]`;
}

/** The page of a record (EUC-KR text with raw-byte markers for the planted faults). */
export function inspectionPage(carName: string, inspection: SimInspection & { kind: "record" }): string {
  const cells = ROW_ORDER.filter((label) => inspection.rows[label] !== undefined).map((label) => {
    const value = esc(inspection.rows[label]!);
    // A lone lead byte right after the value: the cell decodes as "있음\uFFFD", not a value.
    const shown = inspection.brokenRow === label ? applyFault(value, "lead-lt") : value;
    return `<tr><th>${label}</th><td>${shown}</td></tr>`;
  });
  const panels = inspection.panels
    .map((p) => `<li data-part="${esc(p.part)}" data-state="${esc(p.state)}">${esc(p.label)}</li>`)
    .join("");
  return layout(
    `${carName} 성능·상태점검기록부`,
    `<div class="check_view">
<h2>성능·상태점검기록부</h2>
<table class="check">
${inspection.vin ? `<tr><th>차대번호</th><td>${esc(inspection.vin)}</td></tr>\n` : ""}${cells.join("\n")}
</table>
<h3>외판·주요골격 (X: 교환, W: 판금/용접, C: 부식)</h3>
<ul class="panels">${panels}</ul>
<div class="remark">${applyFault(esc(inspection.remark), inspection.remarkFault)}</div>
</div>`,
  );
}

export function noInspectionPage(carName: string): string {
  return layout(
    `${carName} 성능·상태점검기록부`,
    `<div class="check_view"><p class="msg">점검기록부 없음: 이 차량은 등록된 성능·상태점검기록부가 없습니다.</p></div>`,
  );
}

/**
 * What a correct reading of a record gives (the contract's `condition` with the import result's
 * `unreadable` and `skipped_panels`), for tests: a missing or broken row is null and named.
 */
export function expectedReading(inspection: SimInspection): {
  condition: Record<string, unknown> | null;
  unreadable: string[];
  skipped_panels: string[];
  vin: string | null;
} {
  if (inspection.kind === "none") return { condition: null, unreadable: [], skipped_panels: [], vin: null };
  const unreadable: string[] = [];
  const value = (label: keyof SimRecordRows, field: string, read: (v: string) => unknown) => {
    const v = inspection.rows[label];
    if (v === undefined || inspection.brokenRow === label) {
      unreadable.push(field);
      return null;
    }
    return read(v);
  };
  const flag = (v: string) => v === "있음";
  const condition = {
    inspected_at: value("점검일", "inspected_at", (v) => v),
    odometer_ok: value("주행거리 상태", "odometer_ok", (v) => v === "양호"),
    accident: value("사고이력", "accident", flag),
    simple_repair: value("단순수리", "simple_repair", flag),
    flood: value("침수", "flood", flag),
    fire: value("화재", "fire", flag),
    tuning: value("튜닝", "tuning", flag),
    use_history: value("용도변경", "use_history", (v) => ({ 없음: "none", 렌트: "rental", 영업용: "commercial" })[v]),
    insurance_claims: value("보험사고", "insurance_claims", (v) => Number.parseInt(v, 10)),
    owner_changes: value("소유자변경", "owner_changes", (v) => Number.parseInt(v, 10)),
    panels: [] as { part: string; state: string }[],
  };
  const states: Record<string, string> = { X: "exchanged", W: "welded", C: "corroded" };
  const skipped: string[] = [];
  for (const p of inspection.panels) {
    if (p.part in SIM_PARTS && p.state in states) condition.panels.push({ part: p.part, state: states[p.state] });
    else skipped.push(skippedPanelText(p.label, p.part, p.state));
  }
  return { condition, unreadable, skipped_panels: skipped, vin: inspection.vin ?? null };
}

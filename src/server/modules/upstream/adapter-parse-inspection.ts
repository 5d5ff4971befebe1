/**
 * Parser of the upstream inspection record page (upstream.md "Inspection record"). A row that is
 * missing or cannot be read leaves its field null and is named in `unreadable` (never guessed);
 * a panel with a part or state we do not know is skipped and named in `skipped_panels`.
 */
import { CONDITION_PARTS, RECORD_ROWS_KO, type ConditionPart, type PanelState } from "../../../shared/condition.js";
import type { CarCondition } from "../../../shared/api/condition.js";
import { clean, parseHtml } from "./adapter-parse-fields.js";

export interface InspectionReading {
  condition: CarCondition;
  /** Fields of `condition` the record did not give readably. */
  unreadable: string[];
  /** Panels left out (unknown part or state), as the page names them. */
  skipped_panels: string[];
  /** The chassis number (차대번호 row), null when the record has none or it is not a VIN. */
  vin: string | null;
}

export type InspectionPage =
  { status: "record"; reading: InspectionReading } | { status: "none" } | { status: "unparseable"; reason: string };

const NO_RECORD = /점검\s*기록부\s*없음/;
const STATES: Record<string, PanelState> = { X: "exchanged", W: "welded", C: "corroded" };
const PARTS = new Set<string>(CONDITION_PARTS);

/** The row labels of the record and the fields they fill. */
const LABELS = RECORD_ROWS_KO;
type Field = keyof typeof LABELS;

/** How the import result names a skipped panel: its text, then the part and state the page gave. */
export function skippedPanelText(label: string, part: string, state: string): string {
  return `${label} [${part}/${state}]`;
}

function isComplete(html: string): boolean {
  return /<\/(?:html|body)>/i.test(html);
}

/** Labels compared without spaces: "주행거리상태" and "주행거리 상태" are the same row. */
const key = (label: string) => label.replace(/\s+/g, "");

function date(v: string): string | null {
  const m = /^((?:19|20)\d{2})\s*(?:[-./]|년)\s*(\d{1,2})\s*(?:[-./]|월)\s*(\d{1,2})\s*일?$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return null;
  return `${m[1]}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function flag(v: string): boolean | null {
  if (v === "있음") return true;
  if (v === "없음") return false;
  return null;
}

function times(v: string): number | null {
  if (v === "없음") return 0;
  const m = /^(\d{1,3})\s*(?:회|건)?$/.exec(v);
  return m ? Number(m[1]) : null;
}

const READERS: { [F in Field]: (v: string) => CarCondition[F] } = {
  inspected_at: date,
  odometer_ok: (v) => (v === "양호" ? true : v === "불량" ? false : null),
  accident: flag,
  simple_repair: flag,
  flood: flag,
  fire: flag,
  tuning: flag,
  use_history: (v) => (v === "없음" ? "none" : v === "렌트" ? "rental" : v === "영업용" ? "commercial" : null),
  insurance_claims: times,
  owner_changes: times,
};

/** A VIN as ISO 3779 writes it: 17 letters and digits without I, O, Q; anything else is not one. */
function vinOf(v: string | undefined): string | null {
  const vin = v?.replace(/[\s-]/g, "").toUpperCase();
  return vin && /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? vin : null;
}

/** Parses an inspection page into a record, "none" (the page says there is none) or unparseable. */
export function parseInspectionPage(html: string): InspectionPage {
  const $ = parseHtml(html);
  const rows = new Map<string, string>();
  $("th").each((_, th) => {
    const label = key(clean($(th).text()));
    const td = $(th).next("td");
    if (label && td.length && !rows.has(label)) rows.set(label, clean(td.text()));
  });
  const known = (Object.values(LABELS) as string[]).filter((l) => rows.has(key(l)));
  if (known.length === 0) {
    if (isComplete(html) && NO_RECORD.test($("body").text())) return { status: "none" };
    return {
      status: "unparseable",
      reason: isComplete(html) ? "no record table and no 'no record' notice" : "page cut off",
    };
  }
  // A page cut short may have lost rows and panels: nothing of it is believed.
  if (!isComplete(html)) return { status: "unparseable", reason: "page cut off" };

  const unreadable: string[] = [];
  const read = <F extends Field>(field: F): CarCondition[F] => {
    const raw = rows.get(key(LABELS[field]));
    const value = raw === undefined ? null : READERS[field](raw);
    if (value === null) unreadable.push(field);
    return value as CarCondition[F];
  };
  const condition: CarCondition = {
    inspected_at: read("inspected_at"),
    odometer_ok: read("odometer_ok"),
    accident: read("accident"),
    simple_repair: read("simple_repair"),
    flood: read("flood"),
    fire: read("fire"),
    tuning: read("tuning"),
    use_history: read("use_history"),
    insurance_claims: read("insurance_claims"),
    owner_changes: read("owner_changes"),
    panels: [],
  };
  const skipped: string[] = [];
  const seen = new Set<string>();
  $("ul.panels li").each((_, li) => {
    const el = $(li);
    const part = clean(el.attr("data-part"));
    const stateCode = clean(el.attr("data-state")).toUpperCase();
    const state = STATES[stateCode];
    if (!PARTS.has(part) || !state || seen.has(part)) {
      skipped.push(skippedPanelText(clean(el.text()).slice(0, 100), part.slice(0, 60), stateCode.slice(0, 10)));
      return;
    }
    seen.add(part);
    condition.panels.push({ part: part as ConditionPart, state });
  });
  return {
    status: "record",
    reading: { condition, unreadable, skipped_panels: skipped.slice(0, 50), vin: vinOf(rows.get(key("차대번호"))) },
  };
}

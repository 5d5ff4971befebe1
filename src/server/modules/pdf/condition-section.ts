// The spec sheet's condition section: the inspection record's facts as label/value rows and the
// panels as a list, translated; a field the record did not state says so, never a guess.
import type { CarCondition } from "../../../shared/api/condition.js";
import type { Lang } from "../../../shared/vehicle-terms.js";
import { CONDITION_LABELS } from "./condition-labels.js";

/** The rows of the section (label, value), and the panel lines. */
export function conditionRows(
  condition: CarCondition | null,
  lang: Lang,
): { rows: Array<[string, string]>; panels: string[]; empty: string | null } {
  const l = CONDITION_LABELS[lang];
  if (!condition) return { rows: [], panels: [], empty: l.noRecord };
  const said = <T>(v: T | null, show: (v: T) => string) => (v === null ? l.notStated : show(v));
  const yesNo = (v: boolean) => (v ? l.yes : l.no);
  const rows: Array<[string, string]> = [
    [l.fields.inspected_at, said(condition.inspected_at, (d) => d)],
    [l.fields.odometer_ok, said(condition.odometer_ok, (ok) => (ok ? l.odometerOk : l.odometerBad))],
    [l.fields.accident, said(condition.accident, yesNo)],
    [l.fields.simple_repair, said(condition.simple_repair, yesNo)],
    [l.fields.flood, said(condition.flood, yesNo)],
    [l.fields.fire, said(condition.fire, yesNo)],
    [l.fields.tuning, said(condition.tuning, yesNo)],
    [l.fields.use_history, said(condition.use_history, (u) => l.use[u])],
    [l.fields.insurance_claims, said(condition.insurance_claims, l.times)],
    [l.fields.owner_changes, said(condition.owner_changes, l.times)],
  ];
  const panels = condition.panels.map((p) => `${l.parts[p.part]}: ${l.states[p.state]}`);
  return { rows, panels: panels.length > 0 ? panels : [l.noPanels], empty: null };
}

export { CONDITION_LABELS };

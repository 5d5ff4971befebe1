// What the schema of a rules document cannot say (api.md "Door to door", "Import rules, whole"):
// the path's country, a real calendar date, a kind's own keys, bounds in order, names and texts
// without control characters. Every objection is a 422 naming its field.
import { isCalendarDate } from "../../lib/calendar-date.js";
import { validationError } from "../../lib/errors.js";
import type { ImportRuleComponent, ImportRulesBody } from "../../../shared/api/import-rules.js";

// Names are printed on the car page and invoices: no control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;

type Bad = { field: string; message: string };

const KIND_KEYS: Record<ImportRuleComponent["kind"], readonly string[]> = {
  percent: ["rate", "of", "min_per_cc"],
  per_cc: ["amount"],
  fixed: ["amount"],
};
const REQUIRED: Record<ImportRuleComponent["kind"], readonly string[]> = {
  percent: ["rate", "of"],
  per_cc: ["amount"],
  fixed: ["amount"],
};

/** What the schema cannot say: a kind's own keys, bounds in order, names and texts not blank. */
export function checkBody(body: ImportRulesBody): ImportRuleComponent[] {
  const bad: Bad[] = [];
  if (!isCalendarDate(body.as_of)) bad.push({ field: "as_of", message: "must be a calendar date YYYY-MM-DD" });
  if (!body.source.trim() || body.source.length > 500 || CONTROL.test(body.source))
    bad.push({ field: "source", message: "must be a text of 1 to 500 characters without control characters" });
  const components = body.components.map((c, i) => {
    const at = `components.${i}`;
    for (const lang of ["en", "ko", "mn", "ru"] as const) {
      const name = c.name[lang].trim();
      if (!name || CONTROL_IN_NAME.test(name))
        bad.push({ field: `${at}.name.${lang}`, message: "must be a non-empty name without control characters" });
    }
    for (const key of ["rate", "of", "min_per_cc", "amount"] as const) {
      if (c[key] !== undefined && !KIND_KEYS[c.kind].includes(key))
        bad.push({ field: `${at}.${key}`, message: `is not a field of a ${c.kind} component` });
    }
    for (const key of REQUIRED[c.kind]) {
      if (c[key as keyof ImportRuleComponent] === undefined)
        bad.push({ field: `${at}.${key}`, message: `is required for a ${c.kind} component` });
    }
    const w = c.when;
    if (w) {
      for (const [min, max] of [
        ["min_age", "max_age"],
        ["min_cc", "max_cc"],
        ["min_hp", "max_hp"],
        ["min_value", "max_value"],
      ] as const) {
        const [low, high] = [w[min], w[max]];
        if (low !== undefined && high !== undefined && low > high)
          bad.push({ field: `${at}.when.${min}`, message: `must not exceed ${max}` });
      }
      w.fuels?.forEach((f, j) => {
        if (!f.trim() || CONTROL_IN_NAME.test(f))
          bad.push({ field: `${at}.when.fuels.${j}`, message: "must be a fuel value without control characters" });
      });
    }
    const out: ImportRuleComponent = {
      name: { en: c.name.en.trim(), ko: c.name.ko.trim(), mn: c.name.mn.trim(), ru: c.name.ru.trim() },
      kind: c.kind,
      ...(w && Object.keys(w).length > 0
        ? { when: { ...w, ...(w.fuels ? { fuels: w.fuels.map((f) => f.trim()) } : {}) } }
        : {}),
      ...(c.rate !== undefined ? { rate: c.rate } : {}),
      ...(c.of !== undefined ? { of: c.of } : {}),
      ...(c.min_per_cc !== undefined ? { min_per_cc: c.min_per_cc } : {}),
      ...(c.amount !== undefined ? { amount: c.amount } : {}),
    };
    return out;
  });
  if (bad.length > 0) throw validationError(bad);
  return components;
}

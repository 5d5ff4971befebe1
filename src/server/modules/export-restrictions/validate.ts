// What the schema of a country's export restrictions cannot say (api.md "The truth at the
// border"): the path's country, a real calendar date, bounds in order, a source and reasons that
// are not blank and carry no control characters. Every objection is a 422 naming its field.
import { isCalendarDate } from "../../lib/calendar-date.js";
import { validationError } from "../../lib/errors.js";
import { LANGUAGES } from "../../../shared/api/constants.js";
import type { ExportRestrictionsBody, ExportRule } from "../../../shared/api/export-restrictions.js";

// The source is shown under the reasons: tabs and line breaks pass, other control characters not.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A reason or a fuel is one line.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;

type Bad = { field: string; message: string };

const BOUND_PAIRS = [
  ["min_cc", "max_cc"],
  ["min_hp", "max_hp"],
  ["min_age", "max_age"],
] as const;

/** The rules as stored: texts trimmed, bounds checked; or a 422 naming every bad field. */
export function checkBody(body: ExportRestrictionsBody): ExportRule[] {
  const bad: Bad[] = [];
  if (!isCalendarDate(body.as_of)) bad.push({ field: "as_of", message: "must be a calendar date YYYY-MM-DD" });
  if (!body.source.trim() || CONTROL.test(body.source))
    bad.push({ field: "source", message: "must be a text of 1 to 500 characters without control characters" });
  const rules = body.rules.map((rule, i) => {
    const at = `rules.${i}`;
    for (const lang of LANGUAGES) {
      const text = rule.reason[lang].trim();
      if (!text || CONTROL_IN_LINE.test(text))
        bad.push({ field: `${at}.reason.${lang}`, message: "must be a non-empty text without control characters" });
    }
    const w = rule.when;
    for (const [min, max] of BOUND_PAIRS) {
      const [low, high] = [w[min], w[max]];
      if (low !== undefined && high !== undefined && low > high)
        bad.push({ field: `${at}.when.${min}`, message: `must not exceed ${max}` });
    }
    w.fuels?.forEach((f, j) => {
      if (!f.trim() || CONTROL_IN_LINE.test(f))
        bad.push({ field: `${at}.when.fuels.${j}`, message: "must be a fuel value without control characters" });
    });
    return {
      when: { ...w, ...(w.fuels ? { fuels: [...new Set(w.fuels.map((f) => f.trim()))] } : {}) },
      reason: {
        en: rule.reason.en.trim(),
        ko: rule.reason.ko.trim(),
        mn: rule.reason.mn.trim(),
        ru: rule.reason.ru.trim(),
      },
    };
  });
  if (bad.length > 0) throw validationError(bad);
  return rules;
}

// The editor's form state (strings where the admin types) and its conversion to and from the API's
// export restrictions of one country.
import type {
  ExportRestrictions,
  ExportRestrictionsBody,
  ExportRuleWhen,
} from "../../../../shared/api/export-restrictions";
import { numberOf, type FieldNumber } from "../../../lib/form-number";

export const REASON_LANGS = ["en", "ko", "mn", "ru"] as const;
export type ReasonLang = (typeof REASON_LANGS)[number];

type Num = FieldNumber;

/** The bounds a rule may have, in the order the form shows them. */
export const BOUNDS = ["min_cc", "max_cc", "min_hp", "max_hp", "min_age", "max_age"] as const;
export type Bound = (typeof BOUNDS)[number];

export type RuleForm = {
  /** A key for React only: rules are added and removed. */
  key: number;
  bounds: Record<Bound, Num>;
  fuels: string[];
  reason: Record<ReasonLang, string>;
};

export type RestrictionsForm = { asOf: string; source: string; rules: RuleForm[] };

let nextKey = 1;
const noBounds = (): Record<Bound, Num> => ({
  min_cc: "",
  max_cc: "",
  min_hp: "",
  max_hp: "",
  min_age: "",
  max_age: "",
});

export const newRule = (): RuleForm => ({
  key: nextKey++,
  bounds: noBounds(),
  fuels: [],
  reason: { en: "", ko: "", mn: "", ru: "" },
});

export const emptyRestrictions = (): RestrictionsForm => ({
  asOf: new Date().toISOString().slice(0, 10),
  source: "",
  rules: [newRule()],
});

export function toForm(r: ExportRestrictions): RestrictionsForm {
  return {
    asOf: r.as_of,
    source: r.source,
    rules: r.rules.map((rule) => {
      const bounds = noBounds();
      for (const b of BOUNDS) if (rule.when[b] !== undefined) bounds[b] = rule.when[b]!;
      return { key: nextKey++, bounds, fuels: rule.when.fuels ?? [], reason: { ...rule.reason } };
    }),
  };
}

/** A typed number, or undefined when empty (the inputs take digits only). */
export function toBody(form: RestrictionsForm): ExportRestrictionsBody {
  return {
    as_of: form.asOf,
    source: form.source.trim(),
    rules: form.rules.map((rule) => {
      const when: ExportRuleWhen = {};
      for (const b of BOUNDS) {
        const n = numberOf(rule.bounds[b]);
        if (n !== undefined) when[b] = n;
      }
      if (rule.fuels.length > 0) when.fuels = rule.fuels;
      return { when, reason: { ...rule.reason } };
    }),
  };
}

/** The server's 422 messages of rule `i`, by its field ("when.min_cc", "reason.ru", …). */
export function ruleErrorsOf(errors: Record<string, string>, i: number): Record<string, string> {
  const prefix = `rules.${i}.`;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith(prefix)) out[field.slice(prefix.length)] = message;
    else if (field === `rules.${i}`) out[""] = message;
  }
  return out;
}

// The editor's form state (strings where the admin types) and its conversion to and from the API's rules.
import type {
  ComponentWhen,
  ImportRuleComponent as ImportComponent,
  ImportRules,
  ImportRulesBody,
} from "../../../../shared/api/import-rules";
import {
  COMPONENT_KINDS,
  IMPORT_RULE_CURRENCIES,
  PERCENT_BASES,
  type ComponentKind,
  type ImportRuleCurrency as RulesCurrency,
  type PercentBase,
} from "../../../../shared/import-rules";
import { numberOf, type FieldNumber } from "../../../lib/form-number";

export const RULES_CURRENCIES: readonly RulesCurrency[] = IMPORT_RULE_CURRENCIES;
export { COMPONENT_KINDS, PERCENT_BASES, type ComponentKind, type PercentBase };
export const NAME_LANGS = ["en", "ko", "mn", "ru"] as const;

type Num = FieldNumber;

export type ComponentForm = {
  /** A key for React only: rows move. */
  key: number;
  name: Record<(typeof NAME_LANGS)[number], string>;
  kind: ComponentKind;
  /** In per cent on the screen; the API's `rate` is a fraction (15 % → 0.15). */
  ratePct: Num;
  of: PercentBase;
  minPerCc: Num;
  amount: Num;
  minAge: Num;
  maxAge: Num;
  minCc: Num;
  maxCc: Num;
  minHp: Num;
  maxHp: Num;
  /** Bounds on the customs value, in the rules' currency. */
  minValue: Num;
  maxValue: Num;
  fuels: string[];
};

export type RulesForm = {
  currency: RulesCurrency;
  asOf: string;
  source: string;
  maxAge: Num;
  components: ComponentForm[];
};

let nextKey = 1;
export const newComponent = (): ComponentForm => ({
  key: nextKey++,
  name: { en: "", ko: "", mn: "", ru: "" },
  kind: "percent",
  ratePct: "",
  of: "value",
  minPerCc: "",
  amount: "",
  minAge: "",
  maxAge: "",
  minCc: "",
  maxCc: "",
  minHp: "",
  maxHp: "",
  minValue: "",
  maxValue: "",
  fuels: [],
});

const CURRENCY_BY_COUNTRY: Record<string, RulesCurrency> = { MN: "MNT", RU: "RUB", KR: "KRW" };
const EURO = new Set(["DE", "FR", "IT", "ES", "NL", "BE", "AT", "FI", "IE", "PT", "GR", "EE", "LV", "LT", "SK", "SI"]);

export function emptyRules(country: string): RulesForm {
  return {
    currency: CURRENCY_BY_COUNTRY[country] ?? (EURO.has(country) ? "EUR" : "USD"),
    asOf: new Date().toISOString().slice(0, 10),
    source: "",
    maxAge: "",
    components: [newComponent()],
  };
}

const text = (n: number | undefined) => (n === undefined || n === null ? "" : n);
/** 0.15 → 15, without the float noise of 0.07 * 100. */
const toPct = (rate: number) => Number((rate * 100).toPrecision(12));

export function toForm(rules: ImportRules): RulesForm {
  return {
    currency: rules.currency,
    asOf: rules.as_of,
    source: rules.source,
    maxAge: text(rules.max_age ?? undefined),
    components: rules.components.map((c) => ({
      key: nextKey++,
      name: { ...c.name },
      kind: c.kind,
      ratePct: c.rate === undefined ? "" : toPct(c.rate),
      of: c.of ?? "value",
      minPerCc: text(c.min_per_cc),
      amount: text(c.amount),
      minAge: text(c.when?.min_age),
      maxAge: text(c.when?.max_age),
      minCc: text(c.when?.min_cc),
      maxCc: text(c.when?.max_cc),
      minHp: text(c.when?.min_hp),
      maxHp: text(c.when?.max_hp),
      minValue: text(c.when?.min_value),
      maxValue: text(c.when?.max_value),
      fuels: c.when?.fuels ?? [],
    })),
  };
}

/** A typed number, or undefined when empty; what is not a number goes as typed (the server says 422). */
export function toBody(form: RulesForm): ImportRulesBody {
  return {
    currency: form.currency,
    as_of: form.asOf,
    source: form.source.trim(),
    max_age: numberOf(form.maxAge) ?? null,
    components: form.components.map((c): ImportComponent => {
      const when: ComponentWhen = {};
      const put = (key: Exclude<keyof ComponentWhen, "fuels">, value: Num) => {
        const n = numberOf(value);
        if (n !== undefined) when[key] = n;
      };
      put("min_age", c.minAge);
      put("max_age", c.maxAge);
      put("min_cc", c.minCc);
      put("max_cc", c.maxCc);
      put("min_hp", c.minHp);
      put("max_hp", c.maxHp);
      put("min_value", c.minValue);
      put("max_value", c.maxValue);
      if (c.fuels.length > 0) when.fuels = c.fuels;
      const base: ImportComponent = {
        name: { en: c.name.en.trim(), ko: c.name.ko.trim(), mn: c.name.mn.trim(), ru: c.name.ru.trim() },
        kind: c.kind,
        ...(Object.keys(when).length > 0 ? { when } : {}),
      };
      if (c.kind === "percent") {
        const pct = numberOf(c.ratePct);
        const minPerCc = numberOf(c.minPerCc);
        return {
          ...base,
          ...(pct !== undefined ? { rate: Number((pct / 100).toPrecision(12)) } : {}),
          of: c.of,
          ...(minPerCc !== undefined ? { min_per_cc: minPerCc } : {}),
        };
      }
      const amount = numberOf(c.amount);
      return { ...base, ...(amount !== undefined ? { amount } : {}) };
    }),
  };
}

/** The fields of a component that an input of its row shows (the server's 422 names them so). */
export const ROW_FIELDS = [
  "name.en",
  "name.ko",
  "name.mn",
  "name.ru",
  "kind",
  "rate",
  "of",
  "min_per_cc",
  "amount",
  "when.min_age",
  "when.max_age",
  "when.min_cc",
  "when.max_cc",
  "when.min_hp",
  "when.max_hp",
  "when.min_value",
  "when.max_value",
  "when.fuels",
] as const;

/** A row's share of the server's 422 messages: by the input that shows it, and those no input shows. */
export type RowErrors = { fields: Record<string, string>; other: string[] };

/** The 422 messages about components, row by row ("components.3.when.min_hp" → row 3, "when.min_hp"). */
export function rowErrorsOf(errors: Record<string, string>, count: number): RowErrors[] {
  const rows: RowErrors[] = Array.from({ length: count }, () => ({ fields: {}, other: [] }));
  for (const [key, message] of Object.entries(errors)) {
    const m = /^components\.(\d+)(?:\.(.+))?$/.exec(key);
    const row = m ? rows[Number(m[1])] : undefined;
    if (!m || !row) continue;
    const field = ROW_FIELDS.find((f) => m[2] === f || m[2]?.startsWith(`${f}.`));
    if (field) row.fields[field] ??= message;
    else row.other.push(`${m[2] ?? ""} ${message}`.trim());
  }
  return rows;
}

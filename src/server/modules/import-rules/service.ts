// Import duties and taxes per destination country (api.md "Door to door"): the administrators'
// rules, and the duties of a car at a port computed from them (compute.ts). Rules are few and
// read on every car page with a port, so all of them are kept in memory
// (`core.importRulesCache`), emptied on every instance by `importRulesChanged`.
import { asc, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { importRules } from "../../db/schema/ports.js";
import { notFound, validationError } from "../../lib/errors.js";
import { isCountryCode } from "../../../shared/countries.js";
import type { Lang } from "../../../shared/api/constants.js";
import type { ImportRuleComponent, ImportRulesBody } from "../../../shared/api/import-rules.js";
import type { DutiesUnavailable, ImportRuleCurrency } from "../../../shared/import-rules.js";
import type { Settings } from "../../../shared/settings.js";
import { carAge, computeDuties, type DutiesAnswer, type DutiesCar, type Rules } from "./compute.js";

export type { Rules, DutiesAnswer, DutiesCar } from "./compute.js";

type Row = typeof importRules.$inferSelect;

const toRules = (r: Row): Rules => ({
  country: r.country,
  currency: r.currency as ImportRuleCurrency,
  asOf: r.asOf,
  source: r.source,
  maxAge: r.maxAge,
  components: r.components as ImportRuleComponent[],
});

export const serializeRules = (r: Rules) => ({
  country: r.country,
  currency: r.currency,
  as_of: r.asOf,
  source: r.source,
  max_age: r.maxAge,
  components: r.components,
});

/** Every country's rules, by country: from memory, loaded at most every few seconds. */
export function allImportRules(core: Pick<Core, "db" | "importRulesCache">): Promise<Rules[]> {
  return core.importRulesCache.get("all", async () =>
    (await core.db.select().from(importRules).orderBy(asc(importRules.country))).map(toRules),
  );
}

/** One country's rules (from memory), or undefined. */
export async function rulesOf(core: Pick<Core, "db" | "importRulesCache">, country: string) {
  return (await allImportRules(core)).find((r) => r.country === country.toUpperCase());
}

/** GET /api/import-rules. */
export async function listImportRules(core: Core) {
  return (await allImportRules(core)).map(serializeRules);
}

/** GET /api/import-rules/{country}: none → 404. */
export async function getImportRules(core: Core, country: string) {
  const rules = await rulesOf(core, country);
  if (!rules) throw notFound("Import rules");
  return serializeRules(rules);
}

// Names are printed on the car page and invoices: no control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;

type Bad = { field: string; message: string };

/** The country of a path, upper case, or a 422 naming `country`. */
function countryOf(raw: string): string {
  const country = raw.toUpperCase();
  if (!isCountryCode(country))
    throw validationError([{ field: "country", message: "must be an ISO 3166-1 alpha-2 country code" }]);
  return country;
}

function validDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s && Number(m[1]) >= 1900 && Number(m[1]) <= 2200;
}

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
function checkBody(body: ImportRulesBody): Rules["components"] {
  const bad: Bad[] = [];
  if (!validDate(body.as_of)) bad.push({ field: "as_of", message: "must be a calendar date YYYY-MM-DD" });
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
      if (w.min_age !== undefined && w.max_age !== undefined && w.min_age > w.max_age)
        bad.push({ field: `${at}.when.min_age`, message: "must not exceed max_age" });
      if (w.min_cc !== undefined && w.max_cc !== undefined && w.min_cc > w.max_cc)
        bad.push({ field: `${at}.when.min_cc`, message: "must not exceed max_cc" });
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

async function changed(core: Core, countries: string[]) {
  await core.events.emit("importRulesChanged", { countries });
}

/** PUT /api/admin/import-rules/{country}: the country's rules replaced as a whole (or created). */
export async function putImportRules(core: Core, rawCountry: string, body: ImportRulesBody) {
  const country = countryOf(rawCountry);
  const components = checkBody(body);
  const values = {
    country,
    currency: body.currency,
    asOf: body.as_of,
    source: body.source.trim(),
    maxAge: body.max_age,
    components,
  };
  const [row] = await core.db
    .insert(importRules)
    .values(values)
    .onConflictDoUpdate({
      target: importRules.country,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  await changed(core, [country]);
  return serializeRules(toRules(row));
}

/** DELETE /api/admin/import-rules/{country}: none → 404. */
export async function deleteImportRules(core: Core, rawCountry: string) {
  const country = countryOf(rawCountry);
  const deleted = await core.db
    .delete(importRules)
    .where(eq(importRules.country, country))
    .returning({ country: importRules.country });
  if (deleted.length === 0) throw notFound("Import rules");
  await changed(core, [country]);
}

/** Demo data (src/server/demo/import-rules.ts): the given countries' rules, where a country has none yet. */
export async function ensureImportRules(core: Core, list: Array<{ country: string } & ImportRulesBody>) {
  const have = new Set((await core.db.select({ c: importRules.country }).from(importRules)).map((r) => r.c));
  const rows = list
    .filter((r) => !have.has(r.country))
    .map((r) => ({
      country: r.country,
      currency: r.currency,
      asOf: r.as_of,
      source: r.source,
      maxAge: r.max_age,
      components: checkBody(r),
    }));
  if (rows.length === 0) return { created: 0 };
  const created = await core.db
    .insert(importRules)
    .values(rows)
    .onConflictDoNothing()
    .returning({ country: importRules.country });
  await changed(
    core,
    created.map((r) => r.country),
  );
  return { created: created.length };
}

/** What car detail carries about duties: `duties`, and `duties_unavailable` when there are none. */
export type DutiesPart = { duties: DutiesAnswer } | { duties: null; duties_unavailable: DutiesUnavailable };

/**
 * The duties of a car delivered to a port of `country` whose landed total is `landedTotalUsd`
 * (null: no port), with the rules `rules` (all countries', from `allImportRules`).
 */
export function dutiesPart(
  core: Pick<Core, "config">,
  rules: readonly Rules[],
  input: {
    country: string | null;
    landedTotalUsd: number | null;
    car: DutiesCar;
    lang: Lang;
    settings: Pick<Settings, "usd_krw_rate" | "mnt_krw_rate" | "rub_krw_rate" | "eur_krw_rate">;
  },
): DutiesPart {
  if (input.country === null || input.landedTotalUsd === null) return { duties: null, duties_unavailable: "no_port" };
  const country = input.country.toUpperCase();
  const own = rules.find((r) => r.country === country);
  if (!own) return { duties: null, duties_unavailable: "no_rules" };
  const result = computeDuties({
    rules: own,
    car: input.car,
    landedTotalUsd: input.landedTotalUsd,
    settings: input.settings,
    lang: input.lang,
    age: carAge(input.car.year, core.config.tzSchedule),
  });
  return result.duties ? { duties: result.duties } : { duties: null, duties_unavailable: result.unavailable };
}

/**
 * What an order's quote freezes (api.md "Door to door"): the duties' total and the door total
 * (landed + duties) in US cents, or nulls when the car has no duties there (no rules for the
 * country, the engine size unknown). `landedTotalCents`: the quote's CIF total.
 */
export function frozenDutiesCents(
  core: Pick<Core, "config">,
  rules: readonly Rules[],
  input: {
    country: string;
    landedTotalCents: number;
    car: DutiesCar;
    settings: Pick<Settings, "usd_krw_rate" | "mnt_krw_rate" | "rub_krw_rate" | "eur_krw_rate">;
  },
): { dutiesTotalCents: number | null; doorTotalCents: number | null } {
  const part = dutiesPart(core, rules, {
    country: input.country,
    landedTotalUsd: input.landedTotalCents / 100,
    car: input.car,
    lang: "en",
    settings: input.settings,
  });
  if (!part.duties) return { dutiesTotalCents: null, doorTotalCents: null };
  return {
    dutiesTotalCents: Math.round(part.duties.total_usd * 100),
    doorTotalCents: Math.round(part.duties.door_total_usd * 100),
  };
}

// Import duties and taxes per destination country (api.md "Door to door"): the administrators'
// rules, and the duties of a car at a port computed from them (compute.ts). Rules are few and
// read on every car page with a port, so all of them are kept in memory
// (`core.importRulesCache`), emptied on every instance by `importRulesChanged`.
import { isDeepStrictEqual } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { importRules } from "../../db/schema/ports.js";
import { notFound } from "../../lib/errors.js";
import type { Lang } from "../../../shared/api/constants.js";
import type { ImportRuleComponent, ImportRulesBody } from "../../../shared/api/import-rules.js";
import type { DutiesUnavailable, ImportRuleCurrency } from "../../../shared/import-rules.js";
import { customsValueOf, fromCents, toCents, type DutyRates } from "../../../shared/price-chain/index.js";
import { carAge, computeDuties, evaluateDuties, type DutiesAnswer, type DutiesCar, type Rules } from "./compute.js";
import { countryOf } from "../../lib/country-param.js";
import { checkBody } from "./validate.js";

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

type CountryRulesBody = { country: string } & ImportRulesBody;

const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** Whether the stored rules are exactly this document, as PUT would have stored it. */
function storedAs(row: Row, doc: CountryRulesBody): boolean {
  // JSON columns keep no key order: compared as values.
  return isDeepStrictEqual(plain(toRules(row)), plain(rowValues(doc)));
}

/** A document's row, as PUT stores it (trimmed, checked). */
const rowValues = (r: CountryRulesBody) => ({
  country: r.country,
  currency: r.currency,
  asOf: r.as_of,
  source: r.source.trim(),
  maxAge: r.max_age,
  components: checkBody(r),
});

/**
 * Demo data (src/server/demo/import-rules.ts): the given countries' rules where a country has none
 * yet; and, where a country's rules are still exactly one of the `previous` demo documents (no
 * admin changed them), the current document instead. Rules an admin edited are kept.
 */
export async function ensureImportRules(core: Core, list: CountryRulesBody[], previous: CountryRulesBody[] = []) {
  const stored = new Map((await core.db.select().from(importRules)).map((r) => [r.country, r]));
  const rows = list.filter((r) => !stored.has(r.country)).map(rowValues);
  const created =
    rows.length === 0
      ? []
      : await core.db
          .insert(importRules)
          .values(rows)
          .onConflictDoNothing()
          .returning({ country: importRules.country });
  const upgraded: string[] = [];
  for (const r of list) {
    const earlier = previous.filter((p) => p.country === r.country);
    const row = stored.get(r.country);
    if (!row || !earlier.some((p) => storedAs(row, p))) continue;
    // Looked at again under a lock: an admin's save in between wins.
    const done = await core.db.transaction(async (tx) => {
      const [now] = await tx.select().from(importRules).where(eq(importRules.country, r.country)).for("update");
      if (!now || !earlier.some((p) => storedAs(now, p))) return false;
      await tx
        .update(importRules)
        .set({ ...rowValues(r), updatedAt: sql`now()` })
        .where(eq(importRules.country, r.country));
      return true;
    });
    if (done) upgraded.push(r.country);
  }
  const changedCountries = [...created.map((r) => r.country), ...upgraded];
  if (changedCountries.length > 0) await changed(core, changedCountries);
  return { created: created.length, upgraded: upgraded.length };
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
    settings: DutyRates;
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
    settings: DutyRates;
  },
): { dutiesTotalCents: number | null; doorTotalCents: number | null } {
  const part = dutiesPart(core, rules, {
    country: input.country,
    landedTotalUsd: fromCents(input.landedTotalCents),
    car: input.car,
    lang: "en",
    settings: input.settings,
  });
  if (!part.duties) return { dutiesTotalCents: null, doorTotalCents: null };
  return {
    dutiesTotalCents: toCents(part.duties.total_usd),
    doorTotalCents: toCents(part.duties.door_total_usd),
  };
}

/**
 * How each component of a country's rules met one car at a port whose landed total is
 * `landedTotalUsd` (Admin → Import rules' preview): the same evaluation as the car page's duties.
 */
export function explainDuties(
  core: Pick<Core, "config">,
  rules: Rules | undefined,
  input: {
    landedTotalUsd: number;
    car: DutiesCar;
    lang: Lang;
    settings: DutyRates;
  },
) {
  const age = carAge(input.car.year, core.config.tzSchedule);
  if (!rules) return { age, currency: null, customs_value: null, components: [] };
  const { verdicts } = evaluateDuties({ ...input, rules, age });
  return {
    age,
    currency: rules.currency,
    customs_value: customsValueOf(input.landedTotalUsd, rules.currency, input.settings),
    components: rules.components.map((c, i) => {
      const v = verdicts[i];
      return {
        name: c.name[input.lang],
        kind: c.kind,
        ...(c.when ? { when: c.when } : {}),
        status: v.status,
        amount: v.status === "applied" ? v.amount : null,
        failed: v.status === "left_out" ? v.failed : [],
        missing: v.status === "needs" ? v.missing : null,
      };
    }),
  };
}

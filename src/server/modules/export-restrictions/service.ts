// Export restrictions per destination country (api.md "The truth at the border"): the
// administrators' rules, and what they make of a car for a port's country (match.ts). They are
// few and read on every car page, list and purchase with a port, so all of them are kept in
// memory (`core.exportRestrictionsCache`), emptied on every instance by `exportRestrictionsChanged`.
import { asc, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { exportRestrictions } from "../../db/schema/ports.js";
import { calendarYear } from "../../lib/car-age.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { Lang } from "../../../shared/api/constants.js";
import type { ExportRestrictionsBody, ExportRule } from "../../../shared/api/export-restrictions.js";
import type { ExportBan, ExportStatus } from "../../../shared/export-restrictions.js";
import { bansOf, carExportOf, exportVerdict, type ExportCar, type ExportVerdict, type Restrictions } from "./match.js";
import type { PortBan } from "./sql.js";
import { countryOf } from "../../lib/country-param.js";
import { checkBody } from "./validate.js";

export type { ExportCar, ExportVerdict, Restrictions } from "./match.js";

type Row = typeof exportRestrictions.$inferSelect;
type Deps = Pick<Core, "db" | "exportRestrictionsCache">;

const toRestrictions = (r: Row): Restrictions => ({
  country: r.country,
  asOf: r.asOf,
  source: r.source,
  rules: r.rules as ExportRule[],
});

const serialize = (r: Restrictions) => ({ country: r.country, as_of: r.asOf, source: r.source, rules: r.rules });

/** Every country's restrictions, by country: from memory, loaded at most every few seconds. */
export function allExportRestrictions(core: Deps): Promise<Restrictions[]> {
  return core.exportRestrictionsCache.get("all", async () =>
    (await core.db.select().from(exportRestrictions).orderBy(asc(exportRestrictions.country))).map(toRestrictions),
  );
}

const ofCountry = (all: readonly Restrictions[], country: string) =>
  all.find((r) => r.country === country.toUpperCase());

/** GET /api/export-restrictions. */
export async function listExportRestrictions(core: Core) {
  return (await allExportRestrictions(core)).map(serialize);
}

/** GET /api/export-restrictions/{country}: none → 404. */
export async function getExportRestrictions(core: Core, rawCountry: string) {
  const found = ofCountry(await allExportRestrictions(core), countryOf(rawCountry));
  if (!found) throw notFound("Export restrictions");
  return serialize(found);
}

async function changed(core: Core, countries: string[]) {
  await core.events.emit("exportRestrictionsChanged", { countries });
}

/** PUT /api/admin/export-restrictions/{country}: the country's restrictions replaced as a whole (or created). */
export async function putExportRestrictions(core: Core, rawCountry: string, body: ExportRestrictionsBody) {
  const country = countryOf(rawCountry);
  const values = { country, asOf: body.as_of, source: body.source.trim(), rules: checkBody(body) };
  const [row] = await core.db
    .insert(exportRestrictions)
    .values(values)
    .onConflictDoUpdate({ target: exportRestrictions.country, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  await changed(core, [country]);
  return serialize(toRestrictions(row));
}

/** DELETE /api/admin/export-restrictions/{country}: none → 404. */
export async function deleteExportRestrictions(core: Core, rawCountry: string) {
  const country = countryOf(rawCountry);
  const deleted = await core.db
    .delete(exportRestrictions)
    .where(eq(exportRestrictions.country, country))
    .returning({ country: exportRestrictions.country });
  if (deleted.length === 0) throw notFound("Export restrictions");
  await changed(core, [country]);
}

/**
 * Demo data (src/server/demo/export-restrictions.ts): the given countries' restrictions where a
 * country has none. What an admin changed is kept.
 */
export async function ensureExportRestrictions(core: Core, list: ({ country: string } & ExportRestrictionsBody)[]) {
  const stored = new Set(
    (await core.db.select({ country: exportRestrictions.country }).from(exportRestrictions)).map((r) => r.country),
  );
  const rows = list
    .filter((r) => !stored.has(r.country))
    .map((r) => ({ country: r.country, asOf: r.as_of, source: r.source.trim(), rules: checkBody(r) }));
  const created =
    rows.length === 0
      ? []
      : await core.db
          .insert(exportRestrictions)
          .values(rows)
          .onConflictDoNothing()
          .returning({ country: exportRestrictions.country });
  if (created.length > 0)
    await changed(
      core,
      created.map((r) => r.country),
    );
  return { created: created.length };
}

/** The car's age for the rules, and this year, in the schedule's time zone (as the import rules count it). */
const thisYear = (core: Pick<Core, "config">) => calendarYear(core.config.tzSchedule);

/** A car's verdict for `country` (all countries' restrictions from `allExportRestrictions`). */
export function exportVerdictFor(
  core: Pick<Core, "config">,
  all: readonly Restrictions[],
  country: string,
  car: ExportCar,
): ExportVerdict {
  return exportVerdict(ofCountry(all, country), car, thisYear(core) - car.year);
}

/** Car detail's `export` at a port of `country` (null: no port), with the reasons in `lang`. */
export function exportPart(
  core: Pick<Core, "config">,
  all: readonly Restrictions[],
  input: { country: string | null; car: ExportCar; lang: Lang },
) {
  if (input.country === null) return null;
  const country = input.country.toUpperCase();
  return carExportOf(ofCountry(all, country), country, exportVerdictFor(core, all, country, input.car), input.lang);
}

/** Each car's status for `country` (the list's `export_status`). */
export function exportStatusOf(
  core: Pick<Core, "config">,
  all: readonly Restrictions[],
  country: string,
  car: ExportCar,
): ExportStatus {
  return exportVerdictFor(core, all, country, car).status;
}

/** The list's `exportable=true` at a port of `country`: the rules a car must not match or possibly match. */
export function exportBansFor(core: Pick<Core, "config">, all: readonly Restrictions[], country: string): ExportBan[] {
  const own = ofCountry(all, country);
  return own ? bansOf(own, thisYear(core)) : [];
}

/** The bans of every port of `ports` whose country has restrictions (the alert scans' relation). */
export function portBansFor(
  core: Pick<Core, "config">,
  all: readonly Restrictions[],
  ports: readonly { id: number; country: string }[],
): PortBan[] {
  return ports.flatMap((p) => exportBansFor(core, all, p.country).map((ban) => ({ port_id: p.id, ...ban })));
}

/**
 * Refuses a car that may not (or may not be known to) leave for `country`: a purchase and an
 * admin's change of an order's port (api.md "The truth at the border"). `422 export_restricted`
 * or `export_unknown`, with each rule's reason in the four languages (and in English as `text`).
 */
export function assertExportable(
  core: Pick<Core, "config">,
  all: readonly Restrictions[],
  country: string,
  car: ExportCar,
) {
  const own = ofCountry(all, country);
  const verdict = exportVerdictFor(core, all, country, car);
  if (verdict.status === "allowed") return;
  const reasons = verdict.rules.map((r) => ({
    text: r.reason.en,
    reason: r.reason,
    source: own?.source ?? "",
    as_of: own?.asOf ?? "",
  }));
  if (verdict.status === "restricted")
    throw new AppError(422, "export_restricted", "This car may not be exported to the port's country", {
      country: country.toUpperCase(),
      reasons,
    });
  throw new AppError(
    422,
    "export_unknown",
    "Whether this car may be exported to the port's country is not known: it does not state what the rules need",
    { country: country.toUpperCase(), reasons, missing: verdict.missing },
  );
}

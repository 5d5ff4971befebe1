// Destination ports: the administrators' list (names in four languages, country, RoRo or
// container, freight, insurance, transit, order) and what buyers pick for the landed price.
// All ports are few and read on every car page with a port, so they are kept in memory
// (`core.portsCache`), emptied on every instance by `portsChanged`.
import { asc, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { ports } from "../../db/schema/ports.js";
import { notFound, validationError } from "../../lib/errors.js";
import { isCountryCode } from "../../../shared/countries.js";
import type { PortCreateBody, PortPatchBody } from "../../../shared/api/ports.js";
import type { PortMethod } from "../../../shared/ports.js";
import { fromCents, toCents } from "../../../shared/price-chain/index.js";
import type { PortRow } from "./landed.js";
import type { Lang } from "../../../shared/api/constants.js";

export { landedOf, portName, type PortRow } from "./landed.js";

const ORDER = [asc(ports.position), asc(ports.id)];

/** Every port (active or not), by position: from memory, loaded at most every few seconds. */
export function allPorts(core: Core): Promise<PortRow[]> {
  return core.portsCache.get("all", () =>
    core.db
      .select()
      .from(ports)
      .orderBy(...ORDER),
  );
}

/**
 * Every port's name in the four languages by id, active or not: an order shows its port in the
 * page's language while the port exists (a deleted one keeps the name copied onto the order).
 */
export async function portNamesById(core: Core): Promise<Map<number, Record<Lang, string>>> {
  const names = new Map<number, Record<Lang, string>>();
  for (const p of await allPorts(core)) names.set(p.id, { en: p.nameEn, ko: p.nameKo, mn: p.nameMn, ru: p.nameRu });
  return names;
}

/** The port a buyer names (`?port_id=`, a purchase, the profile): active, or a 422 naming `field`. */
export async function activePort(core: Core, id: number, field = "port_id"): Promise<PortRow> {
  const port = (await allPorts(core)).find((p) => p.id === id);
  if (!port || !port.active) throw validationError([{ field, message: "is not an active destination port" }]);
  return port;
}

/** An active port by id, or undefined (a remembered port since switched off). */
export async function findActivePort(core: Core, id: number | null | undefined): Promise<PortRow | undefined> {
  if (id === null || id === undefined) return undefined;
  return (await allPorts(core)).find((p) => p.id === id && p.active);
}

/** The same, read in the caller's transaction (a purchase freezes the quote with what is stored). */
export async function activePortIn(tx: DbOrTx, id: number): Promise<PortRow | undefined> {
  const [row] = await tx.select().from(ports).where(eq(ports.id, id));
  return row && row.active ? row : undefined;
}

/** A port by id whether active or not (an order's quote recomputed at its own port), in the caller's transaction. */
export async function portIn(tx: DbOrTx, id: number): Promise<PortRow | undefined> {
  const [row] = await tx.select().from(ports).where(eq(ports.id, id));
  return row;
}

export function serializePort(p: PortRow) {
  return {
    id: p.id,
    name: { en: p.nameEn, ko: p.nameKo, mn: p.nameMn, ru: p.nameRu },
    country: p.country,
    method: p.method as PortMethod,
    freight_usd: fromCents(p.freightUsdCents),
    insurance_pct: p.insuranceMilliPct / 1000,
    transit_days: p.transitDays,
  };
}

export const serializeAdminPort = (p: PortRow) => ({ ...serializePort(p), active: p.active, position: p.position });

/** GET /api/ports: the active ports by position. */
export async function publicPorts(core: Core) {
  return (await allPorts(core)).filter((p) => p.active).map(serializePort);
}

/** GET /api/admin/ports: every port by position. */
export async function adminPorts(core: Core) {
  return (
    await core.db
      .select()
      .from(ports)
      .orderBy(...ORDER)
  ).map(serializeAdminPort);
}

// A name is printed on invoices and emails: no control characters (NUL cannot even be stored).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The columns of a create or patch body, checked beyond the schema (names, country, cents). */
function columnsOf(body: PortPatchBody) {
  const bad: { field: string; message: string }[] = [];
  const v: Partial<typeof ports.$inferInsert> = {};
  if (body.name) {
    for (const lang of ["en", "ko", "mn", "ru"] as const) {
      const name = body.name[lang].trim();
      if (!name || CONTROL.test(name))
        bad.push({ field: `name.${lang}`, message: "must be a non-empty name without control characters" });
    }
    v.nameEn = body.name.en.trim();
    v.nameKo = body.name.ko.trim();
    v.nameMn = body.name.mn.trim();
    v.nameRu = body.name.ru.trim();
  }
  if (body.country !== undefined) {
    const country = body.country.toUpperCase();
    if (!isCountryCode(country)) bad.push({ field: "country", message: "must be an ISO 3166-1 alpha-2 country code" });
    v.country = country;
  }
  if (body.method !== undefined) v.method = body.method;
  if (body.freight_usd !== undefined) {
    const cents = toCents(body.freight_usd);
    if (cents < 1) bad.push({ field: "freight_usd", message: "must be at least 0.01" });
    v.freightUsdCents = cents;
  }
  if (body.insurance_pct !== undefined) v.insuranceMilliPct = Math.round(body.insurance_pct * 1000);
  if (body.transit_days !== undefined) v.transitDays = body.transit_days;
  if (body.active !== undefined) v.active = body.active;
  if (body.position !== undefined) v.position = body.position;
  if (bad.length > 0) throw validationError(bad);
  return v;
}

async function changed(core: Core, portIds: number[]) {
  await core.events.emit("portsChanged", { portIds });
}

/** POST /api/admin/ports: a new port, last unless a position is given. */
export async function createPort(core: Core, body: PortCreateBody) {
  const v = columnsOf(body);
  const row = await core.db.transaction(async (tx) => {
    // Serialises concurrent creates so "last" stays last.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ports:position'))`);
    const position =
      v.position ??
      Number(
        (await tx.select({ next: sql<number>`coalesce(max(${ports.position}) + 1, 0)` }).from(ports))[0]?.next ?? 0,
      );
    const [created] = await tx
      .insert(ports)
      .values({ ...(v as typeof ports.$inferInsert), position })
      .returning();
    return created;
  });
  await changed(core, [row.id]);
  return serializeAdminPort(row);
}

/** PATCH /api/admin/ports/{id}: any fields, position included. */
export async function updatePort(core: Core, id: number, body: PortPatchBody) {
  const v = columnsOf(body);
  const [row] = await core.db
    .update(ports)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(ports.id, id))
    .returning();
  if (!row) throw notFound("Port");
  await changed(core, [id]);
  return serializeAdminPort(row);
}

/**
 * DELETE /api/admin/ports/{id}. Orders keep their port: its name was copied onto the order
 * (destination_port) and the quote keeps the number; buyers who remembered it lose it (FK).
 */
export async function deletePort(core: Core, id: number) {
  const deleted = await core.db.delete(ports).where(eq(ports.id, id)).returning({ id: ports.id });
  if (deleted.length === 0) throw notFound("Port");
  await changed(core, [id]);
}

/** Demo data (src/server/demo/ports.ts): the given ports, when there are none yet. */
export async function ensurePorts(core: Core, list: PortCreateBody[]) {
  const [{ n }] = await core.db.select({ n: sql<number>`count(*)::int` }).from(ports);
  if (Number(n) > 0) return { created: 0 };
  const rows = list.map((body, i) => ({ ...(columnsOf(body) as typeof ports.$inferInsert), position: i }));
  const created = await core.db.insert(ports).values(rows).returning({ id: ports.id });
  await changed(
    core,
    created.map((r) => r.id),
  );
  return { created: created.length };
}

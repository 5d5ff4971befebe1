// What the visitors module gives to a buyer's data export: the pages the user visited while logged in.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { visitorLogs } from "../../db/schema/system.js";

/**
 * The user's visits, oldest first, with the place their address was located in (the address itself
 * is never stored; the salted visitor hash is not the user's to read).
 */
export async function exportVisitsOf(db: DbOrTx, userId: number): Promise<DataExport["visits"]> {
  const rows = await db
    .select({
      id: visitorLogs.id,
      path: visitorLogs.path,
      countryCode: visitorLogs.countryCode,
      city: visitorLogs.city,
      latitude: visitorLogs.latitude,
      longitude: visitorLogs.longitude,
      createdAt: visitorLogs.createdAt,
    })
    .from(visitorLogs)
    .where(eq(visitorLogs.userId, userId))
    .orderBy(asc(visitorLogs.id));
  return rows.map((v) => ({
    id: v.id,
    path: v.path,
    country_code: v.countryCode,
    city: v.city,
    latitude: v.latitude,
    longitude: v.longitude,
    created_at: v.createdAt.toISOString(),
  }));
}

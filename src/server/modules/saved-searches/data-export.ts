// What the saved-searches module gives to a buyer's data export: the user's saved searches.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { savedSearches } from "../../db/schema/buyers.js";

/** The user's saved searches, oldest first, with their filters as saved. */
export async function exportSavedSearchesOf(db: DbOrTx, userId: number): Promise<DataExport["saved_searches"]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.id));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    filters: s.filters,
    email_alerts: s.emailAlerts,
    created_at: s.createdAt.toISOString(),
  }));
}

// Saved searches: the Cars page's filters under a name, at most MAX_SAVED_SEARCHES per user.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { savedSearches } from "../../db/schema/buyers.js";
import { conflict, notFound } from "../../lib/errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import {
  MAX_SAVED_SEARCHES,
  type SavedSearchCreateBody,
  type SavedSearchFilters,
  type SavedSearchPatchBody,
} from "../../../shared/api/buyers.js";

type Row = typeof savedSearches.$inferSelect;

// Namespace of the advisory lock that serialises one user's inserts (the other key is the user id).
const LOCK_NAMESPACE = 15_001;

const serialize = (r: Row) => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  email_alerts: r.emailAlerts,
  created_at: r.createdAt,
});

/** Empty strings are no filter on the Cars page; keep only the keys that filter. */
function cleanFilters(f: SavedSearchFilters): SavedSearchFilters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== "")) as SavedSearchFilters;
}

export async function createSavedSearch(core: Core, userId: number, body: SavedSearchCreateBody) {
  const row = await core.db.transaction(async (tx) => {
    // Count-then-insert is only safe one at a time per user: parallel requests would all see 19.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${userId})`);
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(n) >= MAX_SAVED_SEARCHES) {
      throw conflict("too_many", `At most ${MAX_SAVED_SEARCHES} saved searches`, { max: MAX_SAVED_SEARCHES });
    }
    const [inserted] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: body.name.trim(),
        filters: cleanFilters(body.filters),
        emailAlerts: body.email_alerts ?? false,
      })
      .returning();
    return inserted;
  });
  return serialize(row);
}

export async function listSavedSearches(core: Core, userId: number, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
  ]);
  return pagedResponse(rows.map(serialize), Number(total), page, pageSize);
}

/** Renames or switches alerts; another user's search is a 404 like a missing one. */
export async function patchSavedSearch(core: Core, userId: number, id: number, patch: SavedSearchPatchBody) {
  const values: Partial<typeof savedSearches.$inferInsert> = {};
  if (patch.name !== undefined) values.name = patch.name.trim();
  if (patch.email_alerts !== undefined) values.emailAlerts = patch.email_alerts;
  const [row] = await core.db
    .update(savedSearches)
    .set(values)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound("Saved search");
  return serialize(row);
}

export async function deleteSavedSearch(core: Core, userId: number, id: number): Promise<void> {
  const rows = await core.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) throw notFound("Saved search");
}

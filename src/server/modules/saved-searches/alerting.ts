// What the alerts module reads of saved searches, as statements and fragments this module owns:
// the alert scans join thousands of searches to the new cars in one statement, so they take the
// searches as SQL rather than as rows.
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { savedSearches } from "../../db/schema/buyers.js";
import { isLiveUserSql, rememberedPortSql } from "../accounts/index.js";

/** The distinct non-blank free texts of searches with email alerts. */
export const alertingTextsSql = (): SQL =>
  sql`select distinct s.filters->>'q' as q from ${savedSearches} s
      where s.email_alerts and nullif(btrim(s.filters->>'q'), '') is not null`;

/** The next `limit` users after `cursor` with at least one alerting search, by id. */
export const alertingUsersSql = (cursor: number, limit: number): SQL =>
  sql`select distinct user_id from ${savedSearches} where email_alerts and user_id > ${cursor}
      order by user_id limit ${limit}`;

/**
 * The alerting searches of active users with ids in [lo, hi]: user_id, search_id, created_at, the
 * user's remembered port (`port_id`, null: none) and `columns`, computed from each stored row `s`
 * (the matcher reads the filters its own way).
 */
export const alertingSearchesSql = (lo: number, hi: number, columns: SQL): SQL =>
  sql`select s.user_id, s.id as search_id, s.created_at, ${rememberedPortSql(sql`s.user_id`)} as port_id, ${columns}
      from ${savedSearches} s
      where s.email_alerts and s.user_id between ${lo} and ${hi} and ${isLiveUserSql(sql`s.user_id`)}`;

/** The stored filters of the searches `ids`. */
export async function savedFiltersOf(tx: Tx, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: savedSearches.id, filters: savedSearches.filters })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids));
  return new Map(rows.map((r) => [r.id, r.filters as Record<string, unknown>]));
}

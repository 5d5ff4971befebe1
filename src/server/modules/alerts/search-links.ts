// The link of a new-listings alert: the saved search that found the cars, opened as it was saved.
import type { Tx } from "../../db/client.js";
import { savedFiltersOf } from "../saved-searches/index.js";
import { savedSearchPath } from "../../../shared/buyers.js";

/**
 * The Cars page of the one saved search that found all of a user's new cars, with its filters
 * and its order (a saved search opens as it was saved); users whose cars came from several
 * searches get the template's link.
 */
export async function searchLinks(
  tx: Tx,
  fresh: { user_id: number; first_search: number; last_search: number }[],
): Promise<Map<number, string>> {
  // Each car's lowest and highest matching search: one search found them all when every
  // car's two ids are that one id.
  const searchesOf = new Map<number, Set<number>>();
  for (const r of fresh) {
    const set = searchesOf.get(r.user_id) ?? new Set<number>();
    set.add(Number(r.first_search)).add(Number(r.last_search));
    searchesOf.set(r.user_id, set);
  }
  const single = [...searchesOf]
    .filter(([, ids]) => ids.size === 1)
    .map(([userId, ids]) => ({ userId, id: [...ids][0] }));
  if (single.length === 0) return new Map();
  const filtersOf = await savedFiltersOf(
    tx,
    single.map((s) => s.id),
  );
  const links = new Map<number, string>();
  for (const s of single) {
    const filters = filtersOf.get(s.id);
    if (filters) links.set(s.userId, savedSearchPath(filters));
  }
  return links;
}

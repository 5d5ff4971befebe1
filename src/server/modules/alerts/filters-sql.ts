// The saved-search filters (the keys of GET /api/cars) as SQL between a car and a saved
// search, so that matching 10,000 searches against the new cars is a join in the database.
// It mirrors listWhere (cars/list-sql.ts): test/alerts.test.ts checks the two agree.
//
// The stored jsonb is read once per search into typed columns (searchColumnsSql), and read
// defensively: a number only when it is a JSON number, text as text, so a filter that does
// not fit the contract (an older row, a hand edit) matches nothing odd and never makes the
// statement fail. Comparing columns (not jsonb) per pair, and joining searches that name a
// maker on equality (a hash join), is what keeps 10,000 × 1,000 pairs fast.
import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../lib/sql.js";
import { searchSpellings } from "../cars/list-sql.js";
import { alertingSearchesSql } from "../saved-searches/alerting.js";

/** One word of a free-text filter: the car name patterns (its translations) and the car number pattern. */
export type QueryWord = { q: string; names: string[]; number: string };

/** The word patterns of every distinct `q`, computed once per scan (as listWhere's searchCondition does). */
export function queryWords(queries: string[]): QueryWord[] {
  const out: QueryWord[] = [];
  for (const q of queries) {
    const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 6);
    for (const word of words) {
      out.push({ q, names: searchSpellings(word).map(containsPattern), number: containsPattern(word) });
    }
  }
  return out;
}

const text = (key: string) => `nullif(s.filters->>'${key}', '')`;
const num = (key: string) =>
  `(case when jsonb_typeof(s.filters->'${key}') = 'number' then (s.filters->>'${key}')::numeric end)`;

/** The filters of saved search `s` as columns (select list), named after their keys. */
export function searchColumnsSql(): SQL {
  return sql.raw(
    [
      ...["maker", "model", "fuel", "transmission"].map((k) => `${text(k)} as ${k}`),
      ...["year_min", "year_max", "price_min", "price_max", "mileage_max"].map((k) => `${num(k)} as ${k}`),
      // Text with at least one word (listWhere ignores a blank one).
      `case when btrim(s.filters->>'q') <> '' then s.filters->>'q' end as q`,
    ].join(", "),
  );
}

/**
 * Car `c` (columns of `cars`) matches search `s` (a row of searchColumnsSql) on everything
 * but the maker, which the caller joins on. The free text needs the relation
 * `q_words (q, names, number)` built from queryWords. Only available cars reach this join,
 * so `include_soldout` changes nothing here.
 */
export function filtersMatchSql(): SQL {
  return sql.raw(
    [
      "(s.model is null or c.model = s.model)",
      "(s.fuel is null or c.fuel = s.fuel)",
      "(s.transmission is null or c.transmission = s.transmission)",
      "(s.year_min is null or c.year >= s.year_min)",
      "(s.year_max is null or c.year <= s.year_max)",
      "(s.price_min is null or c.price_krw >= s.price_min)",
      "(s.price_max is null or c.price_krw <= s.price_max)",
      "(s.mileage_max is null or c.mileage <= s.mileage_max)",
      // Every word of the text must match the name (in any of its spellings) or the number.
      `(s.q is null or not exists (select 1 from q_words w where w.q = s.q
        and not (c.car_name ilike any (w.names) or coalesce(c.car_number, '') ilike w.number)))`,
    ].join(" and "),
  );
}

/**
 * The (user, car) pairs where an alerting search of a user in [lo, hi] matches a car of
 * `new_cars` listed after the search was saved, with the lowest and highest id of the
 * searches that matched (equal when one search found the car: the alert then links to it).
 * Expects CTEs `q_words` and `new_cars`. Two halves: searches with a maker join on it (hash
 * join), the others scan the new cars.
 */
export function matchedPairsSql(lo: number, hi: number): SQL {
  return sql`searches as materialized (${alertingSearchesSql(lo, hi, searchColumnsSql())}),
    matched_by as (
      select s.user_id, c.id as car_id, s.search_id from searches s
      join new_cars c on c.maker = s.maker and c.created_at >= s.created_at and ${filtersMatchSql()}
      union all
      select s.user_id, c.id as car_id, s.search_id from searches s
      join new_cars c on c.created_at >= s.created_at and ${filtersMatchSql()}
      where s.maker is null
    ),
    matched as (
      select user_id, car_id, min(search_id) as first_search, max(search_id) as last_search
      from matched_by group by user_id, car_id
    )`;
}

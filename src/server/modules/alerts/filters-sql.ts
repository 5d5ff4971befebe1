// The saved-search filters (the keys of GET /api/cars) as SQL between a car and a saved
// search, so that matching 10,000 searches against the new cars is a join in the database.
// It is made, as listWhere (car-search/list-sql.ts) is, from the list's one table of filters
// (car-search/list-filters.ts LIST_FILTERS) and its text match (car-search/text-match.ts); test/alerts.test.ts
// checks the two agree.
//
// The stored jsonb is read once per search into typed columns (searchColumnsSql), and read
// defensively: a number only when it is a JSON number, text as text, so a filter that does
// not fit the contract (an older row, a hand edit) matches nothing odd and never makes the
// statement fail. Comparing columns (not jsonb) per pair, and joining searches that name a
// maker on equality (a hash join), is what keeps 10,000 × 1,000 pairs fast.
import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../lib/sql.js";
import { FILTER_KEYS, type FilterKey } from "../../../shared/car-filters.js";
import { LIST_FILTERS, searchSpellings, searchWords, TEXT_MATCH } from "../car-search/index.js";
import { alertingSearchesSql } from "../saved-searches/index.js";

/** One word of a free-text filter: the car name patterns (its translations) and the car number pattern. */
export type QueryWord = { q: string; names: string[]; number: string };

/** The word patterns of every distinct `q`, computed once per scan (as listWhere's searchCondition does). */
export function queryWords(queries: string[]): QueryWord[] {
  const out: QueryWord[] = [];
  for (const q of queries) {
    for (const word of searchWords(q)) {
      out.push({ q, names: searchSpellings(word).map(containsPattern), number: containsPattern(word) });
    }
  }
  return out;
}

const text = (key: string) => `nullif(s.filters->>'${key}', '')`;
const num = (key: string) =>
  `(case when jsonb_typeof(s.filters->'${key}') = 'number' then (s.filters->>'${key}')::numeric end)`;
// A flag only when it is the JSON true (as the list reads no_accident=true).
const flag = (key: string) => `(jsonb_typeof(s.filters->'${key}') = 'boolean' and (s.filters->>'${key}')::boolean)`;

/** A filter of the saved search as a column (its text, number or flag), named after its key. */
function searchColumn(key: FilterKey): string {
  const kind = LIST_FILTERS[key].kind;
  return `${kind === "equals" ? text(key) : kind === "is" ? flag(key) : num(key)} as ${key}`;
}

/** Car `c` meets filter `key` of search `s` (or `s` has none). */
function filterMatch(key: FilterKey): string {
  const spec = LIST_FILTERS[key];
  const column = `c.${spec.column}`;
  switch (spec.kind) {
    case "equals":
      return `(s.${key} is null or ${column} = s.${key})`;
    case "min":
      return `(s.${key} is null or ${column} >= s.${key})`;
    case "max":
      return `(s.${key} is null or ${column} <= s.${key})`;
    case "is":
      return `(s.${key} is not true or ${column} = ${spec.value})`;
  }
}

/** The filters of saved search `s` as columns (select list), named after their keys. */
export function searchColumnsSql(): SQL {
  return sql.raw(
    [
      ...FILTER_KEYS.map(searchColumn),
      // Text with at least one word (listWhere ignores a blank one).
      `case when btrim(s.filters->>'q') <> '' then s.filters->>'q' end as q`,
    ].join(", "),
  );
}

/**
 * The columns of car `c` that filtersMatchSql and matchedPairsSql read (for the caller's
 * `new_cars`): its id, its creation time, every filter's column and the text match's.
 */
export function carColumnsSql(): SQL {
  // The export restrictions read the engine size, power, year and fuel (matchedPairsSql's `allowed`).
  const columns = new Set([
    "id",
    "created_at",
    TEXT_MATCH.name,
    TEXT_MATCH.number,
    "displacement_cc",
    "power_hp",
    "year",
    "fuel",
  ]);
  for (const key of FILTER_KEYS) columns.add(LIST_FILTERS[key].column);
  return sql.raw([...columns].map((column) => `c.${column}`).join(", "));
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
      ...FILTER_KEYS.filter((k) => k !== "maker").map(filterMatch),
      // Every word of the text must match the name (in any of its spellings) or the number.
      `(s.q is null or not exists (select 1 from q_words w where w.q = s.q
        and not (c.${TEXT_MATCH.name} ilike any (w.names) or coalesce(c.${TEXT_MATCH.number}, '') ilike w.number)))`,
    ].join(" and "),
  );
}

/**
 * The (user, car) pairs where an alerting search of a user in [lo, hi] matches a car of
 * `new_cars` listed after the search was saved, with the lowest and highest id of the
 * searches that matched (equal when one search found the car: the alert then links to it).
 * Expects CTEs `q_words` and `new_cars`. Two halves: searches with a maker join on it (hash
 * join), the others scan the new cars. `allowed`: a further condition on the pair (`s`, with the
 * user's `port_id`, and `c`), e.g. that the car may leave for the user's port.
 */
export function matchedPairsSql(lo: number, hi: number, allowed: SQL = sql`true`): SQL {
  return sql`searches as materialized (${alertingSearchesSql(lo, hi, searchColumnsSql())}),
    matched_by as (
      select s.user_id, c.id as car_id, s.search_id from searches s
      join new_cars c on c.maker = s.maker and c.created_at >= s.created_at and ${filtersMatchSql()} and ${allowed}
      union all
      select s.user_id, c.id as car_id, s.search_id from searches s
      join new_cars c on c.created_at >= s.created_at and ${filtersMatchSql()} and ${allowed}
      where s.maker is null
    ),
    matched as (
      select user_id, car_id, min(search_id) as first_search, max(search_id) as last_search
      from matched_by group by user_id, car_id
    )`;
}

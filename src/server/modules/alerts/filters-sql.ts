// The saved-search filters (the keys of GET /api/cars) as one SQL condition between a car
// and a saved search, so that matching 10,000 searches against the new cars is one join in
// the database. It mirrors listWhere (cars/list-sql.ts): test/alerts.test.ts checks the two
// agree. The stored jsonb is read defensively (a number only when it is a JSON number, text
// as text), so a filter that does not fit the contract (older rows, a hand edit) matches
// nothing odd and never makes the statement fail.
import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../lib/sql.js";
import { searchSpellings } from "../cars/list-sql.js";

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

const text = (key: string) => sql.raw(`nullif(s.filters->>'${key}', '')`);
const num = (key: string) =>
  sql.raw(`(case when jsonb_typeof(s.filters->'${key}') = 'number' then (s.filters->>'${key}')::numeric end)`);

/**
 * Car `c` (columns of `cars`) matches saved search `s` (a `saved_searches` row); the free
 * text needs the relation `q_words (q, names, number)` built from queryWords. Available
 * cars only reach this join, so `include_soldout` changes nothing here.
 */
export function filtersMatchSql(): SQL {
  const eqText = (key: string, column: string) => sql`(${text(key)} is null or ${sql.raw(column)} = ${text(key)})`;
  const min = (key: string, column: string) => sql`(${num(key)} is null or ${sql.raw(column)} >= ${num(key)})`;
  const max = (key: string, column: string) => sql`(${num(key)} is null or ${sql.raw(column)} <= ${num(key)})`;
  return sql.join(
    [
      eqText("maker", "c.maker"),
      eqText("model", "c.model"),
      eqText("fuel", "c.fuel"),
      eqText("transmission", "c.transmission"),
      min("year_min", "c.year"),
      max("year_max", "c.year"),
      min("price_min", "c.price_krw"),
      max("price_max", "c.price_krw"),
      max("mileage_max", "c.mileage"),
      // Every word of the text must match the name (in any of its spellings) or the number.
      sql`not exists (select 1 from q_words w where w.q = s.filters->>'q'
        and not (c.car_name ilike any (w.names) or coalesce(c.car_number, '') ilike w.number))`,
    ],
    sql` and `,
  );
}

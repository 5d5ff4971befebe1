// The catalogue's read queries as plain SQL, shared by the API and by bench/ (whose
// minimal node:http + pg server must run exactly the same statements).
import { sql, type SQL } from "drizzle-orm";
import { CAR_SORTS, type CarSort, type CarFilters } from "../../../shared/car-list.js";
import { LIST_TOTAL_CAP } from "../../../shared/api/cars.js";
import { RANGE_KEYS } from "../../../shared/car-filters.js";
import { containsPattern } from "../../lib/sql.js";
import { filterConditions } from "./list-filters.js";
import { TEXT_MATCH, searchSpellings, searchWords } from "./text-match.js";
import type { toListItem } from "../cars/index.js";

export { CAR_SORTS, type CarSort, type CarFilters };
export { searchSpellings, searchWords };

// Each sort ends with id so that pages never overlap; every one matches an index
// (cars_list_*_idx) that starts with soldout. "nulls last" spells out the index's order
// (drizzle writes DESC NULLS LAST); plain DESC would mean NULLS FIRST and miss the index.
export const ORDER_BY: Record<CarSort, string> = {
  newest: "created_at desc nulls last, id desc nulls last",
  price_asc: "price_krw asc, id asc",
  price_desc: "price_krw desc, id desc",
  year_desc: "year desc, id desc",
  mileage_asc: "mileage asc, id asc",
};

// displacement_cc is not shown in the list: the export restrictions read it (each item's
// export_status, and the bounded walk's filter of exportable=true). A row of them is a ListRow.
export const LIST_COLUMNS =
  "id, car_name, maker, model, year, mileage, fuel, transmission, price_krw, main_image, soldout, is_banner, price_dropped_at, accident, power_hp, displacement_cc";

/**
 * A text of at most two characters, also once lower-cased (JavaScript lower-cases as ICU does,
 * where one character may become two): pg_trgm has no trigram for it, cars_search_grams_idx has it.
 */
const isShort = (text: string) => [...text].length <= 2 && [...text.toLowerCase()].length <= 2;

/**
 * How a search condition is written. "filter": per word, `ilike '%word%'` is the condition itself;
 * when an alternative is one or two characters long, which the trigram indexes cannot look up, it
 * is ANDed with the same alternatives as index lookups, the short ones among the 1- and
 * 2-character substrings of cars_search_grams_idx (db/functions.ts). The lookups only narrow the
 * rows: a car they find still has to match the ilike, and every car the ilike matches holds the
 * short word among its grams, so the matches are those of the ilike alone, whichever plan runs.
 * Cheapest when rows come from elsewhere (an ordered walk checks the cheap ilike first and
 * computes the grams only for the rows it matches).
 * "lookup": per word, the index lookups alone, each exact: the ilike of every long spelling in
 * the name (and of the word in the number), and for the short ones the grams (a word of at most
 * two characters is in `ilike '%word%'` of the name or the number exactly when lower(word) is one
 * of their grams). The same matches, without re-checking each row found through the grams index
 * with an ilike: the list's count of a short word (`q=현대`, a fifth of the catalogue) reads 10,001
 * rows and need not test them. test/catalogue-speed.test.ts compares both forms with the ilike.
 */
export type SearchForm = "filter" | "lookup";

/** Conditions of a free-text search: every word must be in the name (in any of its spellings) or the number. */
export function searchCondition(q: string, alias = "", form: SearchForm = "filter"): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const name = (s: string) => sql`${col(TEXT_MATCH.name)} ilike ${containsPattern(s)}`;
  const number = (s: string) => sql`${col(TEXT_MATCH.number)} ilike ${containsPattern(s)}`;
  const perWord = words.map((word) => {
    const spellings = searchSpellings(word);
    const exact = [...spellings.map(name), number(word)];
    const short = spellings.filter(isShort);
    if (short.length === 0) return sql`(${sql.join(exact, sql` or `)})`;
    // Each branch has an index: trigrams for the long spellings, the grams for the short ones (in
    // the name or the number: the exact condition tells them apart). The grams expression must be
    // the index's (the same function of the same columns), or the planner cannot use the index.
    const lookups = [
      ...spellings.filter((s) => !isShort(s)).map(name),
      ...(isShort(word) ? [] : [number(word)]),
      sql`car_search_grams(${col(TEXT_MATCH.name)}, ${col(TEXT_MATCH.number)}) && array[${sql.join(
        short.map((s) => sql`lower(${s})`),
        sql`, `,
      )}]`,
    ];
    if (form === "lookup") return sql`(${sql.join(lookups, sql` or `)})`;
    return sql`((${sql.join(exact, sql` or `)}) and (${sql.join(lookups, sql` or `)}))`;
  });
  return sql.join(perWord, sql` and `);
}

/**
 * The WHERE clause of the public list for a set of filters. `soldout` pins the sold-out flag to one
 * value whatever `include_soldout` says (the two halves of listPageSql's include_soldout form).
 */
export function listWhere(f: CarFilters, soldout?: boolean, search: SearchForm = "filter"): SQL {
  const parts: SQL[] = [];
  if (soldout !== undefined) parts.push(sql`soldout = ${soldout}`);
  else if (!f.include_soldout) parts.push(sql`soldout = false`);
  // An archived car is sold out (cars/service.ts deleteCar): the lists of cars for sale leave it
  // out by their soldout condition alone, and with sold-out cars it is left out by name.
  if (soldout ?? f.include_soldout) parts.push(sql`archived_at is null`);
  return whereOf([...parts, ...filterParts(f, search)]);
}

/**
 * The filters alone, without the sold-out and archived conditions: for a statement over rows a
 * walk has already chosen by listWhere (which carry only the list's columns).
 */
function filtersWhere(f: CarFilters): SQL {
  return whereOf(filterParts(f, "filter"));
}

const whereOf = (parts: SQL[]) => (parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

function filterParts(f: CarFilters, search: SearchForm): SQL[] {
  // Each filter's condition as LIST_FILTERS declares it (list-filters.ts), then the search.
  const parts = filterConditions(f);
  const words = f.q ? searchCondition(f.q, "", search) : undefined;
  if (words) parts.push(words);
  return parts;
}

/** The range filters each sort's own index answers as an index condition. */
const SORT_RANGES: Record<CarSort, (keyof CarFilters)[]> = {
  newest: [],
  price_asc: ["price_min", "price_max"],
  price_desc: ["price_min", "price_max"],
  year_desc: ["year_min", "year_max"],
  mileage_asc: ["mileage_max"],
};

/**
 * Filters whose equality leads an index per sort, before soldout and the sort's column:
 * cars_maker_*_idx, cars_fuel_*_idx and cars_transmission_*_idx. Fuel and transmission have few
 * values, some of them rare (manual cars, plug-in hybrids: 1–4 % of the catalogue) and
 * correlated with every order (manual cars are cheap and old): without their own indexes a
 * page of them walked the sort's index across most of the catalogue.
 */
const LEADS = ["maker", "fuel", "transmission"] as const;
type Lead = (typeof LEADS)[number];

const givenKeys = (f: CarFilters) =>
  (Object.keys(f) as (keyof CarFilters)[]).filter((k) => f[k] !== undefined && f[k] !== "" && k !== "include_soldout");

/**
 * Whether an index reads the page's rows in order without skipping any: no filter, one of LEADS
 * (its cars_<lead>_*_idx of every sort), a maker and model by newest, each with at most a range on
 * the sort's own column (the next key of all these indexes). Any other filter makes the ordered
 * walk skip the cars that fail it, and how many it skips depends on how the filter and the order
 * correlate (expensive manual cars by mileage: all).
 */
export function orderedWalkIsExact(f: CarFilters, sort: CarSort): boolean {
  const rest = givenKeys(f).filter((k) => !SORT_RANGES[sort].includes(k));
  if (rest.length === 0) return true;
  if (rest.length === 1 && (LEADS as readonly string[]).includes(rest[0])) return true;
  return rest.length === 2 && Boolean(f.maker && f.model) && sort === "newest";
}

/**
 * The equality filter a bounded walk keeps as its index condition (the others are checked on
 * the rows it reads): a maker narrows most (the catalogue has dozens), then a fuel, then a
 * transmission; none without one of them.
 */
function walkLead(f: CarFilters): Lead | undefined {
  return LEADS.find((k) => f[k] !== undefined && f[k] !== "");
}

/** The filters an ordered walk keeps as index conditions: the sort column's own range and the walkLead's value. */
function walkKeys(f: CarFilters, sort: CarSort): CarFilters {
  const keys: CarFilters = {};
  for (const k of SORT_RANGES[sort]) if (f[k] !== undefined) Object.assign(keys, { [k]: f[k] });
  const lead = walkLead(f);
  if (lead) Object.assign(keys, { [lead]: f[lead] });
  return keys;
}

/** What the service knows of the list when it asks for a page (both from short-lived caches). */
export type PageHints = {
  /** The list's capped count (listCountSql). */
  matches: number;
  /** How many cars are on sale: how far, on average, an ordered walk goes to find one match. */
  catalogue: number;
  /** WALK_LIMIT unless given (tests shrink it to reach the fallback on a small catalogue). */
  walkLimit?: number;
};

/** The most rows a bounded walk reads before it gives up (a few milliseconds of heap reads). */
const WALK_LIMIT = 4000;
/**
 * The most index entries a covered walk reads before it gives up: entries of ~50 bytes without
 * a heap read each, about as many milliseconds as WALK_LIMIT rows; and, past LIST_TOTAL_CAP
 * matches (1 % of a million cars at least), the even spread's walk to page 20.
 */
const COVERED_WALK_LIMIT = 40_000;

/** The range filters; every list index carries their columns (and every sort key) after its own keys. */
const RANGES: readonly (keyof CarFilters)[] = RANGE_KEYS;
/** What the covered statements read from the index: the sort keys, the ranges' columns, id. */
const COVERED_COLUMNS = "id, created_at, year, price_krw, mileage";
/** The columns of each sort's ORDER BY. */
const SORT_KEYS: Record<CarSort, string> = {
  newest: "created_at, id",
  price_asc: "price_krw, id",
  price_desc: "price_krw, id",
  year_desc: "year, id",
  mileage_asc: "mileage, id",
};

/**
 * Whether the list indexes alone answer the filters (an index-only scan, no heap read per car
 * looked at): ranges, and at most one lead (or a maker and its model), with sold-out cars left out.
 */
function covered(f: CarFilters, soldoutToo = false): boolean {
  if (f.include_soldout && !soldoutToo) return false;
  const keys = givenKeys(f).filter((k) => !(k === "model" && f.maker));
  return (
    keys.filter((k) => (LEADS as readonly string[]).includes(k)).length <= 1 &&
    keys.every((k) => RANGES.includes(k) || (LEADS as readonly string[]).includes(k))
  );
}

/**
 * How to read one page of the public list: a first statement, and when that one may come back
 * short, a second that cannot. An ordered walk of the sort's index reads about (offset + limit) ×
 * catalogue / matches rows when the matches are spread evenly along the order, but far more when
 * filter and order correlate (cheap cars by mileage sit at its far end: 53,000 pages for page
 * 20), and nothing can tell in advance. So:
 *  - an index that answers the filters itself (orderedWalkIsExact) is walked: it reads no row it
 *    does not return;
 *  - otherwise, when the even spread promises a short walk, the walk is bounded (WALK_LIMIT rows,
 *    filtered afterwards: exact whenever the page fills within them) and, if the page comes back
 *    short, the matches are collected instead (at most LIST_TOTAL_CAP of them, through the filter
 *    indexes) and sorted; a long promised walk collects them at once;
 *  - past LIST_TOTAL_CAP matches collecting is no bound either. When the indexes cover the
 *    filters (ranges and at most one lead), the walk reads the sort's index alone (COVERED_WALK_LIMIT
 *    entries, no heap read for the cars it skips) and when that comes back short (filter and
 *    order against each other: cheap cars by year), the matches' index entries are collected
 *    through the range's or the lead's index and the page's ids picked from them: index-only
 *    either way, the heap is read for the page's cars alone. A search's walk is bounded too, and
 *    then its matches are collected through its indexes (coveredCollect, in the search's lookup form). Otherwise the walk stays
 *    unbounded.
 * With sold-out cars included, each half is walked in order on its own index (they all start with
 * soldout) and the two short runs merged.
 */
export function listPagePlan(
  f: CarFilters,
  sort: CarSort,
  limit: number,
  offset: number,
  hints?: PageHints,
): { first: SQL; fallback?: SQL; expected: number } {
  const plain = orderedWalk(f, sort, limit, offset);
  if (!hints || orderedWalkIsExact(f, sort)) return { first: plain, expected: limit };
  const expected = Math.max(0, Math.min(limit, hints.matches - offset));
  const evenWalk = ((offset + limit) * hints.catalogue) / Math.max(hints.matches, 1);
  const capped = hints.matches > LIST_TOTAL_CAP;
  const walkLimit = hints.walkLimit ?? WALK_LIMIT;
  // A model is in cars_maker_model_idx alone: its cars' entries are collected at once.
  // With sold-out cars too: soldout is a column of that index, after the model.
  if (capped && covered(f, true) && f.model) return { first: coveredCollect(f, sort, limit, offset), expected };
  if (capped && covered(f))
    return {
      first: coveredWalk(f, sort, limit, offset, hints.walkLimit ?? COVERED_WALK_LIMIT),
      fallback: coveredCollect(f, sort, limit, offset),
      expected,
    };
  const bounded = boundedWalk(f, sort, limit, offset, walkLimit);
  // A search past the cap: its matches (however many) through its own indexes, when the walk
  // comes back short; an unbounded walk against the search's grain read most of the table.
  // Alone only: beside other filters the planner reads the rows through their indexes and tests
  // the search on each, the grams function included (17 s for q=현대 with year_min at 1M cars).
  if (capped && f.q && searchForm(f) === "lookup")
    return { first: bounded, fallback: coveredCollect(f, sort, limit, offset, "lookup"), expected };
  // Beside other filters too: the capped count says only "10,001 or more", so the even spread
  // overstates the walk (q=현대 with its maker: every car walked matches), and the planner, which
  // cannot see a search correlate with the filters, would rather collect every match through
  // cars_search_live_idx and sort them (200,000 heap rows for q=현대 and its maker at 1M cars).
  if (capped && f.q) return { first: bounded, fallback: plain, expected };
  if (evenWalk * 2 <= walkLimit)
    return { first: bounded, fallback: capped ? plain : collected(f, sort, limit, offset), expected };
  return capped ? { first: plain, expected } : { first: collected(f, sort, limit, offset), expected };
}

const ORDER = (sort: CarSort) => sql.raw(ORDER_BY[sort]);
const COLUMNS = sql.raw(LIST_COLUMNS);
// Inner selects also carry created_at, the one sort column the list does not show.
const INNER_COLUMNS = sql.raw(`${LIST_COLUMNS}, created_at`);
// A bounded walk filters afterwards, so it also carries the one filtered column the list does not show.
const WALK_COLUMNS = sql.raw(`${LIST_COLUMNS}, created_at, car_number`);

function orderedWalk(f: CarFilters, sort: CarSort, limit: number, offset: number): SQL {
  if (!f.include_soldout)
    return sql`select ${COLUMNS} from cars ${listWhere(f)} order by ${ORDER(sort)} limit ${limit} offset ${offset}`;
  const half = (soldout: boolean) =>
    sql`(select ${INNER_COLUMNS} from cars ${listWhere(f, soldout)} order by ${ORDER(sort)} limit ${limit + offset})`;
  return sql`select ${COLUMNS} from (${half(false)} union all ${half(true)}) both_halves order by ${ORDER(sort)} limit ${limit} offset ${offset}`;
}

/**
 * The first `walkLimit` cars in the sort's order (within the sort column's own range and, when
 * given, the walkLead's value: an index condition of its cars_<lead>_*_idx), then the filters.
 */
function boundedWalk(f: CarFilters, sort: CarSort, limit: number, offset: number, walkLimit: number): SQL {
  const ranges = walkKeys(f, sort);
  const half = (soldout: boolean) =>
    sql`(select ${WALK_COLUMNS} from cars ${listWhere(ranges, soldout)} order by ${ORDER(sort)} limit ${walkLimit})`;
  const walked = f.include_soldout
    ? sql`(select * from (${half(false)} union all ${half(true)}) both_halves order by ${ORDER(sort)} limit ${walkLimit})`
    : half(false);
  // Named "cars" so that listWhere's conditions (the search's grams expression included) apply as written.
  return sql`select ${COLUMNS} from ${walked} cars ${filtersWhere(f)} order by ${ORDER(sort)} limit ${limit} offset ${offset}`;
}

/** The page's cars by their ids (an index-only statement picks them), in the sort's order. */
// The LIMIT (never more than the ids) keeps the statement a page as the others are: with an
// ORDER BY and a LIMIT, a subquery that wraps it (availability.ts withHeldFlag) keeps its order.
const pageOfIds = (ids: SQL, sort: CarSort, limit: number) =>
  sql`select ${COLUMNS} from cars where id in (${ids}) order by ${ORDER(sort)} limit ${limit}`;

/**
 * The first `walkLimit` entries of the sort's index (within the sort column's range and the
 * lead's value, as boundedWalk), then the other ranges, all read from the index entries.
 */
function coveredWalk(f: CarFilters, sort: CarSort, limit: number, offset: number, walkLimit: number): SQL {
  const keys = walkKeys(f, sort);
  const lead = walkLead(f);
  const columns = sql.raw(lead ? `${COVERED_COLUMNS}, ${lead}` : COVERED_COLUMNS);
  const walked = sql`(select ${columns} from cars ${listWhere(keys)} order by ${ORDER(sort)} limit ${walkLimit})`;
  return pageOfIds(
    sql`select id from ${walked} cars ${filtersWhere(f)} order by ${ORDER(sort)} limit ${limit} offset ${offset}`,
    sort,
    limit,
  );
}

/**
 * Every match's index entry (through the index of the range or the lead that the planner finds
 * narrowest, or a search's own indexes in `search`'s form), sorted there: the page's ids. Reads
 * as many entries as that range holds, however the filters and the order correlate.
 */
function coveredCollect(
  f: CarFilters,
  sort: CarSort,
  limit: number,
  offset: number,
  search: SearchForm = "filter",
): SQL {
  // "offset 0" keeps the filters on one scan (the planner would rather walk the order, which is
  // what came back short) without storing its rows: each goes straight into the top-N sort.
  const keys = sql.raw(SORT_KEYS[sort]);
  return pageOfIds(
    sql`select id from (select ${keys} from cars ${listWhere(f, undefined, search)} offset 0) matching order by ${ORDER(sort)} limit ${limit} offset ${offset}`,
    sort,
    limit,
  );
}

/**
 * The search's lookup form when it is the only filter, or beside `export_bans` alone (which no
 * index answers: a walk against the search's grain read 300,000 pages for q=sonata at a Russian
 * port at 1M cars, 1.3 s; its matches through the search's indexes, then the bans, 270 ms at most):
 * the rows come through its indexes, no need to re-check them. Beside other filters the planner
 * may read the rows through theirs (a fuel's index) and test the search on each: the filter form
 * tests the cheap ILIKE first and computes the grams only for the rows it matches (the lookup form
 * computed them for 77,000 rows: 1.7 s).
 */
const searchForm = (f: CarFilters): SearchForm =>
  givenKeys(f).every((k) => k === "q" || k === "export_bans") ? "lookup" : "filter";

/**
 * The count's form: the lookups beside other filters too when sold-out cars are left out, since
 * cars_search_live_idx then holds the filters beside the search's keys and the rows come through
 * it. In the filter form the planner also offered the ILIKE of a short word to that index's
 * trigram column (no trigram: a scan of the whole index, costed as such), priced the index out
 * and walked the filter's index instead, testing every row (q=현대 with a fuel: 77,000 heap
 * pages, 4.7 s at 1,000,000 cars).
 */
const countForm = (f: CarFilters): SearchForm => (f.include_soldout ? searchForm(f) : "lookup");

/**
 * Every match (at most LIST_TOTAL_CAP), through the filter indexes, then sorted; a search in the
 * count's form (all of them through cars_search_live_idx, as the count found them).
 */
function collected(f: CarFilters, sort: CarSort, limit: number, offset: number): SQL {
  return sql`with matching as materialized (select ${INNER_COLUMNS} from cars ${listWhere(f, undefined, countForm(f))}) select ${COLUMNS} from matching order by ${ORDER(sort)} limit ${limit} offset ${offset}`;
}

/** One page of the public list, by listPagePlan: `run` executes a statement and returns its rows. */
export async function readListPage<Row>(
  run: (statement: SQL) => Promise<Row[]>,
  f: CarFilters,
  sort: CarSort,
  limit: number,
  offset: number,
  hints?: PageHints,
): Promise<Row[]> {
  const plan = listPagePlan(f, sort, limit, offset, hints);
  const rows = await run(plan.first);
  return rows.length < plan.expected && plan.fallback ? run(plan.fallback) : rows;
}

/** The first statement of listPagePlan (what the benchmarks' EXPLAIN sweeps look at). */
export function listPageSql(f: CarFilters, sort: CarSort, limit: number, offset: number, hints?: PageHints): SQL {
  return listPagePlan(f, sort, limit, offset, hints).first;
}

/**
 * The list's total, counted no further than LIST_TOTAL_CAP + 1 rows: an exact count of a broad
 * filter over 100,000 cars reads them all (60–450 ms), while nobody pages through more than
 * 10,000 results; one row past the cap says "10,000+" (see cappedTotal).
 */
export function listCountSql(f: CarFilters): SQL {
  return sql`select count(*)::int as total from (select 1 from cars ${listWhere(f, undefined, countForm(f))} limit ${LIST_TOTAL_CAP + 1}) capped`;
}

/** Whether a page starts past the last of `counted` matches (a capped count never is). */
export const pastTheEnd = (counted: number, offset: number) => counted <= LIST_TOTAL_CAP && offset >= counted;

/** `total` and `total_capped` of the contract from a count of listCountSql. */
export function cappedTotal(counted: number): { total: number; total_capped: boolean } {
  return counted > LIST_TOTAL_CAP
    ? { total: LIST_TOTAL_CAP, total_capped: true }
    : { total: counted, total_capped: false };
}

/** A stable key for the filters (not the sort or page), for caching totals. */
export function filtersKey(f: CarFilters): string {
  const keys = Object.keys(f)
    .filter((k) => f[k as keyof CarFilters] !== undefined && f[k as keyof CarFilters] !== "")
    .sort();
  return JSON.stringify(keys.map((k) => [k, f[k as keyof CarFilters]]));
}

export const makersSql = (): SQL =>
  sql`select maker, count(*)::int as count from cars where soldout = false group by maker order by count(*) desc, maker`;

export const modelsSql = (maker: string): SQL =>
  sql`select model, count(*)::int as count from cars where soldout = false and maker = ${maker} group by model order by count(*) desc, model`;

/** What cars' toListItem reads (cars/serialize.ts; carSummary gives the same item for one car row). */
type ListItemRow = Parameters<typeof toListItem>[0];

/**
 * A row of LIST_COLUMNS: the list item's columns and the engine size, which the list does not
 * show: the export restrictions read it (each item's export_status).
 */
export type ListRow = ListItemRow & {
  /** Engine size in cm³ (null: unknown). */
  displacement_cc?: number | null;
};

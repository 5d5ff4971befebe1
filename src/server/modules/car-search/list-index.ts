// The public list's filters and sorts answered from memory: a compact copy of the columns the
// list filters and sorts by (no names, photos or prices in other currencies), read once; the cars
// changed since are laid over it (list-index-changes.ts) until it is read again. A page nobody
// asked before costs PostgreSQL a count of up to 10,001 index entries and a walk to the page's
// offset; from memory it costs microseconds, and PostgreSQL only reads the page's cars by their
// ids. Free-text search (`q`) too, from the names and numbers (list-index-text.ts), unless a
// word's case is the database locale's to decide.
import { LIST_TOTAL_CAP } from "../../../shared/api/cars.js";
import { CAR_SORTS, type CarFilters, type CarSort } from "../../../shared/car-list.js";
import { EQUALS_KEYS, FILTER_KEYS, OTHER_PARAMETERS } from "../../../shared/car-filters.js";
import {
  allOf,
  CODED_COLUMNS,
  type CodedField,
  given,
  givenFilters,
  LIST_FILTERS,
  type RowTest,
  rowTests,
} from "./list-filters.js";
import { searchWords } from "./text-match.js";
import type { TextSearch } from "./list-index-text.js";
import { IndexChanges, SORT_KEY, compareInSort, rowOf, type IndexedCar } from "./list-index-changes.js";

/** A text column as codes into its distinct values (makers, models, fuels, transmissions: CodedField). */
export type CodedColumn = { codes: Uint32Array; values: string[] };

/**
 * The columns of every car (sold out or not), in ascending id order: a car's row number orders
 * as its id does, which is every sort's last key.
 */
export type ListColumns = {
  id: Int32Array;
  /** Microseconds since 1970 (PostgreSQL's precision: two cars of one millisecond keep their order). */
  createdAt: Float64Array;
  /** PostgreSQL integers, as year and mileage are: half the memory a scan reads of doubles. */
  year: Int32Array;
  price: Float64Array;
  mileage: Int32Array;
  /** 1 sold out, 0 on sale. */
  soldout: Uint8Array;
  /** 1 accident, 0 none, -1 not known. */
  accident: Int8Array;
  /** Each car's digest of these columns (list-index-load.ts): whether the catalogue is still this one. */
  digest: Int32Array;
} & Record<CodedField, CodedColumn>;

/**
 * How many cars the catalogue holds and the sum of their digests (list-index-load.ts
 * catalogueDigest). Exact up to about 4,000,000 cars (the sum of 32-bit hashes in a double);
 * past that a rounded sum may differ from PostgreSQL's, and the catalogue is read again.
 */
export type CatalogueDigest = { cars: number; sum: number };

/** A digest of the catalogue without some cars (those changed while it was counted), and which. */
export type LeavingOut = CatalogueDigest & { leftOut: readonly number[] };

/**
 * The query parameters the index applies: every filter of LIST_FILTERS (each reads a column the
 * index keeps: list-filters.ts types them so), the search (ListIndex.answers decides per search:
 * its words' case must fold alike in every locale), sold-out cars too, and port_id (not a filter:
 * the landed prices at a port, added to the page's items). Not the export restrictions' bans
 * (`exportable=true`): they read engine sizes and powers, which the index does not keep, and SQL
 * answers those lists.
 */
const APPLIES = new Set<string>([
  ...FILTER_KEYS,
  ...Object.entries(OTHER_PARAMETERS)
    .filter(([, kind]) => kind !== "sql")
    .map(([key]) => key),
]);

/** Whether the index answers a list with these filters (every given one applied: see APPLIES). */
export function indexAnswers(f: CarFilters): boolean {
  return (Object.keys(f) as (keyof CarFilters)[]).every((k) => APPLIES.has(k) || f[k] === undefined || f[k] === "");
}

/** The text columns the index keeps as codes, each with a posting list per value. */
const CODED_FIELDS = CODED_COLUMNS.map((c) => c.field);
/** The coded column an equality filter reads. */
const fieldOf = (key: (typeof EQUALS_KEYS)[number]) => LIST_FILTERS[key].field as CodedField;

/** Lets the event loop answer other requests between the long steps of a build. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many cars in row order cost as much to test as one car of a run (measured at a million cars). */
const SCATTERED_COST = 8;

/** Rows handled between two yields of a build's long loops. */
const STRIDE = 100_000;

/** Values sorted natively per slice of this many (a few milliseconds each), then merged in steps. */
const SORT_SLICE = 65_536;

/**
 * The values sorted ascending, without holding the event loop for long: slices sorted natively,
 * each in its own turn, then merged pairwise, yielding every STRIDE values. A native sort of a
 * million values holds the loop for 100–200 ms, which requests waiting meanwhile meet.
 */
async function sortedInSteps(values: Float64Array): Promise<Float64Array> {
  const n = values.length;
  for (let at = 0; at < n; at += SORT_SLICE) {
    values.subarray(at, Math.min(n, at + SORT_SLICE)).sort();
    await yieldToOthers();
  }
  let from: Float64Array = values;
  let to: Float64Array = new Float64Array(n);
  let moved = 0;
  for (let width = SORT_SLICE; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = from[i] <= from[j] ? from[i++] : from[j++];
      while (i < mid) to[k++] = from[i++];
      while (j < hi) to[k++] = from[j++];
      moved += hi - lo;
      if (moved >= STRIDE) {
        moved = 0;
        await yieldToOthers();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * Row numbers in a sort's order: (key, row) ascending, reversed for a descending sort. Each
 * row's key is ranked among the distinct keys (sorted in steps), and the rows are counted into
 * their ranks in row order: a counting sort, which keeps rows of one key in row order and holds
 * the event loop no longer than STRIDE rows at a time.
 */
async function sortOrder(keys: Float64Array | Int32Array, descending: boolean): Promise<Int32Array> {
  const n = keys.length;
  const distinct = await sortedInSteps(Float64Array.from(keys));
  let size = 0;
  for (let i = 0; i < n; i++) if (i === 0 || distinct[i] !== distinct[size - 1]) distinct[size++] = distinct[i];
  // rank[row]: the row's key's place among the distinct ones; starts[r + 1]: how many rows rank r.
  const rank = new Int32Array(n);
  const starts = new Int32Array(size + 1);
  for (let row = 0; row < n; row++) {
    let lo = 0;
    let hi = size - 1;
    const key = keys[row];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (distinct[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    rank[row] = lo;
    starts[lo + 1]++;
    if (row % STRIDE === STRIDE - 1) await yieldToOthers();
  }
  for (let r = 0; r < size; r++) starts[r + 1] += starts[r];
  const order = new Int32Array(n);
  for (let row = 0; row < n; row++) {
    const at = starts[rank[row]]++;
    order[descending ? n - 1 - at : at] = row;
    if (row % STRIDE === STRIDE - 1) await yieldToOthers();
  }
  return order;
}

/** Rows in price order: those on sale, and all of them (`include_soldout`). */
type PriceOrdered = { onSale: Int32Array; all: Int32Array };

/** A free-text search's matches: 1 per matching row, and those rows in price order. */
type Search = { hit: Uint8Array; byPrice: PriceOrdered };

/** Searches kept (at a million cars each holds 1 MB and its matches' rows). */
const SEARCHES_KEPT = 16;

/** For each code of a column, its rows in price order (on sale, and all): two passes, exact sizes. */
function postings(
  column: { codes: Uint32Array | Uint8Array; values: unknown[] },
  byPrice: Int32Array,
  soldout: Uint8Array,
): PriceOrdered[] {
  // Indexed loops, not for…of: a typed array's iterator costs several times as much per row.
  const codes = column.codes;
  const n = byPrice.length;
  const all = new Int32Array(column.values.length);
  const onSale = new Int32Array(column.values.length);
  for (let i = 0; i < n; i++) {
    const row = byPrice[i];
    all[codes[row]]++;
    if (soldout[row] === 0) onSale[codes[row]]++;
  }
  const lists = column.values.map((_, code) => ({
    all: new Int32Array(all[code]),
    onSale: new Int32Array(onSale[code]),
  }));
  all.fill(0);
  onSale.fill(0);
  for (let i = 0; i < n; i++) {
    const row = byPrice[i];
    const code = codes[row];
    lists[code].all[all[code]++] = row;
    if (soldout[row] === 0) lists[code].onSale[onSale[code]++] = row;
  }
  return lists;
}

/** The rows of `rows` on sale, in their order (a loop: Int32Array's filter calls a function per row). */
function onSaleOf(rows: Int32Array, soldout: Uint8Array): Int32Array {
  let size = 0;
  for (let i = 0; i < rows.length; i++) if (soldout[rows[i]] === 0) size++;
  const onSale = new Int32Array(size);
  for (let i = 0, at = 0; i < rows.length; i++) if (soldout[rows[i]] === 0) onSale[at++] = rows[i];
  return onSale;
}

/** The order a run of rows is in (ascending; price_desc and year_desc are their reverses). */
type RunOrder = "price_asc" | "year_desc" | "mileage_asc" | "newest";

/** Each sort's order as a run's: price_desc walks price_asc backwards. */
const ORDER_OF: Record<CarSort, RunOrder> = {
  newest: "newest",
  price_asc: "price_asc",
  price_desc: "price_asc",
  year_desc: "year_desc",
  mileage_asc: "mileage_asc",
};

/**
 * A run of rows in one sort's order, `rows[from]` up to, not including, `rows[to]`, that holds
 * every match of a list; `exact` when it holds nothing else.
 */
type Run = { rows: Int32Array; from: number; to: number; exact: boolean; order: RunOrder; covers: Covers };

/**
 * The conditions every car of a run meets by the run's making: its cars need not be tested for
 * them. `params`: the filters (LIST_FILTERS' keys, or "q" for the search); `onSale`: the sold-out
 * scope (the run holds only cars on sale, or sold-out cars are asked for too).
 */
type Covers = { params: ReadonlySet<string>; onSale?: boolean };
const NO_COVERS: Covers = { params: new Set() };

/** Adds `value` to a max-heap of `size` values at `heap[0..size)` (the heap has room for it). */
function siftUp(heap: Int32Array, size: number, value: number) {
  let i = size;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent] >= value) break;
    heap[i] = heap[parent];
    i = parent;
  }
  heap[i] = value;
}

/** Replaces a max-heap's largest value with `value`, smaller than it. */
function siftDown(heap: Int32Array, size: number, value: number) {
  let i = 0;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= size) break;
    if (child + 1 < size && heap[child + 1] > heap[child]) child++;
    if (heap[child] <= value) break;
    heap[i] = heap[child];
    i = child;
  }
  heap[i] = value;
}

/** The shortest of the runs (undefined for none). */
function narrowest(runs: Run[]): Run | undefined {
  let best: Run | undefined;
  for (const run of runs) if (!best || run.to - run.from < best.to - best.from) best = run;
  return best;
}

export class ListIndex {
  readonly size: number;
  private readonly order = {} as Record<CarSort, Int32Array>;
  /** Each row's position in each sort's order. */
  private readonly position = {} as Record<CarSort, Int32Array>;
  /** For each text filter and code, its cars in price order; and every car in price order. */
  private readonly lists = {} as Record<CodedField, PriceOrdered[]>;
  private everyCar: PriceOrdered = { all: new Int32Array(0), onSale: new Int32Array(0) };
  private readonly codeOf = {} as Record<CodedField, Map<string, number>>;
  /** The latest searches' matches (null: one the index cannot answer), least recently used first. */
  private readonly searches: Map<string, Search | null> = new Map();
  /** The cars changed since the columns were read (patched()): their rows left out, their columns now tested. */
  private readonly changes?: IndexChanges;
  /** The rows left out (changes.stale), when there are any. */
  private readonly stale?: Uint8Array;

  private constructor(
    private readonly c: ListColumns,
    private readonly text: TextSearch | undefined,
    base?: { index: ListIndex; changes: IndexChanges },
  ) {
    this.size = c.id.length;
    if (!base) return;
    const { index, changes } = base;
    this.order = index.order;
    this.position = index.position;
    this.lists = index.lists;
    this.everyCar = index.everyCar;
    this.codeOf = index.codeOf;
    // A search's matches are the index's rows': the same whatever changed, as long as searches are answered.
    if (text === index.text) this.searches = index.searches;
    this.changes = changes;
    if (changes.staleRows.length > 0) this.stale = changes.stale;
  }

  /**
   * This index with the cars changed since its columns were read: their columns now (null: the
   * car is gone). The sorts and lists are shared, not built again. Called on the index as read.
   */
  patched(cars: ReadonlyMap<number, IndexedCar | null>): ListIndex {
    if (cars.size === 0) return this;
    const changes = IndexChanges.of(this.c.id, cars);
    // A changed car with a cased letter outside ASCII: searches are the database locale's again.
    return new ListIndex(this.c, changes.textFolds ? this.text : undefined, { index: this, changes });
  }

  /**
   * The digest of the catalogue as this index holds it with `cars` laid over it (their columns
   * now, null: gone): what catalogueDigest answers while nothing else changed. Called on the index as read.
   */
  digestWith(cars: ReadonlyMap<number, IndexedCar | null>): CatalogueDigest {
    let count = this.size;
    let sum = 0;
    for (let row = 0; row < this.size; row++) sum += this.c.digest[row];
    for (const [id, car] of cars) {
      const row = rowOf(this.c.id, id);
      if (row >= 0) {
        count--;
        sum -= this.c.digest[row];
      }
      if (car) {
        count++;
        sum += car.digest;
      }
    }
    return { cars: count, sum };
  }

  /**
   * Sorts and posting lists of the columns; yields between steps so that requests are answered
   * meanwhile. Without `text` (names and numbers not read), searches are left to SQL.
   */
  static async build(columns: ListColumns, text?: TextSearch): Promise<ListIndex> {
    const index = new ListIndex(columns, text);
    for (const sort of CAR_SORTS) {
      const { column, descending } = SORT_KEY[sort];
      const order = await sortOrder(columns[column], descending);
      const position = new Int32Array(order.length);
      order.forEach((row, i) => (position[row] = i));
      index.order[sort] = order;
      index.position[sort] = position;
      await yieldToOthers();
    }
    const byPrice = index.order.price_asc;
    index.everyCar = { all: byPrice, onSale: onSaleOf(byPrice, columns.soldout) };
    await yieldToOthers();
    for (const name of CODED_FIELDS) {
      index.lists[name] = postings(columns[name], byPrice, columns.soldout);
      index.codeOf[name] = new Map(columns[name].values.map((value, code) => [value, code]));
      await yieldToOthers();
    }
    return index;
  }

  /** The value of a maker, model, fuel or transmission column that most cars on sale have (none in an empty catalogue). */
  mostCommon(name: CodedField): string | undefined {
    const lists = this.lists[name];
    let best = -1;
    for (let code = 0; code < lists.length; code++)
      if (best === -1 || lists[code].onSale.length > lists[best].onSale.length) best = code;
    return best === -1 ? undefined : this.c[name].values[best];
  }

  /** Whether the index answers these filters: every one applied (indexAnswers) and the search, if any, decided here. */
  answers(f: CarFilters): boolean {
    return indexAnswers(f) && this.search(f) !== null;
  }

  /**
   * A search's matches (kept for the next pages and sorts of the same search); undefined without
   * one (no `q`, or no word in it), null when the index cannot answer it.
   */
  private search(f: CarFilters): Search | null | undefined {
    const words = f.q ? searchWords(f.q) : [];
    if (words.length === 0) return undefined;
    const key = words.join(" ");
    const kept = this.searches.get(key);
    if (kept !== undefined) {
      this.searches.delete(key);
      this.searches.set(key, kept);
      return kept;
    }
    const hit = this.text?.matches(key);
    // Its matches in price order: the postings of the value 1 of the hit column.
    const found = hit
      ? { hit, byPrice: postings({ codes: hit, values: [0, 1] }, this.everyCar.all, this.c.soldout)[1] }
      : null;
    this.searches.set(key, found);
    if (this.searches.size > SEARCHES_KEPT) this.searches.delete(this.searches.keys().next().value!);
    return found;
  }

  /**
   * The list's capped count (listCountSql): the matches, counted no further than LIST_TOTAL_CAP + 1.
   * The narrowest run of cars that holds them all is tested car by car; when it has no other
   * condition to test (a maker's cars on sale within the price range), its length is the count.
   */
  count(f: CarFilters): number {
    return Math.min(LIST_TOTAL_CAP + 1, this.countRead(f) + (this.changes?.count(f) ?? 0));
  }

  /** The count among the cars as read (the changed ones left out). */
  private countRead(f: CarFilters): number {
    // A value in no car: nothing matches (and it has no run).
    if (!this.matcher(f)) return 0;
    const { rows, from, to, exact, covers } = narrowest(this.runs(f))!;
    const test = this.matcher(f, covers)!;
    // Every car of the run matches as read: the count is its length, less its cars changed since.
    if (exact) return Math.min(to - from - this.staleMatches(f), LIST_TOTAL_CAP + 1);
    let n = 0;
    if (this.scanAll(to - from)) {
      const all = this.matcher(f)!;
      for (let row = 0; row < this.size; row++) if (all(row) && ++n > LIST_TOTAL_CAP) break;
    } else {
      for (let i = from; i < to; i++) if (test(rows[i]) && ++n > LIST_TOTAL_CAP) break;
    }
    return n;
  }

  /**
   * The ids of one page in the sort's order. A run in the sort's order (the sort's whole order,
   * or a filter's run when it is in that order) is walked while the matches are dense enough
   * along it; when the walk grows past twice the narrowest run (filter and order against each
   * other), that run's matches are collected instead and the page picked from their positions.
   */
  pageIds(f: CarFilters, sort: CarSort, limit: number, offset: number): number[] {
    const changed = this.changes?.first(f, sort, offset + limit) ?? [];
    if (changed.length === 0) return this.pageRead(f, sort, limit, offset);
    // The page among both: the first offset + limit of the cars as read, merged with the changed ones.
    const read = this.pageRead(f, sort, offset + limit, 0);
    const key = this.c[SORT_KEY[sort].column];
    const ids: number[] = [];
    let i = 0;
    let j = 0;
    while (ids.length < offset + limit && (i < read.length || j < changed.length)) {
      const takeRead =
        j === changed.length ||
        (i < read.length &&
          compareInSort(
            sort,
            key[rowOf(this.c.id, read[i])],
            read[i],
            changed[j][SORT_KEY[sort].column],
            changed[j].id,
          ) < 0);
      ids.push(takeRead ? read[i++] : changed[j++].id);
    }
    return ids.slice(offset);
  }

  /** One page among the cars as read (the changed ones left out). */
  private pageRead(f: CarFilters, sort: CarSort, limit: number, offset: number): number[] {
    // A value in no car: nothing matches (and it has no run).
    if (!this.matcher(f)) return [];
    const runs = this.runs(f);
    const best = narrowest(runs)!;
    const along = narrowest(runs.filter((run) => run.order === ORDER_OF[sort])) ?? this.wholeOrder(sort);
    // Matches spread evenly along the walk would be found within (offset + limit) × its length /
    // the narrowest run's: four times that, or as many cars as collecting would test scattered
    // (it tests the run, or every car in row order at an eighth of the cost each), whichever is
    // more, and never more than twice the run. A filter against the order (cheap cars by mileage)
    // stops early and collects; a dense one found late along it (this year's cars by price) is
    // still walked to.
    const narrow = Math.max(1, best.to - best.from);
    const even = ((offset + limit) * (along.to - along.from)) / narrow;
    const collecting = Math.min(narrow, this.size / SCATTERED_COST);
    const budget = Math.min(2 * narrow, Math.max(4 * even, collecting)) + limit + offset;
    const ids: number[] = [];
    // A run is in ascending order; price_desc walks price_asc's backwards (price, then id, descending).
    const step = sort === "price_desc" ? -1 : 1;
    const { rows, from, to, exact } = along;
    // Every car of an exact run matches as read: only those changed since are left out, and
    // without such, the page starts at the offset.
    const stale = this.stale;
    const test = exact ? (row: number) => stale![row] === 0 : this.matcher(f, along.covers)!;
    const every = exact && !stale;
    let i = step === 1 ? from : to - 1;
    if (every) i += step * offset;
    let matched = every ? offset : 0;
    for (let walked = 0; i >= from && i < to && ids.length < limit; i += step, walked++) {
      if (walked >= budget) return this.collect(f, best, sort, limit, offset);
      if (every || (test(rows[i]) && matched++ >= offset)) ids.push(this.c.id[rows[i]]);
    }
    return ids;
  }

  /** How many of the rows changed since the columns were read matched as read. */
  private staleMatches(f: CarFilters): number {
    const rows = this.changes?.staleRows;
    if (!rows) return 0;
    const test = this.matcher(f, NO_COVERS, { asRead: true })!;
    let n = 0;
    for (const row of rows) if (test(row)) n++;
    return n;
  }

  /**
   * Whether testing every car in row order is cheaper than testing a run's: a run's cars are
   * scattered over the columns (a cache miss per column and car at a million cars), row order
   * reads them one after another, about ten times faster per car.
   */
  private scanAll(runLength: number): boolean {
    return runLength * SCATTERED_COST > this.size;
  }

  /** The sort's whole order as a run (the sort's own order: price_desc is price_asc's, walked backwards). */
  private wholeOrder(sort: CarSort): Run {
    const rows = this.order[ORDER_OF[sort]];
    return { rows, from: 0, to: rows.length, exact: false, order: ORDER_OF[sort], covers: NO_COVERS };
  }

  /**
   * The page among the run's matches: their positions in the sort's order, the first
   * offset + limit kept in a max-heap (a page near the start of a long run sorts a few hundred
   * positions, not all of them).
   */
  private collect(f: CarFilters, { rows, from, to, covers }: Run, sort: CarSort, limit: number, offset: number) {
    const position = this.position[sort];
    const keep = offset + limit;
    const heap = new Int32Array(keep);
    let size = 0;
    const add = (row: number) => {
      const p = position[row];
      if (size < keep) siftUp(heap, size++, p);
      else if (p < heap[0]) siftDown(heap, size, p);
    };
    if (this.scanAll(to - from)) {
      const test = this.matcher(f)!;
      for (let row = 0; row < this.size; row++) if (test(row)) add(row);
    } else {
      const test = this.matcher(f, covers)!;
      for (let i = from; i < to; i++) if (test(rows[i])) add(rows[i]);
    }
    const page = heap.subarray(0, size).sort().subarray(offset, keep);
    const order = this.order[sort];
    return Array.from(page, (p) => this.c.id[order[p]]);
  }

  /**
   * Runs of cars that each hold every match. In price order: the cars of each given maker,
   * model, fuel or transmission, or of the search (or all cars), on sale unless sold-out cars
   * are asked for, within the price range. In year order, the cars within the year range; in
   * mileage order, those within the mileage limit (sold out or not). `exact` when every car of
   * the run matches.
   */
  private runs(f: CarFilters): Run[] {
    const givenLists = EQUALS_KEYS.filter((key) => given(f, key));
    const lists = givenLists.map((key) => this.lists[fieldOf(key)][this.codeOf[fieldOf(key)].get(f[key]!)!]);
    const search = this.search(f);
    if (search) lists.push(search.byPrice);
    const which = f.include_soldout ? "all" : "onSale";
    // Every condition of the list (LIST_FILTERS' given ones, and the search): a run is exact when it covers them all.
    const conditions: string[] = [...givenFilters(f), ...(search ? ["q"] : [])];
    const exactly = (covers: Covers) =>
      Boolean(covers.onSale || f.include_soldout) && conditions.every((k) => covers.params.has(k));
    const years = f.year_min !== undefined || f.year_max !== undefined;
    const mileage = f.mileage_max !== undefined;
    const origins: string[] = [...givenLists, ...(search ? ["q"] : [])];
    const runs: Run[] = (lists.length > 0 ? lists : [this.everyCar]).map((list, n) => {
      const rows = list[which];
      const from = this.first(rows, this.c.price, (price) => price >= (f.price_min ?? -Infinity));
      const to = Math.max(
        from,
        this.first(rows, this.c.price, (price) => price > (f.price_max ?? Infinity)),
      );
      const covers: Covers = {
        params: new Set(["price_min", "price_max", ...(origins[n] ? [origins[n]] : [])]),
        onSale: true,
      };
      return { rows, from, to, exact: exactly(covers), order: "price_asc", covers };
    });
    if (years) {
      const rows = this.order.year_desc;
      const from = this.first(rows, this.c.year, (year) => year <= (f.year_max ?? Infinity));
      const to = Math.max(
        from,
        this.first(rows, this.c.year, (year) => year < (f.year_min ?? -Infinity)),
      );
      const covers: Covers = { params: new Set(["year_min", "year_max"]) };
      runs.push({ rows, from, to, exact: exactly(covers), order: "year_desc", covers });
    }
    if (mileage) {
      const rows = this.order.mileage_asc;
      const to = this.first(rows, this.c.mileage, (m) => m > f.mileage_max!);
      const covers: Covers = { params: new Set(["mileage_max"]) };
      runs.push({ rows, from: 0, to, exact: exactly(covers), order: "mileage_asc", covers });
    }
    return runs;
  }

  /** The first index of `rows` whose value passes `past` (false for all before it, true from there on): a binary search. */
  private first(rows: Int32Array, column: Float64Array | Int32Array, past: (value: number) => boolean): number {
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (past(column[rows[mid]])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * The row test of listWhere's conditions (the filters' tests made from LIST_FILTERS), or
   * undefined when a value is in no car. `covers`: the conditions of the run whose cars it
   * tests, left out. The rows of cars changed since the columns were read fail it, unless
   * `asRead` (the catalogue of the snapshot).
   */
  private matcher(f: CarFilters, covers: Covers = NO_COVERS, { asRead = false } = {}): RowTest | undefined {
    const search = this.search(f);
    if (search === null) throw new Error("list index: a search it does not answer (check answers() first)");
    // A column is read only when its filter is given: at a million cars each read of a run's car is a cache miss.
    const filters = rowTests(f, this.c, (field, value) => this.codeOf[field].get(value), covers.params);
    if (!filters) return undefined;
    const tests: RowTest[] = [];
    // Locals, not property reads: this test runs for up to a million rows per request.
    const stale = asRead ? undefined : this.stale;
    if (stale) tests.push((row) => stale[row] === 0);
    const soldout = this.c.soldout;
    if (!f.include_soldout && !covers.onSale) tests.push((row) => soldout[row] === 0);
    const hit = covers.params.has("q") ? undefined : search?.hit;
    if (hit) tests.push((row) => hit[row] === 1);
    return allOf([...tests, ...filters]);
  }
}

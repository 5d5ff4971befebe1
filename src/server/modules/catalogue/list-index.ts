// The public list's filters and sorts answered from memory: a compact copy of the columns the
// list filters and sorts by (no names, photos or prices in other currencies), read once and kept
// until the catalogue changes. A page nobody asked before costs PostgreSQL a count of up to
// 10,001 index entries and a walk to the page's offset; from memory it costs microseconds, and
// PostgreSQL only reads the page's cars by their ids. Free-text search (`q`) stays in SQL.
import { LIST_TOTAL_CAP } from "../../../shared/api/cars.js";
import { CAR_SORTS, type CarFilters, type CarSort } from "../cars/list-sql.js";

/** A text column as codes into its distinct values (makers, models, fuels, transmissions). */
export type CodedColumn = { codes: Uint32Array; values: string[] };

/**
 * The columns of every car (sold out or not), in ascending id order: a car's row number orders
 * as its id does, which is every sort's last key.
 */
export type ListColumns = {
  id: Int32Array;
  /** Microseconds since 1970 (PostgreSQL's precision: two cars of one millisecond keep their order). */
  createdAt: Float64Array;
  year: Float64Array;
  price: Float64Array;
  mileage: Float64Array;
  /** 1 sold out, 0 on sale. */
  soldout: Uint8Array;
  /** 1 accident, 0 none, -1 not known. */
  accident: Int8Array;
  maker: CodedColumn;
  model: CodedColumn;
  fuel: CodedColumn;
  transmission: CodedColumn;
};

/**
 * The list's filters the index applies. A filter added to the list must be decided here (the
 * type-check asks for it): a list with a filter the index does not apply is left to SQL.
 */
const APPLIES: Record<keyof CarFilters, boolean> = {
  maker: true,
  model: true,
  fuel: true,
  transmission: true,
  year_min: true,
  year_max: true,
  price_min: true,
  price_max: true,
  mileage_max: true,
  no_accident: true,
  include_soldout: true,
  // Free text stays in SQL (its spellings, grams and trigram indexes).
  q: false,
  // Not a filter: the landed prices at a port, added to the page's items.
  port_id: true,
};

/** Whether the index answers a list with these filters (every given one applied: see APPLIES). */
export function indexAnswers(f: CarFilters): boolean {
  return (Object.keys(f) as (keyof CarFilters)[]).every((k) => APPLIES[k] || f[k] === undefined || f[k] === "");
}

type TextFilter = "maker" | "model" | "fuel" | "transmission";
const TEXT_FILTERS: TextFilter[] = ["maker", "model", "fuel", "transmission"];

/** Each sort's key column and direction; every sort ends with id in the same direction (list-sql.ts ORDER_BY). */
const SORT_KEY: Record<CarSort, { column: "createdAt" | "price" | "year" | "mileage"; descending: boolean }> = {
  newest: { column: "createdAt", descending: true },
  price_asc: { column: "price", descending: false },
  price_desc: { column: "price", descending: true },
  year_desc: { column: "year", descending: true },
  mileage_asc: { column: "mileage", descending: false },
};

/** Lets the event loop answer other requests between the long steps of a build. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows handled between two yields of a build's long loops. */
const STRIDE = 100_000;

/**
 * Row numbers in a sort's order: (key, row) ascending, reversed for a descending sort. Each
 * pair is packed into one double (the key's rank × rows + row, below 2^53 for any catalogue
 * under 94 million cars) and sorted natively, far faster than a comparator sort. A native sort
 * cannot yield: at a million cars it is the longest the build holds the event loop.
 */
async function sortOrder(keys: Float64Array, descending: boolean): Promise<Int32Array> {
  const n = keys.length;
  const distinct = Float64Array.from(keys).sort();
  await yieldToOthers();
  let size = 0;
  for (let i = 0; i < n; i++) if (i === 0 || distinct[i] !== distinct[size - 1]) distinct[size++] = distinct[i];
  const packed = new Float64Array(n);
  for (let row = 0; row < n; row++) {
    let lo = 0;
    let hi = size - 1;
    const key = keys[row];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (distinct[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    packed[row] = lo * n + row;
    if (row % STRIDE === STRIDE - 1) await yieldToOthers();
  }
  packed.sort();
  await yieldToOthers();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[descending ? n - 1 - i : i] = packed[i] % n;
  return order;
}

/** Rows in price order: those on sale, and all of them (`include_soldout`). */
type PriceOrdered = { onSale: Int32Array; all: Int32Array };

/** For each code of a column, its rows in price order (on sale, and all): two passes, exact sizes. */
function postings(column: CodedColumn, byPrice: Int32Array, soldout: Uint8Array): PriceOrdered[] {
  const codes = column.codes;
  const all = new Int32Array(column.values.length);
  const onSale = new Int32Array(column.values.length);
  for (const row of byPrice) {
    all[codes[row]]++;
    if (soldout[row] === 0) onSale[codes[row]]++;
  }
  const lists = column.values.map((_, code) => ({
    all: new Int32Array(all[code]),
    onSale: new Int32Array(onSale[code]),
  }));
  all.fill(0);
  onSale.fill(0);
  for (const row of byPrice) {
    const code = codes[row];
    lists[code].all[all[code]++] = row;
    if (soldout[row] === 0) lists[code].onSale[onSale[code]++] = row;
  }
  return lists;
}

/** A run of rows in price order: `rows[from]` up to, not including, `rows[to]`. */
type Slice = { rows: Int32Array; from: number; to: number };

export class ListIndex {
  readonly size: number;
  private readonly order = {} as Record<CarSort, Int32Array>;
  /** Each row's position in each sort's order. */
  private readonly position = {} as Record<CarSort, Int32Array>;
  /** For each text filter and code, its cars in price order; and every car in price order. */
  private readonly lists = {} as Record<TextFilter, PriceOrdered[]>;
  private everyCar: PriceOrdered = { all: new Int32Array(0), onSale: new Int32Array(0) };
  private readonly codeOf = {} as Record<TextFilter, Map<string, number>>;

  private constructor(private readonly c: ListColumns) {
    this.size = c.id.length;
  }

  /** Sorts and posting lists of the columns; yields between steps so that requests are answered meanwhile. */
  static async build(columns: ListColumns): Promise<ListIndex> {
    const index = new ListIndex(columns);
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
    index.everyCar = { all: byPrice, onSale: byPrice.filter((row) => columns.soldout[row] === 0) };
    for (const name of TEXT_FILTERS) {
      index.lists[name] = postings(columns[name], byPrice, columns.soldout);
      index.codeOf[name] = new Map(columns[name].values.map((value, code) => [value, code]));
      await yieldToOthers();
    }
    return index;
  }

  /**
   * The list's capped count (listCountSql): the matches, counted no further than LIST_TOTAL_CAP + 1.
   * When the narrowest run of cars (a maker's on sale, within the price range) has no other
   * condition to test, its length is the count.
   */
  count(f: CarFilters): number {
    const test = this.matcher(f);
    if (!test) return 0;
    const { rows, from, to, exact } = this.candidates(f);
    if (exact) return Math.min(to - from, LIST_TOTAL_CAP + 1);
    let n = 0;
    for (let i = from; i < to; i++) if (test(rows[i]) && ++n > LIST_TOTAL_CAP) break;
    return n;
  }

  /**
   * The ids of one page in the sort's order. The sort's order is walked while the matches are
   * dense enough along it; when the walk grows past twice the narrowest filter's cars (filter and
   * order against each other), those cars are collected instead and the page picked from their
   * positions.
   */
  pageIds(f: CarFilters, sort: CarSort, limit: number, offset: number): number[] {
    const test = this.matcher(f);
    if (!test) return [];
    const candidates = this.candidates(f);
    if (sort === "price_asc" || sort === "price_desc") return this.walkByPrice(candidates, test, sort, limit, offset);
    const order = this.order[sort];
    const budget = 2 * (candidates.to - candidates.from) + limit + offset;
    const rows: number[] = [];
    let matched = 0;
    let walked = 0;
    for (; walked < order.length && walked < budget && rows.length < limit; walked++) {
      const row = order[walked];
      if (test(row) && matched++ >= offset) rows.push(row);
    }
    if (rows.length < limit && walked < order.length) return this.collect(candidates, test, sort, limit, offset);
    return rows.map((row) => this.c.id[row]);
  }

  /** A price sort's page straight from the run, which is in price order (backwards for price_desc: price, then id, descending). */
  private walkByPrice(
    { rows, from, to, exact }: Slice & { exact: boolean },
    test: (row: number) => boolean,
    sort: "price_asc" | "price_desc",
    limit: number,
    offset: number,
  ) {
    const ids: number[] = [];
    const step = sort === "price_asc" ? 1 : -1;
    const first = step === 1 ? from : to - 1;
    let i = first;
    if (exact) i += step * offset;
    for (let matched = exact ? offset : 0; i >= from && i < to && ids.length < limit; i += step)
      if (exact || (test(rows[i]) && matched++ >= offset)) ids.push(this.c.id[rows[i]]);
    return ids;
  }

  private collect(
    { rows, from, to }: Slice,
    test: (row: number) => boolean,
    sort: CarSort,
    limit: number,
    offset: number,
  ) {
    const position = this.position[sort];
    const positions = new Int32Array(to - from);
    let n = 0;
    for (let i = from; i < to; i++) if (test(rows[i])) positions[n++] = position[rows[i]];
    const page = positions
      .subarray(0, n)
      .sort()
      .subarray(offset, offset + limit);
    const order = this.order[sort];
    return Array.from(page, (p) => this.c.id[order[p]]);
  }

  /**
   * The shortest run of cars in price order that holds every match: the cars of one given
   * maker, model, fuel or transmission (or all cars), on sale unless sold-out cars are asked
   * for, within the price range. `exact` when every car of the run matches.
   */
  private candidates(f: CarFilters): Slice & { exact: boolean } {
    const given = TEXT_FILTERS.filter((name) => f[name]);
    const lists = given.map((name) => this.lists[name][this.codeOf[name].get(f[name]!)!]);
    const which = f.include_soldout ? "all" : "onSale";
    let best: Slice | undefined;
    for (const list of lists.length > 0 ? lists : [this.everyCar]) {
      const rows = list[which];
      const from = this.firstPriced(rows, f.price_min, false);
      const slice = { rows, from, to: Math.max(from, this.firstPriced(rows, f.price_max, true)) };
      if (!best || slice.to - slice.from < best.to - best.from) best = slice;
    }
    const ranges = [f.year_min, f.year_max, f.mileage_max].some((v) => v !== undefined) || Boolean(f.no_accident);
    return { ...best!, exact: given.length <= 1 && !ranges };
  }

  /** The first index of `rows` (in price order) priced at least `min` (or, `past`, above `min`); none given: the start or the end. */
  private firstPriced(rows: Int32Array, bound: number | undefined, past: boolean): number {
    if (bound === undefined) return past ? rows.length : 0;
    const price = this.c.price;
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (price[rows[mid]] < bound || (past && price[rows[mid]] === bound)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The row test of listWhere's conditions (without `q`), or undefined when a value is in no car. */
  private matcher(f: CarFilters): ((row: number) => boolean) | undefined {
    const c = this.c;
    const code = {} as Record<TextFilter, number>;
    for (const name of TEXT_FILTERS) {
      const value = f[name];
      code[name] = value ? (this.codeOf[name].get(value) ?? -2) : -1;
      if (code[name] === -2) return undefined;
    }
    // Locals, not property reads of `c`: this test runs for up to a million rows per request.
    const [maker, model, fuel, transmission] = TEXT_FILTERS.map((name) => code[name]);
    const [makers, models, fuels, transmissions] = TEXT_FILTERS.map((name) => c[name].codes);
    const { soldout, year, price, mileage, accident } = c;
    const onSale = !f.include_soldout;
    const yearMin = f.year_min ?? -Infinity;
    const yearMax = f.year_max ?? Infinity;
    const priceMin = f.price_min ?? -Infinity;
    const priceMax = f.price_max ?? Infinity;
    const mileageMax = f.mileage_max ?? Infinity;
    const noAccident = Boolean(f.no_accident);
    return (row) =>
      (!onSale || soldout[row] === 0) &&
      price[row] >= priceMin &&
      price[row] <= priceMax &&
      year[row] >= yearMin &&
      year[row] <= yearMax &&
      mileage[row] <= mileageMax &&
      (maker < 0 || makers[row] === maker) &&
      (model < 0 || models[row] === model) &&
      (fuel < 0 || fuels[row] === fuel) &&
      (transmission < 0 || transmissions[row] === transmission) &&
      (!noAccident || accident[row] === 0);
  }
}

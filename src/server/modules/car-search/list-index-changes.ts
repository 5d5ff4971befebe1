// The cars that changed since the list index was read, laid over it: their rows in the index are
// left out (stale) and their columns as they are now are tested one by one. A change of a few cars
// costs a read of those cars by id, not a new read of the whole catalogue (15 s at a million cars,
// while SQL answers the lists).
import type { CarFilters, CarSort } from "../../../shared/car-list.js";
import { carTest, type FilteredCar } from "./list-filters.js";
import { foldedText, searchPatterns, textMatches } from "./text-match.js";

/** One car's list columns, as the index keeps them (list-index.ts's ListColumns, one row). */
export type IndexedCar = FilteredCar & {
  id: number;
  /** Microseconds since 1970. */
  createdAt: number;
  year: number;
  price: number;
  mileage: number;
  /** 1 sold out, 0 on sale. */
  soldout: number;
  /** 1 accident, 0 none, -1 not known. */
  accident: number;
  name: string;
  number: string | null;
  /** A hash of these columns as PostgreSQL computes it (list-index-load.ts DIGEST). */
  digest: number;
};

/** A changed car with its name and number folded for searches (undefined: a cased letter outside ASCII). */
type ChangedCar = IndexedCar & { foldedName: string | undefined; foldedNumber: string | undefined };

/** Each sort's key column and direction; every sort ends with id in the same direction (list-sql.ts ORDER_BY). */
export const SORT_KEY: Record<CarSort, { column: "createdAt" | "price" | "year" | "mileage"; descending: boolean }> = {
  newest: { column: "createdAt", descending: true },
  price_asc: { column: "price", descending: false },
  price_desc: { column: "price", descending: true },
  year_desc: { column: "year", descending: true },
  mileage_asc: { column: "mileage", descending: false },
};

/** Below zero when (key, id) comes before (otherKey, otherId) in the sort's order, above when after. */
export function compareInSort(sort: CarSort, key: number, id: number, otherKey: number, otherId: number): number {
  return (SORT_KEY[sort].descending ? -1 : 1) * (key - otherKey || id - otherId);
}

/** The row of `id` in ascending `ids`, or -1. */
export function rowOf(ids: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid] === id) return mid;
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

export class IndexChanges {
  private constructor(
    /** 1 for each row of the index whose car changed (or is gone): the index leaves it out. */
    readonly stale: Uint8Array,
    /** Those rows. */
    readonly staleRows: Int32Array,
    /** The changed cars as they are now, in each sort's order. */
    private readonly bySort: Record<CarSort, ChangedCar[]>,
    /** Whether every changed car's texts fold alike in every locale (list-index-text.ts): else searches are SQL's. */
    readonly textFolds: boolean,
  ) {}

  /** The changes over an index of the cars `ids` (ascending): each changed car's columns now, null when it is gone. */
  static of(ids: Int32Array, cars: ReadonlyMap<number, IndexedCar | null>): IndexChanges {
    const stale = new Uint8Array(ids.length);
    const staleRows: number[] = [];
    const present: ChangedCar[] = [];
    for (const [id, car] of cars) {
      const row = rowOf(ids, id);
      if (row >= 0) {
        stale[row] = 1;
        staleRows.push(row);
      }
      if (car) {
        const foldedNumber = car.number === null ? "" : foldedText(car.number);
        present.push({ ...car, foldedName: foldedText(car.name), foldedNumber });
      }
    }
    const bySort = {} as Record<CarSort, ChangedCar[]>;
    for (const sort of Object.keys(SORT_KEY) as CarSort[]) {
      const { column } = SORT_KEY[sort];
      bySort[sort] = [...present].sort((a, b) => compareInSort(sort, a[column], a.id, b[column], b.id));
    }
    const folds = present.every((car) => car.foldedName !== undefined && car.foldedNumber !== undefined);
    return new IndexChanges(stale, Int32Array.from(staleRows), bySort, folds);
  }

  /** How many changed cars match (each one tested: they are few). */
  count(f: CarFilters): number {
    const test = matcher(f);
    let n = 0;
    for (const car of this.bySort.newest) if (test(car)) n++;
    return n;
  }

  /** The first `n` changed cars that match, in the sort's order. */
  first(f: CarFilters, sort: CarSort, n: number): ChangedCar[] {
    const test = matcher(f);
    const found: ChangedCar[] = [];
    for (const car of this.bySort[sort]) {
      if (found.length >= n) break;
      if (test(car)) found.push(car);
    }
    return found;
  }
}

/**
 * listWhere's conditions (list-sql.ts) for one car: the filters' test of LIST_FILTERS (list-filters.ts),
 * the sold-out scope and the search.
 * A search is asked of these only when every changed car's texts fold (textFolds).
 */
function matcher(f: CarFilters): (car: ChangedCar) => boolean {
  const search = f.q ? searchPatterns(f.q) : [];
  const filters = carTest(f);
  return (car) =>
    (f.include_soldout || car.soldout === 0) &&
    filters(car) &&
    search !== undefined &&
    (search.length === 0 || textMatches(search, car.foldedName ?? "", car.foldedNumber || undefined));
}

// The public list's filters: each query parameter of GET /api/cars, declared with its kind in
// src/shared/car-filters.ts, gets here the column it reads (in SQL, and as the list index keeps it
// in memory). Everything that applies the filters is made from this table: the SQL conditions
// (list-sql.ts listWhere), the list index's row test (list-index.ts), its test of a changed car
// (list-index-changes.ts), the columns the index reads (list-index-load.ts), the saved searches'
// match in the alert scan (alerts/filters-sql.ts) and the query parsing of the bench's raw server
// (bench/catalogue-servers.ts). A new filter is one entry in the shared table and one here (the
// type-check asks for it) and its values in the random comparison of
// test/catalogue-list-index.test.ts, which draws filters from this table too.
import { sql, type SQL } from "drizzle-orm";
import type { CarFilters } from "../../../shared/car-list.js";
import {
  EQUALS_KEYS,
  FILTER_KEYS,
  FILTER_KINDS,
  type FilterKey,
  type FilterKeyOf,
  type FilterKind,
} from "../../../shared/car-filters.js";
import { allowedSql } from "../export-restrictions/index.js";

/** The number columns of the list index (ListColumns): booleans as 1, 0 and -1 (null). */
export type NumberField = "year" | "price" | "mileage" | "accident";

/** What a filter of each kind reads. */
type Where = {
  equals: { column: string; field: string };
  min: { column: string; field: Exclude<NumberField, "accident"> };
  max: { column: string; field: Exclude<NumberField, "accident"> };
  is: { column: string; field: NumberField; value: boolean };
};

type FilterSpec = { [K in FilterKind]: { kind: K } & Where[K] }[FilterKind];

/**
 * Each filter's reading: `column`, the cars table's column in SQL; `field`, the list index's
 * column (ListColumns, IndexedCar); for a flag, the `value` it asks for.
 */
const WHERE = {
  maker: { column: "maker", field: "maker" },
  model: { column: "model", field: "model" },
  fuel: { column: "fuel", field: "fuel" },
  transmission: { column: "transmission", field: "transmission" },
  year_min: { column: "year", field: "year" },
  year_max: { column: "year", field: "year" },
  price_min: { column: "price_krw", field: "price" },
  price_max: { column: "price_krw", field: "price" },
  mileage_max: { column: "mileage", field: "mileage" },
  // "No accident" is what a record says; a car without one (accident null) is left out.
  no_accident: { column: "accident", field: "accident", value: false },
} as const satisfies { [K in FilterKey]: Where[(typeof FILTER_KINDS)[K]] };

/** The filters, in the order their conditions are written: kind (shared), column and field. */
export const LIST_FILTERS = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, { kind: FILTER_KINDS[key], ...WHERE[key] }]),
) as { [K in FilterKey]: { kind: (typeof FILTER_KINDS)[K] } & (typeof WHERE)[K] };

type EqualsKey = FilterKeyOf<"equals">;
/** The text columns the list index keeps as codes into their distinct values (makers, models, …). */
export type CodedField = (typeof LIST_FILTERS)[EqualsKey]["field"];

/** The coded columns with their SQL columns, in the filters' order. */
export const CODED_COLUMNS = EQUALS_KEYS.map((k) => ({
  field: LIST_FILTERS[k].field as CodedField,
  column: LIST_FILTERS[k].column,
}));

/** Whether the filter is given: a text not empty, a number, a flag that is true. */
export function given(f: CarFilters, key: FilterKey): boolean {
  const value = f[key];
  switch (LIST_FILTERS[key].kind) {
    case "equals":
      return typeof value === "string" && value !== "";
    case "min":
    case "max":
      return value !== undefined;
    case "is":
      return value === true;
  }
}

/** The filters given, in LIST_FILTERS' order. */
export const givenFilters = (f: CarFilters): FilterKey[] => FILTER_KEYS.filter((k) => given(f, k));

/** A boolean as the list index keeps it. */
const asNumber = (value: boolean) => (value ? 1 : 0);

/** The SQL condition of each given filter, in LIST_FILTERS' order, then the export bans'. */
export function filterConditions(f: CarFilters): SQL[] {
  const conditions = givenFilters(f).map((key) => {
    const spec: FilterSpec = LIST_FILTERS[key];
    const column = sql.raw(spec.column);
    switch (spec.kind) {
      case "equals":
        return sql`${column} = ${f[key]}`;
      case "min":
        return sql`${column} >= ${f[key]}`;
      case "max":
        return sql`${column} <= ${f[key]}`;
      case "is":
        // A literal, as a partial index's predicate would be written.
        return sql`${column} = ${sql.raw(String(spec.value))}`;
    }
  });
  if (f.export_bans && f.export_bans.length > 0) conditions.push(allowedSql(f.export_bans));
  return conditions;
}

/** One car's columns as the list index keeps them (IndexedCar, or any object with these fields). */
export type FilteredCar = Record<NumberField, number> & Record<CodedField, string>;

/** The given filters' test of one car (the changed cars laid over the index: few, each tested). */
export function carTest(f: CarFilters): (car: FilteredCar) => boolean {
  const tests = givenFilters(f).map((key): ((car: FilteredCar) => boolean) => {
    const spec: FilterSpec = LIST_FILTERS[key];
    const field = spec.field as keyof FilteredCar;
    const value = f[key];
    switch (spec.kind) {
      case "equals":
        return (car) => car[field] === value;
      case "min":
        return (car) => (car[field] as number) >= (value as number);
      case "max":
        return (car) => (car[field] as number) <= (value as number);
      case "is": {
        const wanted = asNumber(spec.value);
        return (car) => car[field] === wanted;
      }
    }
  });
  return (car) => tests.every((test) => test(car));
}

/** A test of one row of the list index's columns. */
export type RowTest = (row: number) => boolean;

/** The list index's columns the filters read: numbers, and texts as codes. */
export type FilteredColumns = Record<NumberField, ArrayLike<number>> & Record<CodedField, { codes: ArrayLike<number> }>;

/**
 * The given filters' tests of a row of the index's columns, but those in `skip` (the conditions a
 * run of rows meets by its making); `codeOf` finds a text's code in its column. Undefined when a
 * text is in no car (nothing matches), whether skipped or not.
 */
export function rowTests(
  f: CarFilters,
  columns: FilteredColumns,
  codeOf: (field: CodedField, value: string) => number | undefined,
  skip: ReadonlySet<string> = new Set(),
): RowTest[] | undefined {
  const tests: RowTest[] = [];
  for (const key of givenFilters(f)) {
    const spec: FilterSpec = LIST_FILTERS[key];
    if (spec.kind === "equals") {
      const code = codeOf(spec.field as CodedField, f[key] as string);
      if (code === undefined) return undefined;
      if (skip.has(key)) continue;
      // Locals, not property reads: these tests run for up to a million rows per request.
      const codes = columns[spec.field as CodedField].codes;
      tests.push((row) => codes[row] === code);
      continue;
    }
    if (skip.has(key)) continue;
    const column = columns[spec.field];
    if (spec.kind === "is") {
      const wanted = asNumber(spec.value);
      tests.push((row) => column[row] === wanted);
    } else {
      const bound = f[key] as number;
      tests.push(spec.kind === "min" ? (row) => column[row] >= bound : (row) => column[row] <= bound);
    }
  }
  return tests;
}

/** All the tests as one (unrolled for the few a list has: a loop over closures costs more per row). */
export function allOf(tests: RowTest[]): RowTest {
  const [a, b, c, d] = tests;
  switch (tests.length) {
    case 0:
      return () => true;
    case 1:
      return a;
    case 2:
      return (row) => a(row) && b(row);
    case 3:
      return (row) => a(row) && b(row) && c(row);
    case 4:
      return (row) => a(row) && b(row) && c(row) && d(row);
    default: {
      const rest = allOf(tests.slice(4));
      return (row) => a(row) && b(row) && c(row) && d(row) && rest(row);
    }
  }
}

/**
 * The list's filters from a URL's query, as the API's schema coerces them (for a server without
 * the schema: the bench's raw one). A text is kept as it is, a number or flag parsed.
 */
export function filtersFromParams(params: URLSearchParams): CarFilters {
  const f: Record<string, unknown> = {};
  const num = (v: string | null) => (v === null || v === "" ? undefined : Number(v));
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    const kind = LIST_FILTERS[key].kind;
    const value = kind === "equals" ? (raw ?? undefined) : kind === "is" ? raw === "true" || undefined : num(raw);
    if (value !== undefined) f[key] = value;
  }
  if (params.get("q") !== null) f.q = params.get("q");
  if (params.get("include_soldout") === "true") f.include_soldout = true;
  return f as CarFilters;
}

import type { CarFilters } from "./car-list.js";

/**
 * The car list's filters (query parameters of GET /api/cars) and how each compares, declared once
 * for the server and the web app. The server's search engine (server/modules/car-search:
 * list-filters.ts) gives each its column and makes the SQL conditions and the list index's tests
 * from this table; the web app reads the list's address (features/cars/utils/filter-params.ts)
 * and picks a saved search's filters (lib/buyers/saved-searches.ts) by these keys. A new filter is
 * one entry here, its column in list-filters.ts (the type-check asks for it), and its field in the
 * list's filter panel.
 *
 * How a filter compares:
 *  - "equals": the car's text is the parameter (a maker, model, fuel, transmission);
 *  - "min" / "max": the car's number is at least / at most the parameter (a range's ends);
 *  - "is": when the parameter is true, the car's flag has one value (null, not known, has not).
 */
export type FilterKind = "equals" | "min" | "max" | "is";

/** The filters, in the order their conditions are written. */
export const FILTER_KINDS = {
  maker: "equals",
  model: "equals",
  fuel: "equals",
  transmission: "equals",
  year_min: "min",
  year_max: "max",
  price_min: "min",
  price_max: "max",
  mileage_max: "max",
  no_accident: "is",
} as const satisfies { [K in keyof CarFilters]?: FilterKind };

export type FilterKey = keyof typeof FILTER_KINDS;

export const FILTER_KEYS = Object.keys(FILTER_KINDS) as FilterKey[];

/** The filters of some kinds. */
export type FilterKeyOf<K extends FilterKind> = {
  [F in FilterKey]: (typeof FILTER_KINDS)[F] extends K ? F : never;
}[FilterKey];

const keysOf = <K extends FilterKind>(...kinds: K[]): FilterKeyOf<K>[] =>
  FILTER_KEYS.filter((key) => (kinds as FilterKind[]).includes(FILTER_KINDS[key])) as FilterKeyOf<K>[];

/** The equality filters (texts), in FILTER_KINDS' order. */
export const EQUALS_KEYS = keysOf("equals");
/** The ends of ranges (numbers), in FILTER_KINDS' order. */
export const RANGE_KEYS = keysOf("min", "max");
/** The flags: given when true. */
export const FLAG_KEYS = keysOf("is");

/**
 * The list's other parameters, each decided too (the type-check asks for every one): "text", the
 * free-text search (a text like the equality filters, matched word by word); "scope", sold-out
 * cars too; "none", not a filter (`exportable` is one as the server turns it into `export_bans`);
 * "sql", a filter only SQL applies: the export restrictions' bans read engine sizes and powers,
 * which the server's list index does not keep.
 */
export const OTHER_PARAMETERS = {
  q: "text",
  include_soldout: "scope",
  port_id: "none",
  exportable: "none",
  export_bans: "sql",
} as const satisfies Record<Exclude<keyof CarFilters, FilterKey>, "text" | "scope" | "none" | "sql">;

import type { CarListQuery } from "./api/cars.js";

/**
 * The public car list's sorts and filters (GET /api/cars), shared by the server and the web app.
 * The sorts are the contract's, declared in api/constants.ts (which imports nothing from here:
 * src/shared has no circle, `npm run check:layers`).
 */
export { CAR_SORTS, type CarSort } from "./api/constants.js";

/** The list's filters: the query of GET /api/cars without its sort and paging (declared once, in the schema). */
export type CarFilters = Omit<CarListQuery, "sort" | "page" | "page_size">;

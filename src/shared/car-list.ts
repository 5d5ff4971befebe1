import type { CarListQuery } from "./api/cars.js";
import type { ExportBan } from "./export-restrictions.js";

/**
 * The public car list's sorts and filters (GET /api/cars), shared by the server and the web app.
 * The sorts are the contract's, declared in api/constants.ts (which imports nothing from here:
 * src/shared has no circle, `npm run check:layers`).
 */
export { CAR_SORTS, type CarSort } from "./api/constants.js";

/**
 * The list's filters: the query of GET /api/cars without its sort and paging (declared once, in the
 * schema), and what the server makes of `exportable=true` at a port: the rules of the port's
 * country that a car must not match, nor possibly match (`export_bans`).
 */
export type CarFilters = Omit<CarListQuery, "sort" | "page" | "page_size"> & { export_bans?: readonly ExportBan[] };

/** A car's status in the admin's answers (the contract's CarStatus) from its sold-out flag. */
export const carStatus = (soldout: boolean) => (soldout ? ("sold_out" as const) : ("active" as const));

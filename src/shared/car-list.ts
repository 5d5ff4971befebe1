import type { CarListQuery } from "./api/cars.js";

/** The public car list's sorts and filters (GET /api/cars), shared by the server and the web app. */
export const CAR_SORTS = ["newest", "price_asc", "price_desc", "year_desc", "mileage_asc"] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/** The list's filters: the query of GET /api/cars without its sort and paging (declared once, in the schema). */
export type CarFilters = Omit<CarListQuery, "sort" | "page" | "page_size">;

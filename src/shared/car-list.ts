/** The public car list's sorts and filters (GET /api/cars), shared by the server and the web app. */
export const CAR_SORTS = ["newest", "price_asc", "price_desc", "year_desc", "mileage_asc"] as const;
export type CarSort = (typeof CAR_SORTS)[number];

export type CarFilters = {
  maker?: string;
  model?: string;
  fuel?: string;
  transmission?: string;
  year_min?: number;
  year_max?: number;
  price_min?: number;
  price_max?: number;
  mileage_max?: number;
  q?: string;
  include_soldout?: boolean;
};

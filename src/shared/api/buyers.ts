/** Keeping buyers: favourites, saved searches and price history (api.md, "Keeping buyers"). */
import { Type } from "typebox";
import { CarListQuery, PublicCarListItem } from "./cars.js";
import { DateTime, Id, IdParams, Paged, StrictPagingQuery, type Static } from "./common.js";

import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from "../buyers.js";

export { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX };

export const FavoriteCarParams = IdParams("car_id");
export type FavoriteCarParams = Static<typeof FavoriteCarParams>;

export const FavoritesQuery = StrictPagingQuery;
export type FavoritesQuery = Static<typeof FavoritesQuery>;

/** A favourite: the car summary of the public list and when it became a favourite. */
export const FavoriteCar = Type.Object({ ...PublicCarListItem.properties, favorited_at: DateTime });
export type FavoriteCar = Static<typeof FavoriteCar>;
export const FavoritePage = Paged(FavoriteCar);
export type FavoritePage = Static<typeof FavoritePage>;

const NOT_SAVED = new Set(["page", "page_size"]);

/**
 * The filter keys of GET /api/cars and its `sort`, with the same rules: a saved search opens
 * with the order it was saved with (api.md). The list's paging is not saved.
 */
export const SavedSearchFilters = Type.Object(
  Object.fromEntries(Object.entries(CarListQuery.properties).filter(([key]) => !NOT_SAVED.has(key))) as Omit<
    typeof CarListQuery.properties,
    "page" | "page_size"
  >,
  { additionalProperties: false },
);
export type SavedSearchFilters = Static<typeof SavedSearchFilters>;

// At least one visible character: a name of spaces would show as an empty line.
const Name = Type.String({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX, pattern: "\\S" });

export const SavedSearchCreateBody = Type.Object(
  { name: Name, filters: SavedSearchFilters, email_alerts: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type SavedSearchCreateBody = Static<typeof SavedSearchCreateBody>;

/** Rename or switch the alerts (an addition to the contract). */
export const SavedSearchPatchBody = Type.Object(
  { name: Type.Optional(Name), email_alerts: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type SavedSearchPatchBody = Static<typeof SavedSearchPatchBody>;

export const SavedSearchParams = IdParams("search_id");
export type SavedSearchParams = Static<typeof SavedSearchParams>;

export const SavedSearch = Type.Object({
  id: Id,
  name: Type.String(),
  filters: SavedSearchFilters,
  email_alerts: Type.Boolean(),
  created_at: DateTime,
});
export type SavedSearch = Static<typeof SavedSearch>;
export const SavedSearchPage = Paged(SavedSearch);
export type SavedSearchPage = Static<typeof SavedSearchPage>;

export const PricePoint = Type.Object({ price_krw: Type.Integer(), at: DateTime });
export type PricePoint = Static<typeof PricePoint>;
export const PriceHistory = Type.Array(PricePoint);
export type PriceHistory = Static<typeof PriceHistory>;

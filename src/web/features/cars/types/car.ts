// Car JSON of the API contract, from src/shared/api/cars.ts. Terms are Korean as stored; display translates.
import type { CarListQuery, MakerCounts, ModelCounts } from "../../../../shared/api/cars";

export type { CarDetail, CarImage, CarListItem, DealerCommentTranslation } from "../../../../shared/api/cars";
export type { Page } from "../../../../shared/api/common";
export { CAR_SORTS, type CarSort } from "../../../../shared/car-list";

/** The list's filters, sort and paging: the query of GET /api/cars. */
export type CarFilters = CarListQuery;
export type MakerCount = MakerCounts[number];
export type ModelCount = ModelCounts[number];

/**
 * The cars module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export {
  addCar,
  createCar,
  deleteCar,
  getCarRow,
  markSoldout,
  setBannerFlag,
  setSoldout,
  updateCar,
} from "./service.js";
export {
  allOf,
  carTest,
  CODED_COLUMNS,
  EQUALS_KEYS,
  FILTER_KEYS,
  given,
  givenFilters,
  LIST_FILTERS,
  OTHER_PARAMETERS,
  rowTests,
  type CodedField,
  type FilteredCar,
  type FilterKey,
  type RowTest,
} from "./list-filters.js";
export {
  cappedTotal,
  CAR_SORTS,
  filtersKey,
  LIST_COLUMNS,
  listCountSql,
  makersSql,
  modelsSql,
  ORDER_BY,
  pastTheEnd,
  readListPage,
  searchCondition,
  searchWords,
  toListItem,
  type CarFilters,
  type CarSort,
  type ListRow,
} from "./list-sql.js";
export {
  dealerCommentHash,
  dealerCommentHashesAfter,
  dealerCommentsOf,
  type DealerComment,
} from "./dealer-comments.js";
export { priceDropsSinceSql } from "./price-history.js";
export { exportCostOf, pricesOf } from "./pricing.js";
export {
  carStatus,
  carSummary,
  mailCarOf,
  serializeAdminCar,
  serializeCarDetail,
  type CarRow,
  type CarSummary,
} from "./serialize.js";
export { carSitemapRange, carSitemapSummary } from "./sitemap.js";
export {
  fold,
  foldedText,
  searchPatterns,
  searchSpellings,
  TEXT_MATCH,
  textMatches,
  wordPatterns,
} from "./text-match.js";
export {
  checkableCarsAfter,
  countPricedCars,
  importedByKeys,
  markUpstreamSoldout,
  pricedCarsAfter,
  touchChecked,
} from "./upstream-cars.js";

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
export { dealerCommentHash, dealerCommentHashesAfter, dealerCommentsOf } from "./dealer-comments.js";
export { priceDropsSinceSql } from "./price-history.js";
export { carSummary, mailCarOf, toListItem, type CarRow } from "./serialize.js";
export { carSitemapRange, carSitemapSummary } from "./sitemap.js";
export {
  checkableCarsAfter,
  countPricedCars,
  importedByKeys,
  markUpstreamSoldout,
  pricedCarsAfter,
  touchChecked,
} from "./upstream-cars.js";
export { assertListedCar, carRowOr404, carRowsById, isListedCarSql, withCarNames, withCars } from "./reads.js";

/**
 * The car-search module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 *
 * The search engine of the public car list (docs/decisions/0021): the filters' columns
 * (list-filters.ts, their kinds in src/shared/car-filters.ts), the free-text match and its case
 * folding (text-match.ts), the list's SQL (list-sql.ts), the list index in memory (list-index*.ts,
 * current-list-index.ts) and the page's rows by id (list-rows.ts), and the admin's list of cars
 * (admin-list.ts). The catalogue answers the lists with it; the alert scan matches saved searches
 * by the same table and text match.
 */
export { adminListSql, type AdminListRow } from "./admin-list.js";
export { CurrentListIndex } from "./current-list-index.js";
export { LIST_FILTERS } from "./list-filters.js";
export { indexAnswers } from "./list-index.js";
export { listIndexSource } from "./list-index-load.js";
export { listRowsByIds } from "./list-rows.js";
export {
  cappedTotal,
  filtersKey,
  listCountSql,
  makersSql,
  modelsSql,
  pastTheEnd,
  readListPage,
  type ListRow,
} from "./list-sql.js";
export { searchSpellings, searchWords, TEXT_MATCH } from "./text-match.js";

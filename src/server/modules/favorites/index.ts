/**
 * The favorites module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { favoriteCarIds } from "./service.js";
export { exportFavoritesOf } from "./data-export.js";
export { isWatchedSql, watchersOf } from "./watchers.js";

/**
 * The export-restrictions module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export {
  allExportRestrictions,
  assertExportable,
  exportBansFor,
  exportPart,
  exportStatusOf,
  portBansFor,
} from "./service.js";
export type { ExportCar, Restrictions } from "./service.js";
export { allowedSql, portBansRelationSql, restrictedAtPortSql, type PortBan } from "./sql.js";

/**
 * The ports module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export {
  activePort,
  activePortIn,
  findActivePort,
  fromCents,
  landedOf,
  portIn,
  portName,
  quoteCents,
  requoteCents,
  toCents,
} from "./service.js";
export { landedTotals } from "./landed.js";

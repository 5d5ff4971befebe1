/**
 * The ports module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export {
  activePort,
  activePortIn,
  allPorts,
  findActivePort,
  landedOf,
  portIn,
  portName,
  portNamesById,
} from "./service.js";

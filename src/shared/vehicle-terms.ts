// Public entry of the vehicle-terms dictionary (spec item 7: fuel, transmission and car
// names are translated for display from this static dictionary; seed-all-defaults loads
// DEFAULT_TRANSLATIONS). The data sits in vehicle-terms-<category>.ts, the lookups in
// vehicle-terms-dictionary.ts and the name handling in car-name.ts; this file only
// gathers them so callers have one import.
export { LANGS, TERM_CATEGORIES } from "./vehicle-terms-types.js";
export type { Lang, TermCategory, TermEntry } from "./vehicle-terms-types.js";
export {
  DEFAULT_TRANSLATIONS,
  MODEL_MAKER,
  findAnyTerm,
  findTerm,
  modelsOfMaker,
  translateTerm,
} from "./vehicle-terms-dictionary.js";
export { parseMakerModel, translateCarName } from "./car-name.js";
export type { ParsedCarName } from "./car-name.js";

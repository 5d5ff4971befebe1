/**
 * The questions module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { openQuestionCount } from "./service.js";
export { exportQuestionsOf } from "./data-export.js";

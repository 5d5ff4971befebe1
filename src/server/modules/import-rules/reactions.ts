import type { Core } from "../../core.js";

/** The rules kept in memory are forgotten after any change of a country's rules, on every instance. */
export function importRulesReactions(core: Core) {
  core.events.onEveryInstance("importRulesChanged", "import rules: cache", () => core.importRulesCache.clear());
}

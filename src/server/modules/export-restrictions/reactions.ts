import type { Core } from "../../core.js";

/** The restrictions kept in memory are forgotten after any change of a country's, on every instance. */
export function exportRestrictionsReactions(core: Core) {
  core.events.onEveryInstance("exportRestrictionsChanged", "export restrictions: cache", () =>
    core.exportRestrictionsCache.clear(),
  );
}

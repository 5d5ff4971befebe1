import type { Core } from "../../core.js";

/** The ports kept in memory are forgotten after any change of a port, on every instance. */
export function portsReactions(core: Core) {
  core.events.onEveryInstance("portsChanged", "ports: cache", () => core.portsCache.clear());
}

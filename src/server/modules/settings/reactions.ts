import type { Core } from "../../core.js";

/** The settings module's own copy of the settings is forgotten on every instance after a change. */
export function settingsReactions(core: Core) {
  core.events.onEveryInstance("settingsChanged", "settings: cached settings", () => core.settingsCache.clear());
}

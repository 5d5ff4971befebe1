import type { Core } from "../../core.js";
import { CAR_EVENTS, type DomainEventName } from "../../events.js";

/**
 * The events after which a rendered page may show something else: the catalogue's (cars, prices,
 * availability, banners, orders, settings), the dictionary's (translated names and terms) and the
 * dealer comments' machine translations.
 * One subscription per event, so a test can take any one away.
 */
export const PAGE_EVENTS = [
  ...CAR_EVENTS,
  "bannersChanged",
  "ordersChanged",
  "settingsChanged",
  "translationsChanged",
  "commentsTranslated",
] as const satisfies readonly DomainEventName[];

/** Rendered pages are forgotten after any of those changes, on every instance. */
export function siteReactions(core: Core) {
  for (const event of PAGE_EVENTS)
    core.events.onEveryInstance(event, "site: rendered pages", () => core.pageCache.clear());
}

import type { Core } from "../../core.js";
import { CAR_EVENTS, type DomainEventName } from "../../events.js";

/**
 * Every change buyers see in the catalogue (list, makers, models, the car page, the banners,
 * prices and availability, the machine translation of a dealer's comment), from whichever module
 * owns it. (Not translationsChanged: the cached answers carry the stored Korean terms; the
 * dictionary is read uncached. Nor syncRunFinished: a run imports and reprices through the events
 * of imports and prices.) One subscription per event, so a test can take any one away and watch a
 * stale answer come back.
 */
export const CATALOGUE_EVENTS = [
  ...CAR_EVENTS,
  "bannersChanged",
  "ordersChanged",
  "settingsChanged",
  "portsChanged",
  "importRulesChanged",
  "exportRestrictionsChanged",
  "commentsTranslated",
] as const satisfies readonly DomainEventName[];

/**
 * The changes of what the list filters and sorts by (car-search/list-index.ts's columns). Banners, orders,
 * settings, ports, import rules, export restrictions (which only SQL filters by: `exportable`)
 * and comment translations change what a page shows (the banner and
 * held flags, read with the page's cars; the landed prices and duties, added to them; the car
 * page's translated comment), not which cars it lists: the list index stays.
 */
const LIST_COLUMN_EVENTS: readonly DomainEventName[] = CAR_EVENTS;

/**
 * The catalogue caches forget their answers after any of those changes, on every instance; the
 * list index patches the cars whose list columns changed (all of it when which is not known).
 */
export function catalogueReactions(core: Core) {
  for (const event of CATALOGUE_EVENTS)
    core.events.onEveryInstance(event, CATALOGUE_LABEL, catalogueReaction(core, event));
}

export const CATALOGUE_LABEL = "catalogue: caches";

/** One event's reaction (tests take it away and put it back). */
export function catalogueReaction(core: Core, event: DomainEventName) {
  return (carIds: readonly number[] | undefined) =>
    LIST_COLUMN_EVENTS.includes(event) ? core.catalogueCache.carsChanged(carIds) : core.catalogueCache.clearAnswers();
}

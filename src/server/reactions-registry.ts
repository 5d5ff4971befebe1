import type { Core } from "./core.js";
import { DOMAIN_EVENT_NAMES, carIdsOf, type DomainEventName, type DomainEvents } from "./events.js";
import { settingsReactions } from "./modules/settings/reactions.js";
import { upstreamReactions } from "./modules/upstream/jobs.js";
import { withdrawalsReactions } from "./modules/withdrawals/reactions.js";
import { topupsReactions } from "./modules/topups/reactions.js";
import { ordersReactions } from "./modules/orders/reactions.js";
import { alertsReactions } from "./modules/alerts/service.js";
import { catalogueReactions } from "./modules/catalogue/reactions.js";
import { promoAlertsReactions } from "./modules/promo-alerts/service.js";
import { siteReactions } from "./modules/site/reactions.js";
import { portsReactions } from "./modules/ports/reactions.js";
import { importRulesReactions } from "./modules/import-rules/reactions.js";
import { exportRestrictionsReactions } from "./modules/export-restrictions/reactions.js";
import { commentTranslationsReactions } from "./modules/comment-translations/reactions.js";

/**
 * Every module's subscriptions to the domain events (one line each, like the routes and the
 * jobs), and the bridge that carries each event to the other instances: the cache bus
 * publishes it after this instance's reactions ran, and another instance's message runs this
 * instance's every-instance reactions (caches).
 */
export function registerReactions(core: Core) {
  settingsReactions(core);
  portsReactions(core);
  importRulesReactions(core);
  exportRestrictionsReactions(core);
  upstreamReactions(core);
  withdrawalsReactions(core);
  topupsReactions(core);
  ordersReactions(core);
  alertsReactions(core);
  commentTranslationsReactions(core);
  catalogueReactions(core);
  promoAlertsReactions(core);
  siteReactions(core);
  for (const event of DOMAIN_EVENT_NAMES) {
    core.events.on(event, BUS_LABEL, tellOtherInstances(core, event));
    core.cacheBus.subscribe(busChannel(event), (carIds) => core.events.deliverRemote(event, carIds));
  }
}

export const BUS_LABEL = "cache bus: tell the other instances";

/** The bridge's reaction: publish the event, with the cars it names (the other instances patch them). */
export const tellOtherInstances = (core: Core, event: DomainEventName) => (payload: DomainEvents[DomainEventName]) =>
  core.cacheBus.publish(busChannel(event), carIdsOf(payload));

/** The cache bus channel of an event (channel names are lower-case): `carsChanged` → `cars-changed`. */
export const busChannel = (event: string) => event.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

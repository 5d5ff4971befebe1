/**
 * Domain events (`core.events`): how a module tells the others that its data changed, without
 * knowing who cares. The owner of the data emits after its transaction has committed (never
 * inside it: a rolled-back write must not clear a cache or start a scan); the reacting modules
 * subscribe in their `*Reactions(core)` function, which `src/server/reactions-registry.ts`
 * calls once per app. No module clears another module's cache or calls its reaction.
 *
 * Two kinds of subscription:
 * - `on(event, handler)`: runs on the instance that made the change, with the payload
 *   (alert scans, promo alerts: work that goes to the shared job queue once);
 * - `onEveryInstance(event, clear)`: also runs on every other instance, which learns of the
 *   change through the cache bus (caches of what buyers see: each instance keeps its own).
 *
 * Adding an event: name it and its payload in `DomainEvents` below, emit it from the owner's
 * service after the commit, subscribe where the reaction lives. See CONTRIBUTING.md.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Settings } from "../shared/settings.js";

/** Every event and its payload (ids of what changed; enough for a reaction to decide). */
export type DomainEvents = {
  /** An admin created, edited (not the price), deleted a car or changed its photos. */
  carsChanged: { carIds: number[]; change: "created" | "edited" | "deleted" | "banner-flag" };
  /** Car prices changed (an admin edit of price_krw). */
  pricesChanged: { carIds: number[] };
  /** Cars were marked sold out (by an admin or the availability check) or back on sale. */
  soldOutMarked: { carIds: number[]; soldout: boolean };
  /** An upstream import created or updated cars. */
  carsImported: { carIds: number[] };
  /** A sync run finished (it may have created, updated or sold out any number of cars). */
  syncRunFinished: { runId: number | null };
  /** Hero banners changed: toggled, reordered, retitled, switched on or off, deleted. */
  bannersChanged: { carIds: number[]; joinedPromotion: number[] };
  /** Orders changed in a way buyers see (a car reserved, released or sold): purchase, status move, expiry. */
  ordersChanged: { carIds: number[]; reason: "purchase" | "status" | "expiry"; paid: boolean };
  /** Settings were stored; `keys` are the ones the write named; `previous` is what they were before it. */
  settingsChanged: { keys: (keyof Settings)[]; settings: Settings; previous: Settings };
  /** The vehicle-terms dictionary changed. */
  translationsChanged: { ids: number[] };
  /** Destination ports were added, changed (freight, insurance, names, order, active) or deleted. */
  portsChanged: { portIds: number[] };
  /** A destination country's import duties and taxes were set or removed (import-rules). */
  importRulesChanged: { countries: string[] };
  /** A destination country's export restrictions were set or removed (export-restrictions). */
  exportRestrictionsChanged: { countries: string[] };
  /** Machine translations of these cars' dealer comments were stored (comment-translations). */
  commentsTranslated: { carIds: number[] };
};

export type DomainEventName = keyof DomainEvents;

/** Every event name, for the bridges that forward all of them (the cache bus). */
export const DOMAIN_EVENT_NAMES = [
  "carsChanged",
  "pricesChanged",
  "soldOutMarked",
  "carsImported",
  "syncRunFinished",
  "bannersChanged",
  "ordersChanged",
  "settingsChanged",
  "translationsChanged",
  "portsChanged",
  "importRulesChanged",
  "exportRestrictionsChanged",
  "commentsTranslated",
] as const satisfies readonly DomainEventName[];

/**
 * The events of the cars themselves: which cars there are, their fields, prices and availability
 * (what a list of cars filters and sorts by). Each names the cars it changed.
 */
export const CAR_EVENTS = [
  "carsChanged",
  "pricesChanged",
  "soldOutMarked",
  "carsImported",
] as const satisfies readonly DomainEventName[];

type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;
/** An every-instance reaction: the cars that changed when the event names them (undefined: not known, as after a lost message). */
type EveryInstanceHandler = (carIds: readonly number[] | undefined) => void;
type Subscription = { label: string; handler: Handler<never> | EveryInstanceHandler; everyInstance: boolean };

/** The cars an event's payload names, if it names any. */
export function carIdsOf(payload: DomainEvents[DomainEventName]): readonly number[] | undefined {
  return "carIds" in payload ? payload.carIds : undefined;
}

export class DomainEventBus {
  private readonly subscriptions = new Map<DomainEventName, Subscription[]>();

  constructor(private readonly log: Pick<FastifyBaseLogger, "error">) {}

  /** Runs `handler` after this instance committed a change; `label` names it in logs and tests. */
  on<K extends DomainEventName>(event: K, label: string, handler: Handler<K>): void {
    this.add(event, { label, handler: handler as Handler<never>, everyInstance: false });
  }

  /**
   * Runs `clear` after a change committed here or on any other instance (through the cache bus),
   * with the changed cars' ids when the event names them and the message carried them.
   */
  onEveryInstance(event: DomainEventName, label: string, clear: EveryInstanceHandler): void {
    this.add(event, { label, handler: clear, everyInstance: true });
  }

  /**
   * Tells the subscribers, in the order they subscribed. Call it after the commit. A failing
   * reaction is logged, never thrown at the writer: the change itself is done.
   */
  async emit<K extends DomainEventName>(event: K, payload: DomainEvents[K]): Promise<void> {
    for (const s of this.subscriptions.get(event) ?? []) {
      try {
        if (s.everyInstance) (s.handler as EveryInstanceHandler)(carIdsOf(payload));
        else await (s.handler as Handler<K>)(payload);
      } catch (err) {
        this.log.error({ err, event, reaction: s.label }, "a reaction to a domain event failed");
      }
    }
  }

  /** Another instance emitted `event` (the cache bus says so): run this instance's every-instance reactions. */
  deliverRemote(event: DomainEventName, carIds?: readonly number[]): void {
    for (const s of this.subscriptions.get(event) ?? []) {
      if (!s.everyInstance) continue;
      try {
        (s.handler as EveryInstanceHandler)(carIds);
      } catch (err) {
        this.log.error({ err, event, reaction: s.label }, "a reaction to another instance's event failed");
      }
    }
  }

  /** The labels subscribed to `event` (tests and the start-up log). */
  labels(event: DomainEventName): string[] {
    return (this.subscriptions.get(event) ?? []).map((s) => s.label);
  }

  /** Removes one subscription by label (tests prove each one is needed by removing it). */
  remove(event: DomainEventName, label: string): boolean {
    const list = this.subscriptions.get(event) ?? [];
    const i = list.findIndex((s) => s.label === label);
    if (i < 0) return false;
    list.splice(i, 1);
    return true;
  }

  private add(event: DomainEventName, subscription: Subscription) {
    const list = this.subscriptions.get(event) ?? [];
    list.push(subscription);
    this.subscriptions.set(event, list);
  }
}

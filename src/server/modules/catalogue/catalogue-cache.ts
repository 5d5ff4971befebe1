/**
 * Short-lived answers of the expensive catalogue aggregates (list totals, makers, models) and
 * the whole public answers. Counting 100,000 rows on every list request would cost more than
 * the page itself. Nobody clears this cache by hand: it subscribes to the domain events of
 * every change buyers see (reactions.ts), here and, through the cache bus, on every instance.
 */
import type { FastifyBaseLogger } from "fastify";
import { AggregateCache } from "../../lib/aggregate-cache.js";
import { ResponseCache } from "./response-cache.js";
import { CurrentListIndex } from "../car-search/index.js";

export const CATALOGUE_TTL_MS = 15_000;

export type CatalogueCache = {
  totals: AggregateCache<number>;
  makers: AggregateCache<{ maker: string; count: number }[]>;
  models: AggregateCache<{ model: string; count: number }[]>;
  /** Whole public answers (list, makers, models, anonymous detail) with their ETags (response-cache.ts). */
  responses: ResponseCache;
  /** The list's filters and sorts in memory (car-search's list index), while no change came since it was read. */
  listIndex: CurrentListIndex;
  /** Forgets everything (this instance only): the reaction to a change of the cars' list columns. */
  clear(): void;
  /** Forgets everything but the list index (this instance only): a change the list's filters and sorts do not read. */
  clearAnswers(): void;
  /**
   * Forgets the answers, and the list index patches these cars (this instance only): a change of
   * the cars' list columns. Without their ids (another instance's message did not say), forgets everything.
   */
  carsChanged(carIds: readonly number[] | undefined): void;
};

/** `log` gets the list index's failures (car-search/current-list-index.ts). */
export function createCatalogueCache(ttlMs = CATALOGUE_TTL_MS, log?: Pick<FastifyBaseLogger, "warn">): CatalogueCache {
  const parts = {
    totals: new AggregateCache<number>(ttlMs, 2000),
    makers: new AggregateCache<{ maker: string; count: number }[]>(ttlMs, 4),
    models: new AggregateCache<{ model: string; count: number }[]>(ttlMs, 500),
    responses: new ResponseCache(),
    listIndex: new CurrentListIndex(log),
  };
  const clearAnswers = () => Object.values(parts).forEach((cache) => cache !== parts.listIndex && cache.clear());
  return {
    ...parts,
    clear: () => Object.values(parts).forEach((cache) => cache.clear()),
    clearAnswers,
    carsChanged: (carIds) => {
      clearAnswers();
      if (carIds) parts.listIndex.carsChanged(carIds);
      else parts.listIndex.clear();
    },
  };
}

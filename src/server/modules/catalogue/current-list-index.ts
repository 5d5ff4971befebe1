import type { ListIndex } from "./list-index.js";

/** After a change, the list index is rebuilt once the catalogue has been quiet this long (a sync changes cars in bursts). */
const QUIET_MS = 1_000;
/**
 * Rebuilt after this long even without a change: the safety net of a change whose event never
 * came (a cache-bus message lost between instances), as long as the whole-answer cache may
 * answer an expired page (its TTL and stale window). Until the new one is ready, the old one
 * answers, as the whole-answer cache answers stale while it reloads.
 */
const MAX_AGE_MS = 60_000;
/** …or longer for a large catalogue: these rebuilds take at most 1/20 of the time (a million cars: tens of seconds on a busy machine). */
const AGE_PER_BUILD_MS = 20;
/** A failed build (the database away) is not retried sooner than this. */
const RETRY_MS = 5_000;

/**
 * The list index of the catalogue as it is now, or none. Every catalogue change (the events the
 * catalogue caches forget on, reactions.ts) makes the index unusable at once; the requests that
 * follow are answered by SQL until a new index, read from a snapshot taken after the change, is
 * ready. A build that a change overtook is thrown away.
 */
export class CurrentListIndex {
  private generation = 0;
  private changedAt = 0;
  private failedAt = 0;
  private ready?: { generation: number; builtAt: number; maxAgeMs: number; index: ListIndex };
  private building?: Promise<void>;

  /** Forgets the index (this instance): the catalogue changed. */
  clear(): void {
    this.generation++;
    this.changedAt = Date.now();
    this.ready = undefined;
  }

  /** The index when no change came since its snapshot; else undefined, and a build starts in the background. */
  get(load: () => Promise<ListIndex>): ListIndex | undefined {
    const ready = this.ready?.generation === this.generation ? this.ready : undefined;
    const now = Date.now();
    const due = !ready || now - ready.builtAt > ready.maxAgeMs;
    if (due && !this.building && now - this.changedAt >= QUIET_MS && now - this.failedAt >= RETRY_MS)
      this.building = this.build(load);
    return ready?.index;
  }

  /** Waits for the build in progress, if any (tests, and closing the app). */
  async settled(): Promise<void> {
    await this.building;
  }

  private async build(load: () => Promise<ListIndex>): Promise<void> {
    const generation = this.generation;
    const builtAt = Date.now();
    try {
      const index = await load();
      const maxAgeMs = Math.max(MAX_AGE_MS, AGE_PER_BUILD_MS * (Date.now() - builtAt));
      if (generation === this.generation) this.ready = { generation, builtAt, maxAgeMs, index };
    } catch {
      // SQL answers meanwhile; the database being away is reported by the requests that need it.
      this.failedAt = Date.now();
    } finally {
      this.building = undefined;
    }
  }
}

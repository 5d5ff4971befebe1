import type { FastifyBaseLogger } from "fastify";
import type { LeavingOut, ListIndex } from "./list-index.js";
import type { IndexedCar } from "./list-index-changes.js";

/** After a change nobody can patch (clear()), the list index is read again once the catalogue has been quiet this long (a sync changes cars in bursts). */
const QUIET_MS = 1_000;
/**
 * Checked after this long even without a change: the safety net of a change whose event never
 * came (a cache-bus message lost between instances), as long as the whole-answer cache may
 * answer an expired page (its TTL and stale window). The catalogue's digest (one aggregate
 * statement) is compared with the index's and its changes'; only when they differ is the
 * catalogue read again (at a million cars 7–15 s of reading and building, each instance, every
 * few minutes before). Until the new one is ready, the old one answers, as the whole-answer
 * cache answers stale while it reloads.
 */
const MAX_AGE_MS = 60_000;
/** …or longer for a large catalogue: these checks and reads take at most 1/20 of the time. */
const AGE_PER_BUILD_MS = 20;
/**
 * After a check that found the catalogue different, how long to wait before checking once more:
 * a change committed just before the check counted, whose event was still on its way, is read by
 * id by then (seen once in two at a million cars under 5 edits a second). Only a second
 * difference reads the whole catalogue again.
 */
const RECHECK_AFTER_MS = 1_000;
/** A failed read (the database away) is not retried sooner than this. */
const RETRY_MS = 5_000;
/**
 * Changed cars laid over the index (list-index-changes.ts) before it is read again in the
 * background: each request tests them one by one, so they must stay few. The index and its
 * changes answer meanwhile.
 */
const READ_AGAIN_AT = 2_000;
/** …and past this many (a large sync outrunning the reads), the index stops answering until read again. */
const MAX_CHANGED = 20_000;
/** Reads of changed cars a request waits for before it leaves the list to SQL (changes keep coming). */
const PATCH_TRIES = 3;

/** Where the catalogue is read (list-index-load.ts's listIndexSource). */
export type ListIndexSource = {
  /** Every car's list columns from one snapshot, and the index over them. */
  all(): Promise<ListIndex>;
  /** These cars' list columns as they are now (a car that is gone is left out). */
  cars(ids: readonly number[]): Promise<IndexedCar[]>;
  /** The catalogue's digest now, but for the cars `leaveOut` names once the rest is counted (one snapshot). */
  digest(leaveOut: () => readonly number[]): Promise<LeavingOut>;
};

/**
 * The list index of the catalogue as it is now, or none. A change of some cars (their ids known)
 * is patched: the next request reads those cars by id and the index answers with them laid over
 * it (ListIndex.patched). A change of unknown cars (clear()) makes the index unusable at once; the
 * requests that follow are answered by SQL until a new index, read from a snapshot taken after
 * the change, is ready.
 */
export class CurrentListIndex {
  /** Lists SQL answered because no current index could (`list_index_fallbacks_total`). */
  private fallbacks = 0;
  /** Counts clear()s: a read that one overtook is thrown away. */
  private clears = 0;
  private changedAt = 0;
  private failedAt = 0;
  /** The index as read, with when it was read or last found whole, and how long it may stand unchecked. */
  private base?: { index: ListIndex; checkedAt: number; maxAgeMs: number };
  /** When the last base dropped had been read or last found whole (for `status()`). */
  private droppedCheckedAt?: number;
  /** Counts the bases: cars read for one are not laid over another. */
  private baseNumber = 0;
  /** Cars changed since the base's snapshot, their columns as read after the change (null: gone). */
  private changed = new Map<number, IndexedCar | null>();
  /** Changed cars not read since their latest change, with that change's number. */
  private unread = new Map<number, number>();
  private changeNumber = 0;
  /** The base with `changed` laid over it, while no car is unread. */
  private view?: ListIndex;
  /** Cars changed since the read in progress began (its snapshot may not hold them). */
  private changedSinceRead?: Set<number>;
  /** Cars changed since the check in progress began (unchanged()). */
  private changedSinceCheck?: Set<number>;
  private building?: Promise<void>;
  private patching?: Promise<boolean>;

  /**
   * `log` gets one line for every failed read, patch or check (the database away, a statement
   * that fails): SQL answers meanwhile, and without the line nobody would learn why.
   */
  constructor(private readonly log?: Pick<FastifyBaseLogger, "warn">) {}

  /** Forgets the index (this instance): the catalogue changed, and which cars is not known. */
  clear(): void {
    this.clears++;
    this.changedAt = Date.now();
    this.dropBase();
    this.changedSinceRead = undefined;
  }

  /**
   * When a read of the whole catalogue may start: a quiet second after the last change that could
   * not be laid over the index (tests wait for this instant instead of guessing it).
   */
  readableFrom(): number {
    return this.changedAt + QUIET_MS;
  }

  /** These cars changed (this instance): the next request reads them again and lays them over the index. */
  carsChanged(ids: readonly number[]): void {
    for (const id of ids) {
      this.changedSinceRead?.add(id);
      this.changedSinceCheck?.add(id);
    }
    if (this.changedSinceRead && this.changedSinceRead.size > MAX_CHANGED) this.clear();
    if (!this.base) {
      // Nothing to lay them over: the read to come (after a quiet second) holds them.
      if (!this.changedSinceRead) this.changedAt = Date.now();
      return;
    }
    for (const id of ids) this.unread.set(id, ++this.changeNumber);
    this.view = undefined;
    if (this.changed.size + this.unread.size > MAX_CHANGED) {
      // A large sync: the index is read again once it is quiet (a read in progress, if any, goes on).
      this.dropBase();
      this.changedAt = Date.now();
    }
  }

  /**
   * The index with every change so far, or undefined (SQL answers): none read yet, or changes
   * coming faster than they are read. Starts a read of the catalogue in the background when
   * there is none, when the index is old, or when many cars changed.
   */
  async get(source: ListIndexSource): Promise<ListIndex | undefined> {
    this.readWhenDue(source);
    for (let tries = 0; this.base && this.unread.size > 0 && tries < PATCH_TRIES; tries++) {
      this.patching ??= this.patch(source);
      if (!(await this.patching)) return this.fallBack();
    }
    if (!this.base || this.unread.size > 0) return this.fallBack();
    this.view ??= this.base.index.patched(this.changed);
    return this.view;
  }

  /**
   * Reads the catalogue now, whatever the last change (a start: nothing to wait out), and answers
   * whether an index is there once that read ended. A read in progress is waited for instead.
   */
  async readNow(source: ListIndexSource): Promise<boolean> {
    if (!this.base) this.building ??= this.build(source);
    await this.building;
    return this.base !== undefined;
  }

  /**
   * Whether an index stands now (laid over with changes or not), and when the latest one was
   * read or last found whole (Date.now()), the one dropped last when none stands; undefined while
   * none was ever read. For readiness (an instance that never read one is not ready) and metrics
   * (the index's age).
   */
  status(): { loaded: boolean; checkedAt: number | undefined } {
    return { loaded: this.base !== undefined, checkedAt: this.base?.checkedAt ?? this.droppedCheckedAt };
  }

  /** How many lists SQL answered since the start because no current index could (metrics). */
  fallbackCount(): number {
    return this.fallbacks;
  }

  /** Waits for the reads in progress, if any (tests, and closing the app). */
  async settled(): Promise<void> {
    await Promise.all([this.building, this.patching]);
  }

  private fallBack(): undefined {
    this.fallbacks++;
    return undefined;
  }

  /** One log line for an error the index met; `what` says what it was doing and what follows. */
  private failed(err: unknown, what: string) {
    this.log?.warn({ err, fallbacks: this.fallbacks }, `list index: ${what}`);
  }

  private dropBase() {
    if (this.base) this.droppedCheckedAt = this.base.checkedAt;
    this.base = undefined;
    this.baseNumber++;
    this.view = undefined;
    this.changed = new Map();
    this.unread = new Map();
  }

  private readWhenDue(source: ListIndexSource) {
    const now = Date.now();
    const base = this.base;
    const manyChanged = this.changed.size + this.unread.size >= READ_AGAIN_AT;
    const old = base !== undefined && now - base.checkedAt > base.maxAgeMs;
    const quiet = base || now - this.changedAt >= QUIET_MS;
    if ((!base || manyChanged || old) && quiet && !this.building && now - this.failedAt >= RETRY_MS)
      this.building = this.build(source, old && !manyChanged);
  }

  /**
   * Whether the catalogue is still the index with its changes laid over it: their digests agree
   * for every car but those whose changes are not laid over it yet (unread, or changed since the
   * check began), which are left out on both sides and read by id as any change is. A change
   * whose event has not come (lost, or late) makes them differ, and the catalogue is read again.
   */
  private async unchanged(source: ListIndexSource): Promise<boolean> {
    const baseNumber = this.baseNumber;
    const startedAt = Date.now();
    const since = new Set<number>();
    this.changedSinceCheck = since;
    try {
      const now = await source.digest(() => [...new Set([...this.unread.keys(), ...since])]);
      const base = this.base;
      if (!base || baseNumber !== this.baseNumber) return false;
      const held = new Map(this.changed);
      for (const id of now.leftOut) held.set(id, null);
      const expected = base.index.digestWith(held);
      if (now.cars !== expected.cars || now.sum !== expected.sum) return false;
      base.checkedAt = Date.now();
      base.maxAgeMs = Math.max(MAX_AGE_MS, AGE_PER_BUILD_MS * (base.checkedAt - startedAt));
      return true;
    } catch (err) {
      this.failed(err, "checking the catalogue's digest failed; the catalogue is read again");
      return false;
    } finally {
      this.changedSinceCheck = undefined;
    }
  }

  /** Reads the unread changed cars and lays them over the index; false when the database did not answer. */
  private async patch(source: ListIndexSource): Promise<boolean> {
    const baseNumber = this.baseNumber;
    const reading = [...this.unread];
    try {
      const cars = new Map((await source.cars(reading.map(([id]) => id))).map((car) => [car.id, car]));
      if (baseNumber !== this.baseNumber) return true;
      for (const [id, change] of reading) {
        // A car changed again meanwhile stays unread: what was read may be from before that change.
        if (this.unread.get(id) !== change) continue;
        this.unread.delete(id);
        this.changed.set(id, cars.get(id) ?? null);
      }
      this.view = undefined;
      return true;
    } catch (err) {
      // SQL answers meanwhile (and reports the database being away to the requests that need it).
      this.failed(err, "reading changed cars failed; SQL answers the lists");
      return false;
    } finally {
      this.patching = undefined;
    }
  }

  private async unchangedAfterAWhile(source: ListIndexSource): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, RECHECK_AFTER_MS));
    return this.unchanged(source);
  }

  /** Reads the catalogue and builds its index, unless `checkFirst` and it is unchanged(). */
  private async build(source: ListIndexSource, checkFirst = false): Promise<void> {
    try {
      if (checkFirst && ((await this.unchanged(source)) || (await this.unchangedAfterAWhile(source)))) return;
      await this.read(source);
    } finally {
      this.building = undefined;
    }
  }

  private async read(source: ListIndexSource): Promise<void> {
    const clears = this.clears;
    const since = new Set<number>();
    this.changedSinceRead = since;
    const builtAt = Date.now();
    try {
      const index = await source.all();
      if (clears !== this.clears) return;
      const maxAgeMs = Math.max(MAX_AGE_MS, AGE_PER_BUILD_MS * (Date.now() - builtAt));
      this.dropBase();
      this.base = { index, checkedAt: builtAt, maxAgeMs };
      // The cars changed while it was read are read again: the snapshot may be from before their change.
      for (const id of since) this.unread.set(id, ++this.changeNumber);
    } catch (err) {
      this.failedAt = Date.now();
      this.failed(
        err,
        `reading the catalogue failed; next try in ${RETRY_MS / 1000} s (the index read before answers, or SQL when none)`,
      );
    } finally {
      if (this.changedSinceRead === since) this.changedSinceRead = undefined;
    }
  }
}

/**
 * The sync agent: a run searches the upstream for every enabled sync rule, imports the
 * listings not yet imported (at most `sync_max_per_run` in all) exactly as the manual import
 * does, then refreshes the price of every imported car still listed upstream (and its engine
 * power where the car has none and the page now states it). Changes go through the cars
 * service, so the price history and `price_dropped_at` are written.
 *
 * One run at a time across every process and instance: a partial unique index allows a
 * single `running` row (as for the availability check), and a run that stops beating is
 * abandoned. An upstream fault is recorded in the run's errors and changes nothing the run
 * could not read ("unknown is not sold", and an unread price is not a new price).
 */
import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import pLimit from "p-limit";
import type { Core } from "../../core.js";
import { syncRuns } from "../../db/schema/sync.js";
import { AppError, conflict } from "../../lib/errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import type { SyncRun, SyncRunListQuery } from "../../../shared/api/sync.js";
import { countPricedCars, importedByKeys, pricedCarsAfter, updateCar } from "../cars/index.js";
import { getSettings } from "../settings/index.js";
import { UpstreamError } from "./upstream-error.js";
import type { UpstreamCarDetail } from "./adapter.js";
import { isUpstreamConfigured, upstreamClient, upstreamNotConfigured } from "./client.js";
import { importCars } from "./import-service.js";
import { enabledRules } from "./sync-rules-service.js";

export const SYNC_RUN_JOB = "upstream.sync-run";
export type SyncTrigger = "manual" | "scheduled";
type RunRow = typeof syncRuns.$inferSelect;
type RunOut = Omit<SyncRun, "started_at" | "finished_at"> & { started_at: Date; finished_at: Date | null };

/** A running row whose heartbeat is older than this belongs to a process that died. */
export const STALE_SYNC_MS = 10 * 60 * 1000;
const HEARTBEAT_MS = 60 * 1000;
/** A rule whose search goes deeper than this many pages is cut (and says so): 1,000 listings. */
export const MAX_PAGES_PER_RULE = 50;
/** Imports per call of the import service, so progress moves between them. */
const IMPORT_CHUNK = 10;
const PRICE_BATCH = 200;
/** The run row keeps this many messages; the rest are summed up in one last line. */
export const MAX_ERRORS = 50;

export function serializeSyncRun(row: RunRow): RunOut {
  return {
    id: row.id,
    trigger: row.trigger as SyncTrigger,
    status: row.status as RunOut["status"],
    started_at: row.startedAt,
    finished_at: row.finishedAt,
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    price_changes: row.priceChanges,
    errors: row.errors,
    phase: row.phase as RunOut["phase"],
    progress_done: row.progressDone,
    progress_total: row.progressTotal,
  };
}

/** Closes running rows nobody has moved on for a while, so a crashed run does not block the next. */
async function abandonStaleRuns(core: Core): Promise<void> {
  await core.db
    .update(syncRuns)
    .set({
      status: "abandoned",
      finishedAt: sql`now()`,
      errors: sql`${syncRuns.errors} || '["the process running this sync stopped before it finished"]'::jsonb`,
    })
    .where(
      and(
        eq(syncRuns.status, "running"),
        lt(syncRuns.heartbeatAt, sql`now() - make_interval(secs => ${STALE_SYNC_MS / 1000})`),
      ),
    );
}

/** Opens a run; null when another one is going on (in any process). */
export async function startSyncRun(core: Core, trigger: SyncTrigger): Promise<RunRow | null> {
  await abandonStaleRuns(core);
  const [row] = await core.db.insert(syncRuns).values({ trigger, status: "running" }).onConflictDoNothing().returning();
  return row ?? null;
}

/** "Run now": opens the run and queues its job in one transaction; 409 while one is running. */
export async function requestSyncRun(core: Core): Promise<RunRow> {
  if (!isUpstreamConfigured(core)) throw upstreamNotConfigured();
  await abandonStaleRuns(core);
  const row = await core.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(syncRuns)
      .values({ trigger: "manual", status: "running" })
      .onConflictDoNothing()
      .returning();
    if (inserted) await core.jobs.send(SYNC_RUN_JOB, { run_id: inserted.id }, { tx });
    return inserted;
  });
  if (!row) throw conflict("sync_running", "A sync run is already going on");
  return row;
}

function messageOf(err: unknown): string {
  if (err instanceof UpstreamError) return `upstream error (${err.code}): ${err.message}`;
  if (err instanceof AppError) return err.message;
  return err instanceof Error ? err.message : String(err);
}

type RuleRow = Awaited<ReturnType<typeof enabledRules>>[number];

function ruleLabel(rule: RuleRow): string {
  const parts = [`complex ${rule.complexCode}`];
  if (rule.maker) parts.push(rule.maker);
  if (rule.model) parts.push(rule.model);
  if (rule.maxPriceKrw !== null) parts.push(`≤ ${rule.maxPriceKrw} KRW`);
  return `rule ${rule.id} (${parts.join(", ")})`;
}

/** The run's figures as it goes; written to the row after every step so the admin sees progress. */
class RunState {
  imported = 0;
  skipped = 0;
  failed = 0;
  priceChanges = 0;
  errors: string[] = [];
  private dropped = 0;
  phase: RunRow["phase"] = "search";
  done = 0;
  total = 0;

  constructor(
    private readonly core: Core,
    readonly runId: number,
  ) {}

  error(message: string) {
    if (this.errors.length < MAX_ERRORS) this.errors.push(message.slice(0, 1000));
    else this.dropped += 1;
  }

  errorList(): string[] {
    return this.dropped > 0 ? [...this.errors, `… and ${this.dropped} more errors`] : this.errors;
  }

  values() {
    return {
      imported: this.imported,
      skipped: this.skipped,
      failed: this.failed,
      priceChanges: this.priceChanges,
      errors: this.errorList(),
      phase: this.phase,
      progressDone: this.done,
      progressTotal: this.total,
    };
  }

  async save() {
    await this.core.db
      .update(syncRuns)
      .set({ ...this.values(), heartbeatAt: sql`now()` })
      .where(eq(syncRuns.id, this.runId));
  }
}

/**
 * Searches every enabled rule and answers the keys to import, in rule order, at most `budget`.
 * Listings already imported count as skipped; a rule whose search fails is recorded and left.
 */
async function collectCandidates(core: Core, state: RunState, budget: number): Promise<string[]> {
  const client = await upstreamClient(core);
  const rules = await enabledRules(core);
  state.phase = "search";
  state.total = rules.length;
  await state.save();
  const seen = new Set<string>();
  const candidates: string[] = [];
  for (const rule of rules) {
    if (candidates.length >= budget) break;
    try {
      let pages = 0;
      for await (const page of client.searchPages({
        complexCode: rule.complexCode,
        maker: rule.maker ?? undefined,
        model: rule.model ?? undefined,
      })) {
        pages += 1;
        if (page.errors.length > 0) {
          state.error(`${ruleLabel(rule)}: ${page.errors.length} unreadable rows on result page ${page.page}`);
        }
        // The upstream has no price filter: the ceiling is applied here; a price on request never matches it.
        const rows = page.items.filter(
          (item) =>
            !seen.has(item.car_key) &&
            (rule.maxPriceKrw === null || (item.price_krw !== null && item.price_krw <= rule.maxPriceKrw)),
        );
        for (const row of rows) seen.add(row.car_key);
        const existing = await importedByKeys(
          core,
          rows.map((r) => r.car_key),
        );
        for (const row of rows) {
          if (existing.has(row.car_key)) state.skipped += 1;
          else if (candidates.length < budget) candidates.push(row.car_key);
        }
        if (candidates.length >= budget) break;
        if (pages >= MAX_PAGES_PER_RULE) {
          state.error(`${ruleLabel(rule)}: more than ${MAX_PAGES_PER_RULE} result pages, the rest was not read`);
          break;
        }
      }
    } catch (err) {
      // The search could not be read: this rule imports nothing this time, the others go on.
      state.error(`${ruleLabel(rule)}: the search failed, ${messageOf(err)}`);
    }
    state.done += 1;
    await state.save();
  }
  return candidates;
}

async function importCandidates(core: Core, state: RunState, keys: string[]): Promise<Set<number>> {
  const importedIds = new Set<number>();
  state.phase = "import";
  state.done = 0;
  state.total = keys.length;
  await state.save();
  for (let i = 0; i < keys.length; i += IMPORT_CHUNK) {
    const chunk = keys.slice(i, i + IMPORT_CHUNK);
    const result = await importCars(core, chunk);
    state.imported += result.imported.length;
    state.skipped += result.skipped.length;
    state.failed += result.failed.length;
    for (const car of result.imported) importedIds.add(car.car_id);
    for (const f of result.failed) state.error(`car ${f.car_key}: ${f.error}`);
    state.done += chunk.length;
    await state.save();
  }
  return importedIds;
}

/**
 * What a refresh changes of a car from its detail page, or nothing: the price when it was read and
 * differs; the engine power only where the car has none and the page states it. A page that does
 * not state the power leaves the car's as it is, and a power the car has (an admin's, or read at
 * the import) is never replaced: the listing's figure is a dealer's entry, an admin's correction
 * stands.
 */
function refreshOf(
  car: { priceKrw: number; powerHp: number | null },
  read: UpstreamCarDetail,
): { price_krw?: number; power_hp?: number } | null {
  const patch: { price_krw?: number; power_hp?: number } = {};
  if (read.price_krw !== null && read.price_krw !== car.priceKrw) patch.price_krw = read.price_krw;
  if (car.powerHp === null && read.power_hp !== null) patch.power_hp = read.power_hp;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Compares the upstream price of every imported car still listed; only a price read clearly is applied. */
async function refreshPrices(core: Core, state: RunState, justImported: Set<number>): Promise<void> {
  const client = await upstreamClient(core);
  const limit = pLimit(Math.max(1, core.config.upstreamConcurrency));
  state.phase = "prices";
  state.done = 0;
  state.total = Math.max(0, (await countPricedCars(core)) - justImported.size);
  await state.save();
  let unknown = 0;
  let firstUnknown: string | null = null;
  for (let afterId = 0; ;) {
    const page = await pricedCarsAfter(core, afterId, PRICE_BATCH);
    if (page.length === 0) break;
    afterId = page[page.length - 1].id;
    // Cars imported by this run were read a moment ago.
    const batch = page.filter((c) => !justImported.has(c.id));
    await Promise.all(
      batch.map((car) =>
        limit(async () => {
          const answer = await client.getDetail(car.key);
          if (answer.status === "unknown") {
            unknown += 1;
            firstUnknown ??= `car ${car.key}: ${answer.error.message}`;
          } else if (answer.status === "available") {
            const patch = refreshOf(car, answer.car);
            if (patch) {
              try {
                await updateCar(core, car.id, patch);
                if (patch.price_krw !== undefined) state.priceChanges += 1;
              } catch (err) {
                // Deleted by an admin meanwhile: nothing to refresh.
                if (!(err instanceof AppError && err.statusCode === 404)) throw err;
              }
            }
          }
          // Gone cars keep their price: marking them sold out is the availability check's work.
          state.done += 1;
        }),
      ),
    );
    await state.save();
  }
  if (unknown > 0) {
    state.error(
      `${unknown} imported car${unknown === 1 ? "" : "s"} could not be read upstream, their prices were left as they were (first: ${firstUnknown})`,
    );
  }
}

/** Does the work of an opened run and closes it; never throws (the row records what went wrong). */
export async function executeSyncRun(core: Core, runId: number): Promise<RunRow | undefined> {
  const state = new RunState(core, runId);
  let status: "finished" | "failed" = "finished";
  // Slow upstream answers must not make a live run look abandoned.
  const beat = setInterval(() => {
    core.db
      .update(syncRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(syncRuns.id, runId))
      .catch((err: unknown) => core.log.warn({ err, runId }, "sync run heartbeat failed"));
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    const settings = await getSettings(core);
    const candidates = await collectCandidates(core, state, settings.sync_max_per_run);
    const importedIds = await importCandidates(core, state, candidates);
    await refreshPrices(core, state, importedIds);
  } catch (err) {
    status = "failed";
    state.error(`the run stopped: ${messageOf(err)}`);
    core.log.error({ err, runId }, "sync run failed");
  } finally {
    clearInterval(beat);
  }
  state.phase = "done";
  const [row] = await core.db
    .update(syncRuns)
    .set({ ...state.values(), status, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(syncRuns.id, runId), eq(syncRuns.status, "running")))
    .returning();
  core.log.info({ run: row ? serializeSyncRun(row) : runId }, "sync run finished");
  // New listings, price drops and sold-out marks of this run (after the run's writes committed).
  await core.events.emit("syncRunFinished", { runId });
  return row;
}

/** Runs a queued manual run, unless it was closed meanwhile (abandoned while it waited). */
export async function executeQueuedSyncRun(core: Core, runId: number): Promise<RunRow | undefined> {
  const [row] = await core.db.select().from(syncRuns).where(eq(syncRuns.id, runId));
  if (row?.status !== "running") return undefined;
  return executeSyncRun(core, runId);
}

/** The scheduled run: skipped when sync is off, no upstream is configured, or a run is going on. */
export async function runScheduledSync(core: Core): Promise<RunRow | undefined> {
  if (!(await getSettings(core)).sync_enabled) return undefined;
  if (!isUpstreamConfigured(core)) {
    core.log.info("scheduled sync skipped: no upstream configured");
    return undefined;
  }
  const run = await startSyncRun(core, "scheduled");
  if (!run) {
    core.log.info("scheduled sync skipped: another run is going on");
    return undefined;
  }
  return executeSyncRun(core, run.id);
}

/** Recent runs, newest first (a running one with its progress). */
export async function listSyncRuns(core: Core, query: SyncRunListQuery) {
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(syncRuns)
      .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    core.db.select({ total: count() }).from(syncRuns),
  ]);
  return pagedResponse(rows.map(serializeSyncRun), total, query.page, query.page_size);
}

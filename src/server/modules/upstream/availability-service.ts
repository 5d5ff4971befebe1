/**
 * The availability check: every imported car that is not sold out is looked up upstream;
 * cars the upstream clearly reports gone are marked sold out, cars in an unknown state are
 * left alone ("unknown is not sold"). One run at a time across all processes: a partial
 * unique index allows a single `running` row, and a run that stops beating is abandoned.
 */
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import pLimit from "p-limit";
import type { Core } from "../../core.js";
import { availabilityCheckRuns } from "../../db/schema/cars.js";
import { conflict } from "../../lib/errors.js";
import { getSettings } from "../settings/index.js";
import { isUpstreamConfigured, upstreamClient, upstreamNotConfigured } from "./client.js";
import type { Static } from "typebox";
import type { CheckRun as CheckRunSchema, CheckStatus as CheckStatusSchema } from "../../../shared/api/upstream.js";

// The server's side of the schemas: timestamps are still Dates here (the serializer writes them).
type CheckRun = Static<typeof CheckRunSchema>;
type CheckStatus = Static<typeof CheckStatusSchema>;
import { checkableCarsAfter, markUpstreamSoldout, touchChecked } from "../cars/index.js";

export type CheckTrigger = "manual" | "scheduled" | "nightly";
type RunRow = typeof availabilityCheckRuns.$inferSelect;

/** A running row whose heartbeat is older than this belongs to a process that died. */
export const STALE_RUN_MS = 10 * 60 * 1000;
const HEARTBEAT_MS = 60 * 1000;
const BATCH = 200;
/** Above this share of gone cars (with enough checked) the answers are not believed. */
export const MAX_GONE_RATIO = 0.5;
export const MIN_CHECKED_FOR_RATIO = 10;

export function serializeRun(row: RunRow): CheckRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    started_at: row.startedAt,
    finished_at: row.finishedAt,
    checked: row.checked,
    still_available: row.stillAvailable,
    marked_soldout: row.markedSoldout,
    unknown: row.unknown,
    errors: row.errors,
    error_message: row.errorMessage,
  };
}

/** Closes running rows nobody has moved on for a while, so a crashed run does not block the next. */
async function abandonStaleRuns(core: Core): Promise<void> {
  await core.db
    .update(availabilityCheckRuns)
    .set({
      status: "abandoned",
      finishedAt: sql`now()`,
      errors: sql`${availabilityCheckRuns.errors} + 1`,
      errorMessage: "the process running this check stopped before it finished",
    })
    .where(
      and(
        eq(availabilityCheckRuns.status, "running"),
        lt(availabilityCheckRuns.heartbeatAt, sql`now() - make_interval(secs => ${STALE_RUN_MS / 1000})`),
      ),
    );
}

/** Opens a run; null when another run is going on (in any process). */
export async function startRun(core: Core, trigger: CheckTrigger): Promise<RunRow | null> {
  await abandonStaleRuns(core);
  const [row] = await core.db
    .insert(availabilityCheckRuns)
    .values({ trigger, status: "running" })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Manual trigger: opens the run and queues its job in one transaction; 409 while one is running. */
export async function requestManualRun(core: Core): Promise<RunRow> {
  if (!isUpstreamConfigured(core)) throw upstreamNotConfigured();
  await abandonStaleRuns(core);
  const row = await core.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(availabilityCheckRuns)
      .values({ trigger: "manual", status: "running" })
      .onConflictDoNothing()
      .returning();
    if (inserted) await core.jobs.send(AVAILABILITY_CHECK_JOB, { run_id: inserted.id }, { tx });
    return inserted;
  });
  if (!row) throw conflict("check_running", "An availability check is already running");
  return row;
}

export const AVAILABILITY_CHECK_JOB = "upstream.availability-check";
export const NIGHTLY_SOLDOUT_JOB = "upstream.nightly-soldout-check";

type Counters = { checked: number; stillAvailable: number; unknown: number };

/** Does the work of an opened run and closes it; never throws (the row records what went wrong). */
export async function executeRun(core: Core, runId: number): Promise<RunRow> {
  const counters: Counters = { checked: 0, stillAvailable: 0, unknown: 0 };
  let markedSoldout = 0;
  let error: string | null = null;
  // Slow upstream answers must not make a live run look abandoned.
  const beat = setInterval(() => {
    core.db
      .update(availabilityCheckRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(availabilityCheckRuns.id, runId))
      .catch((err: unknown) => core.log.warn({ err, runId }, "availability check heartbeat failed"));
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    const client = await upstreamClient(core);
    const limit = pLimit(Math.max(1, core.config.upstreamConcurrency));
    const gone: number[] = [];
    let firstUnknown: string | null = null;
    for (let afterId = 0; ;) {
      const batch = await checkableCarsAfter(core, afterId, BATCH);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1].id;
      const answers = await Promise.all(batch.map((car) => limit(() => client.getDetail(car.key))));
      const seen: number[] = [];
      answers.forEach((answer, i) => {
        counters.checked += 1;
        if (answer.status === "available") counters.stillAvailable += 1;
        else if (answer.status === "gone") gone.push(batch[i].id);
        else {
          counters.unknown += 1;
          firstUnknown ??= answer.error.message;
        }
        if (answer.status !== "unknown") seen.push(batch[i].id);
      });
      await touchChecked(core, seen);
      await core.db
        .update(availabilityCheckRuns)
        .set({ ...counters, heartbeatAt: sql`now()` })
        .where(eq(availabilityCheckRuns.id, runId));
    }
    if (counters.checked >= MIN_CHECKED_FOR_RATIO && gone.length / counters.checked > MAX_GONE_RATIO) {
      // A wrong base URL or a broken upstream looks like "everything is gone"; do not believe it.
      error =
        `${gone.length} of ${counters.checked} checked cars look gone upstream, which is implausible; ` +
        "nothing was marked sold out (check UPSTREAM_BASE_URL and the upstream site)";
      core.log.error(
        { runId, gone: gone.length, checked: counters.checked },
        "availability check: implausible gone ratio",
      );
    } else {
      markedSoldout = await markUpstreamSoldout(core, gone);
      // Nothing could be told: the upstream is down or refuses us. Worth an alert, not a silent "0".
      if (counters.checked > 0 && counters.unknown === counters.checked) {
        error = `the upstream gave no clear answer for any car; nothing was changed (${firstUnknown})`;
      }
    }
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    core.log.error({ err, runId }, "availability check failed");
  } finally {
    clearInterval(beat);
  }
  const [row] = await core.db
    .update(availabilityCheckRuns)
    .set({
      ...counters,
      markedSoldout,
      status: error ? "failed" : "finished",
      finishedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      errors: sql`${availabilityCheckRuns.errors} + ${error ? 1 : 0}`,
      errorMessage: error,
    })
    .where(eq(availabilityCheckRuns.id, runId))
    .returning();
  core.log.info({ run: row ? serializeRun(row) : runId }, "availability check finished");
  return row;
}

/** Runs a queued manual run, unless it was closed meanwhile (abandoned while it waited). */
export async function executeQueuedRun(core: Core, runId: number): Promise<RunRow | null> {
  const [row] = await core.db.select().from(availabilityCheckRuns).where(eq(availabilityCheckRuns.id, runId));
  if (row?.status !== "running") return null;
  return executeRun(core, runId);
}

/** A scheduled or nightly run: skipped when one is going on or no upstream is configured. */
export async function runScheduledCheck(core: Core, trigger: CheckTrigger): Promise<RunRow | null> {
  if (!isUpstreamConfigured(core)) {
    core.log.info({ trigger }, "availability check skipped: no upstream configured");
    return null;
  }
  const run = await startRun(core, trigger);
  if (!run) {
    core.log.info({ trigger }, "availability check skipped: another one is running");
    return null;
  }
  return executeRun(core, run.id);
}

/** Settings, whether a run is going on, and the latest runs with their statistics. */
export async function checkStatus(core: Core): Promise<CheckStatus> {
  const settings = await getSettings(core);
  const recent = await core.db
    .select()
    .from(availabilityCheckRuns)
    .orderBy(desc(availabilityCheckRuns.startedAt), desc(availabilityCheckRuns.id))
    .limit(10);
  const current = recent.find((r) => r.status === "running") ?? null;
  let last = recent.find((r) => r.status !== "running") ?? null;
  if (!last && recent.length === 10) {
    [last] = await core.db
      .select()
      .from(availabilityCheckRuns)
      .where(ne(availabilityCheckRuns.status, "running"))
      .orderBy(desc(availabilityCheckRuns.startedAt))
      .limit(1);
  }
  return {
    enabled: settings.availability_check_enabled,
    time: settings.availability_check_time,
    time_zone: core.config.tzSchedule,
    running: current !== null,
    current_run: current ? serializeRun(current) : null,
    last_run: last ? serializeRun(last) : null,
    recent_runs: recent.map(serializeRun),
  };
}

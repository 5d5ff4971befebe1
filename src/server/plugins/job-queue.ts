import {
  PgBoss,
  fromDrizzle,
  type DrizzleTransactionLike,
  type Db as BossDb,
  type Job,
  type JobResult,
  type QueueResult,
} from "pg-boss";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DbOrTx, SqlExecutor, Tx } from "../db/client.js";
import { currentRequestContext } from "../lib/request-context.js";
import { upgradeFromPgBoss10, carryOverPgBoss10Jobs } from "./pg-boss-upgrade.js";

export type JobContext = {
  id: string;
  name: string;
  retryCount: number;
  /**
   * A child of the app's logger for this job: `job` (queue), `jobId` and, when the job was queued
   * while serving an HTTP request, that request's `requestId`. Handlers log through it.
   */
  log: FastifyBaseLogger;
  /**
   * Makes this attempt the last: when the handler then throws, the job fails for good instead
   * of being retried (errors retrying cannot fix, such as a recipient the mail server rejects
   * for good). pg-boss's `deadletter` outcome; the queues have no dead letter queue.
   */
  stopRetrying(): void;
};

/** A durable job: its queue, retry policy, optional schedule, and the work it does. */
export type JobDefinition<T = any> = {
  name: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** The longest one run may take (default 15 minutes); pg-boss then fails it. */
  expireInSeconds?: number;
  /**
   * How long a taken job may go without a heartbeat before it counts as abandoned by a dead
   * worker and is retried (default 60 s, at least 10). pg-boss's own heartbeat: the queue's
   * `heartbeatSeconds`; the worker refreshes it every HEARTBEAT_SECONDS while the job runs and
   * the supervisor fails (so retries) a job whose heartbeat is older.
   */
  staleAfterSeconds?: number;
  /** Cron expression in TZ_SCHEDULE; pg-boss runs it once across all workers. */
  schedule?: (tz: string) => string | undefined;
  /**
   * pg-boss queue policy (default "standard"). "stately": at most one job waiting and one
   * running across all workers, so a burst of requests for the same work collapses into
   * one run after the current one (the alert scan).
   */
  policy?: "standard" | "short" | "singleton" | "stately";
  /** How many jobs of this queue one worker runs at once. */
  concurrency?: number;
  /**
   * Jobs one worker fetches per poll (default 1), run one after the other and completed
   * or failed one by one. Raises the throughput of many small jobs (emails).
   */
  batchSize?: number;
  handler: (data: T, job: JobContext) => Promise<void>;
};

export type SendOptions = { tx?: DbOrTx; startAfterSeconds?: number; singletonKey?: string };

/** A job's state as pg-boss names it. */
export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

/**
 * How many jobs a queue holds, by state, for metrics (`queueSizes()`): `queued` (created or
 * waiting for a retry, whether due or deferred), `active` (running now) and `failed` (failed for
 * good and still kept, 7 days).
 */
export type QueueSize = { queue: string; state: "queued" | "active" | "failed"; count: number };

/** How often a running job's heartbeat is written (pg-boss's `heartbeatRefreshSeconds`). */
export const HEARTBEAT_SECONDS = 10;

/**
 * The field of a job's data that carries the id of the HTTP request that queued it (see send()).
 * Handlers never see it: it is taken off the data and put on the job's logger.
 */
export const REQUEST_ID_FIELD = "_requestId";

/** pg-boss on the application's own database (PGlite through an executeSql adapter). */
export class JobQueue {
  private boss: PgBoss;
  private definitions = new Map<string, JobDefinition>();
  private started = false;
  // Every query pg-boss runs; stop() waits for these so no query outlives the queue (and the
  // database can close right after).
  private inFlight = new Set<Promise<unknown>>();
  /** Handler runs in progress, also awaited by stop(). */
  private running = new Set<Promise<unknown>>();
  private stopping = false;
  /** This process's pg-boss workers per queue, woken when a job is sent (see wake). */
  private workerIds = new Map<string, string[]>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollSeconds: number; tz: string },
  ) {
    const bossDb = database.jobQueueExecutor ?? database.executor;
    const executor: SqlExecutor = {
      executeSql: (text, values) => this.track(this.inFlight, bossDb.executeSql(text, values)),
    };
    // The supervisor is what fails (so retries) the jobs of a dead worker once their heartbeat
    // stops, and what expires runs past their time limit, so it runs often: each queue is
    // checked once per interval across all instances (pg-boss takes turns through a timestamp).
    // On PGlite it holds the single connection, and a dead worker means the whole process
    // restarted: less often there.
    const superviseSeconds = database.kind === "pglite" ? 30 : 15;
    this.boss = new PgBoss({
      db: executor,
      backend: database.kind === "pglite" ? "pglite" : "postgres",
      superviseIntervalSeconds: superviseSeconds,
      monitorIntervalSeconds: superviseSeconds,
      schedule: true,
      supervise: true,
    });
    this.boss.on("error", (err: Error) => this.log.error({ err }, "job queue error"));
    // pg-boss's own findings: slow queries, a queue's backlog over its warning size, clock skew.
    this.boss.on("warning", (warning) => this.log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  }

  define(defs: JobDefinition[]) {
    for (const def of defs) this.definitions.set(def.name, def);
  }

  async start() {
    if (this.started) return;
    // One instance at a time: pg-boss's create_queue deadlocked when N instances created
    // the same queues at once on an empty database.
    await this.database.exclusive(() => this.startBoss());
  }

  private async startBoss() {
    // A database that ran pg-boss 10 (schema 24, which pg-boss 12 cannot migrate): its schema is
    // set aside before pg-boss installs its own, and its waiting jobs are carried over below.
    const oldSchema = await upgradeFromPgBoss10(this.database.executor, this.log);
    await this.boss.start();
    this.started = true;
    for (const def of this.definitions.values()) {
      const existing = await this.boss.getQueue(def.name);
      const policy = {
        retryLimit: def.retryLimit ?? 5,
        retryDelay: def.retryDelaySeconds ?? 10,
        retryBackoff: def.retryBackoff ?? true,
        expireInSeconds: maxRunSeconds(def),
        heartbeatSeconds: def.staleAfterSeconds ?? 60,
      };
      if (!existing) await this.boss.createQueue(def.name, { ...policy, policy: def.policy ?? "standard" });
      else await this.boss.updateQueue(def.name, policy);
    }
    if (oldSchema)
      await carryOverPgBoss10Jobs(this.boss, this.database, oldSchema, [...this.definitions.keys()], this.log);
  }

  /** Starts workers and schedules for every defined job (the `worker` role). */
  async startWorkers() {
    for (const def of this.definitions.values()) {
      const concurrency = def.concurrency ?? 1;
      const batchSize = def.batchSize ?? 1;
      for (let i = 0; i < concurrency; i++) {
        let workerId = "";
        const run = async (jobs: Job<any>[]): Promise<JobResult[]> => {
          // A full batch means more may be waiting (a broadcast's emails): fetch again at once
          // instead of after the polling interval.
          if (jobs.length >= batchSize && batchSize > 1) this.boss.notifyWorker(workerId);
          const results: JobResult[] = [];
          for (const job of jobs) {
            const result = await this.runOne(def, job);
            results.push(result);
            // In a batch, a sent email is recorded at once, not with the batch: a worker that dies
            // halfway through sends again only the emails after it. (Completing is fenced on the
            // attempt; pg-boss's completion of the batch then finds this one settled.)
            if (batchSize > 1 && result.status === "completed" && !this.stopping)
              await this.boss
                .complete(def.name, job)
                .catch((err: unknown) => this.log.warn({ err, job: def.name, jobId: job.id }, "job completion failed"));
          }
          return results;
        };
        workerId = await this.boss.work(
          def.name,
          {
            pollingIntervalSeconds: this.opts.pollSeconds,
            batchSize,
            heartbeatRefreshSeconds: HEARTBEAT_SECONDS,
            // Each job of a batch is settled on its own (completed, failed, or failed for good),
            // so one failing job neither fails nor repeats the others.
            perJobResults: true,
          },
          (jobs: Job<any>[]) => this.track(this.running, run(jobs)),
        );
        this.workerIds.set(def.name, [...(this.workerIds.get(def.name) ?? []), workerId]);
      }
      const cron = def.schedule?.(this.opts.tz);
      if (cron) await this.boss.schedule(def.name, cron, {}, { tz: this.opts.tz });
      else await this.boss.unschedule(def.name).catch(() => {});
    }
  }

  /** Runs one job's handler and says how it ended; logs through the job's own logger. */
  private async runOne(def: JobDefinition, job: Job<any>): Promise<JobResult> {
    const { data, requestId } = splitRequestId(job.data);
    const log = this.log.child({ job: def.name, jobId: job.id, ...(requestId ? { requestId } : {}) });
    let lastAttempt = false;
    const context: JobContext = {
      id: job.id,
      name: job.name,
      retryCount: job.retryCount,
      log,
      stopRetrying: () => {
        lastAttempt = true;
      },
    };
    try {
      // Jobs fetched while stopping go back to the queue (failed, so retried later).
      if (this.stopping) throw new Error("job queue is shutting down");
      log.debug({ attempt: job.retryCount + 1 }, "job started");
      await def.handler(data, context);
      return { id: job.id, status: "completed" };
    } catch (err) {
      const output = jobErrorOutput(err);
      if (!this.stopping)
        log.warn({ attempt: job.retryCount + 1, err: output, final: lastAttempt || undefined }, "job attempt failed");
      return { id: job.id, status: lastAttempt ? "deadletter" : "failed", output };
    }
  }

  /**
   * Enqueues a job; pass `tx` to make it part of the caller's transaction. Inside an HTTP
   * request the request's id goes with it (REQUEST_ID_FIELD), so the job's log lines carry it.
   */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job "${name}"`);
    const db = options.tx && isTx(options.tx) ? inTransaction(options.tx) : undefined;
    const id = await this.boss.send(name, withRequestId(data), {
      ...(db ? { db } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    this.wake(name, Boolean(db));
    return id;
  }

  /** Enqueues many jobs of one queue in one statement (e.g. a chunk of emails), in `tx` when given. */
  async sendMany<T extends object>(name: string, items: T[], options: { tx?: DbOrTx } = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job "${name}"`);
    if (items.length === 0) return;
    const db = options.tx && isTx(options.tx) ? inTransaction(options.tx) : undefined;
    await this.boss.insert(
      name,
      items.map((data) => ({ data: withRequestId(data) })),
      db ? { db } : {},
    );
    this.wake(name, Boolean(db));
  }

  /**
   * Tells this process's workers of a queue that a job is waiting, so it runs now rather than
   * at their next poll (the polling interval only matters for jobs sent by other processes).
   * A job sent inside a transaction is visible once it commits, which the caller does right
   * after: its workers are woken a moment later, and a later commit is found by the poll.
   */
  private wake(name: string, afterCommit: boolean) {
    const ids = this.workerIds.get(name);
    if (!ids || this.stopping) return;
    const notify = () => ids.forEach((id) => this.boss.notifyWorker(id));
    if (afterCommit) setTimeout(notify, 50).unref();
    else notify();
  }

  /** Changes the cron of a scheduled job (the availability check time is a setting). */
  async reschedule(name: string, cron: string | undefined) {
    if (cron) await this.boss.schedule(name, cron, {}, { tz: this.opts.tz });
    else await this.boss.unschedule(name);
  }

  async getSchedules() {
    return this.boss.getSchedules();
  }

  /** The names of the queues this app defines. */
  queueNames(): string[] {
    return [...this.definitions.keys()];
  }

  /**
   * How many jobs each queue holds, by state (QueueSize), for the metrics endpoint's gauge: one
   * row per queue and state, zeros included. The counts are pg-boss's (`getQueues()`), as of its
   * last monitor pass over the queue: at most `monitorIntervalSeconds` (15 s on PostgreSQL, 30 s
   * on PGlite) old, and read without scanning the job table.
   */
  async queueSizes(): Promise<QueueSize[]> {
    const queues: QueueResult[] = await this.boss.getQueues(this.queueNames());
    return queues.flatMap((q) => [
      { queue: q.name, state: "queued" as const, count: q.queuedCount },
      { queue: q.name, state: "active" as const, count: q.activeCount },
      { queue: q.name, state: "failed" as const, count: q.failedCount },
    ]);
  }

  /** One job with its metadata (state, retries, output), or null when the queue has no such job. */
  async getJob(name: string, id: string) {
    if (!this.definitions.has(name)) return null;
    const [job] = await this.boss.findJobs(name, { id });
    return job ?? null;
  }

  /**
   * Runs a failed job again, now: pg-boss's `retry()` puts it back in the queue (state `retry`)
   * but keeps its `start_after`, which the back-off may have set minutes or hours ahead (12.38:
   * `start_after = GREATEST(start_after, now())`), so pg-boss's `update()` then makes it due at
   * once (`startAfter: 0`, allowed for a job not yet active; it also notifies pg-boss's
   * listeners), and this process's workers are woken. Answers false when the job is not there to
   * retry.
   */
  async retry(name: string, id: string): Promise<boolean> {
    if (!this.definitions.has(name)) return false;
    const result = (await this.boss.retry(name, id)) as { affected?: number };
    if (!result.affected) return false;
    // A worker that took it in between (it was due already) leaves nothing to update: fine.
    await this.boss.update(name, undefined, { id, startAfter: 0 });
    this.wake(name, false);
    return true;
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    await this.boss.stop({ graceful: true, timeout: 5000 });
    // A fetch that was under way when stopping began still hands its jobs to a handler: wait
    // until nothing is left, so the database can close right after.
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.inFlight.size === 0 && this.running.size === 0) break;
      await Promise.race([
        Promise.allSettled([...this.inFlight, ...this.running]),
        new Promise((r) => setTimeout(r, 100)),
      ]);
    }
    this.stopping = false;
  }

  private track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
    set.add(promise);
    const forget = () => set.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
}

function maxRunSeconds(def: JobDefinition): number {
  return def.expireInSeconds ?? 15 * 60;
}

/**
 * What a failed attempt leaves on the job (its `output`, shown to administrators on the Jobs
 * page): the error's message and codes, never its stack or the job's data.
 */
function jobErrorOutput(err: unknown) {
  const e = err as { message?: unknown; code?: unknown; responseCode?: unknown } | null;
  return {
    message: typeof e?.message === "string" ? e.message : String(err),
    ...(typeof e?.code === "string" || typeof e?.code === "number" ? { code: e.code } : {}),
    ...(typeof e?.responseCode === "number" ? { responseCode: e.responseCode } : {}),
  };
}

/** The data to store: the caller's, plus the current HTTP request's id when there is one. */
function withRequestId<T extends object>(data: T): T {
  const requestId = currentRequestContext()?.requestId;
  return requestId ? { ...data, [REQUEST_ID_FIELD]: requestId } : data;
}

/** The data a handler sees (without the request id) and the request id. */
function splitRequestId(stored: unknown): { data: any; requestId: string | undefined } {
  if (!stored || typeof stored !== "object" || !(REQUEST_ID_FIELD in stored))
    return { data: stored, requestId: undefined };
  const { [REQUEST_ID_FIELD]: requestId, ...data } = stored as Record<string, unknown>;
  return { data, requestId: typeof requestId === "string" ? requestId : undefined };
}

/**
 * The caller's open Drizzle transaction as pg-boss's database (its Drizzle adapter), so a job is
 * queued atomically with the rows that cause it. Drizzle types `execute()` by the query's own
 * result type, which the adapter's structural type cannot name.
 */
function inTransaction(tx: Tx): BossDb {
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}

function isTx(dbOrTx: DbOrTx): dbOrTx is Tx {
  return typeof (dbOrTx as any).rollback === "function";
}

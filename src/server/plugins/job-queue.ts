import PgBoss from "pg-boss";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DbOrTx, SqlExecutor, Tx } from "../db/client.js";
import { transactionExecutor } from "../db/client.js";
import { JobHeartbeat } from "./job-heartbeat.js";
import { handleUnawaitedJobWrites } from "./pg-boss-unawaited.js";

export type JobContext = { id: string; name: string; retryCount: number };

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
   * worker and is retried (default 60 s; see plugins/job-heartbeat.ts).
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

/** pg-boss on the application's own database (PGlite through an executeSql adapter). */
export class JobQueue {
  private boss: PgBoss;
  private definitions = new Map<string, JobDefinition>();
  private started = false;
  // pg-boss completes a worker's jobs without awaiting it; stop() waits for these so no
  // query outlives the queue (and the database can close right after).
  private inFlight = new Set<Promise<unknown>>();
  /** Handler runs in progress, also awaited by stop(). */
  private running = new Set<Promise<unknown>>();
  private stopping = false;
  /** This process's pg-boss workers per queue, woken when a job is sent (see wake). */
  private workerIds = new Map<string, string[]>();
  private heartbeat: JobHeartbeat;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollSeconds: number; tz: string },
  ) {
    const executor: SqlExecutor = {
      executeSql: (text, values) => this.track(this.inFlight, database.executor.executeSql(text, values)),
    };
    this.heartbeat = new JobHeartbeat(executor, log);
    handleUnawaitedJobWrites();
    this.boss = new PgBoss({
      db: executor as any,
      // Maintenance is what retries the jobs of a dead worker (after their heartbeat stopped),
      // so it runs often: once per interval across all instances (pg-boss takes turns through
      // a timestamp). On PGlite it holds the single connection, and a dead worker means the
      // whole process restarted: less often there.
      maintenanceIntervalSeconds: database.kind === "pglite" ? 30 : 15,
      schedule: true,
      supervise: true,
    } as any);
    this.boss.on("error", (err: Error) => this.log.error({ err }, "job queue error"));
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
    await this.boss.start();
    this.started = true;
    for (const def of this.definitions.values()) {
      const existing = await this.boss.getQueue(def.name);
      const policy = {
        retryLimit: def.retryLimit ?? 5,
        retryDelay: def.retryDelaySeconds ?? 10,
        retryBackoff: def.retryBackoff ?? true,
        expireInSeconds: maxRunSeconds(def),
        policy: def.policy ?? "standard",
      };
      if (!existing) await this.boss.createQueue(def.name, { name: def.name, ...policy } as any);
      else await this.boss.updateQueue(def.name, { name: def.name, ...policy } as any);
    }
  }

  /** Starts workers and schedules for every defined job (the `worker` role). */
  async startWorkers() {
    this.heartbeat.start();
    for (const def of this.definitions.values()) {
      const concurrency = def.concurrency ?? 1;
      for (let i = 0; i < concurrency; i++) {
        const batchSize = def.batchSize ?? 1;
        // includeMetadata: the handler learns the job's retryCount.
        const options = { pollingIntervalSeconds: this.opts.pollSeconds, batchSize, includeMetadata: true };
        let workerId = "";
        const limits = { staleAfter: def.staleAfterSeconds ?? 60, maxRun: maxRunSeconds(def) };
        const run = async (jobs: PgBoss.Job<any>[]) => {
          // Jobs fetched while stopping go back to the queue (failed, so retried later).
          if (this.stopping) throw new Error("job queue is shutting down");
          const ids = jobs.map((job) => job.id);
          await this.heartbeat.take(def.name, ids, limits);
          try {
            await runJobs(jobs);
          } finally {
            this.heartbeat.remove(def.name, ids);
          }
        };
        const runJobs = async (jobs: PgBoss.Job<any>[]) => {
          // A full batch means more may be waiting (a broadcast's emails): fetch again at once
          // instead of after the polling interval.
          if (jobs.length >= batchSize) this.boss.notifyWorker(workerId);
          if (batchSize === 1) {
            for (const job of jobs) await def.handler(job.data, context(job));
            return;
          }
          // Settled one by one, so one failing job neither fails nor repeats the others
          // (pg-boss's own completion of the batch then finds nothing active).
          for (const job of jobs) {
            try {
              if (this.stopping) throw new Error("job queue is shutting down");
              await def.handler(job.data, context(job));
              this.heartbeat.remove(def.name, [job.id]);
              await this.boss.complete(def.name, job.id);
            } catch (err) {
              const e = err as { message?: string; code?: unknown; responseCode?: unknown };
              const output = { message: e?.message ?? String(err), code: e?.code, responseCode: e?.responseCode };
              if (!this.stopping) this.log.warn({ job: def.name, id: job.id, err: output }, "job attempt failed");
              await this.boss
                .fail(def.name, job.id, output)
                .catch((e: unknown) => this.log.error({ err: e }, "job fail failed"));
            }
          }
        };
        workerId = await this.boss.work(def.name, options as any, (jobs: PgBoss.Job<any>[]) =>
          this.track(this.running, run(jobs)),
        );
        this.workerIds.set(def.name, [...(this.workerIds.get(def.name) ?? []), workerId]);
      }
      const cron = def.schedule?.(this.opts.tz);
      if (cron) await this.boss.schedule(def.name, cron, {}, { tz: this.opts.tz });
      else await this.boss.unschedule(def.name).catch(() => {});
    }
  }

  /** Enqueues a job; pass `tx` to make it part of the caller's transaction. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job "${name}"`);
    const db: SqlExecutor | undefined = options.tx && isTx(options.tx) ? transactionExecutor(options.tx) : undefined;
    const id = await this.boss.send(name, data, {
      ...(db ? { db } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    } as any);
    this.wake(name, Boolean(db));
    return id;
  }

  /** Enqueues many jobs of one queue in one statement (e.g. a chunk of emails), in `tx` when given. */
  async sendMany<T extends object>(name: string, items: T[], options: { tx?: DbOrTx } = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job "${name}"`);
    if (items.length === 0) return;
    const db: SqlExecutor | undefined = options.tx && isTx(options.tx) ? transactionExecutor(options.tx) : undefined;
    await this.boss.insert(
      items.map((data) => ({ name, data })),
      (db ? { db } : {}) as any,
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

  /**
   * Makes the current attempt of a job its last: when its handler then throws, pg-boss
   * marks it failed instead of retrying (for errors that retrying cannot fix, such as a
   * recipient the mail server rejects for good).
   */
  async stopRetrying(name: string, id: string) {
    await this.database.executor.executeSql(
      "update pgboss.job set retry_limit = retry_count where name = $1 and id = $2",
      [name, id],
    );
  }

  async getSchedules() {
    return this.boss.getSchedules();
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 } as any);
    await this.heartbeat.stop();
    // A fetch that was under way when stopping began still hands its jobs to a handler,
    // and pg-boss settles jobs without awaiting: wait until nothing is left, so the
    // database can close right after.
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

function context(job: PgBoss.Job<unknown>): JobContext {
  return { id: job.id, name: job.name, retryCount: (job as { retryCount?: number }).retryCount ?? 0 };
}

function isTx(dbOrTx: DbOrTx): dbOrTx is Tx {
  return typeof (dbOrTx as any).rollback === "function";
}

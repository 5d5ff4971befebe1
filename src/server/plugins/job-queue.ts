import PgBoss from "pg-boss";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DbOrTx, SqlExecutor, Tx } from "../db/client.js";
import { transactionExecutor } from "../db/client.js";

export type JobContext = { id: string; name: string; retryCount: number };

/** A durable job: its queue, retry policy, optional schedule, and the work it does. */
export type JobDefinition<T = any> = {
  name: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** Cron expression in TZ_SCHEDULE; pg-boss runs it once across all workers. */
  schedule?: (tz: string) => string | undefined;
  /** How many jobs of this queue one worker runs at once. */
  concurrency?: number;
  handler: (data: T, job: JobContext) => Promise<void>;
};

export type SendOptions = { tx?: DbOrTx; startAfterSeconds?: number; singletonKey?: string };

/** pg-boss on the application's own database (PGlite through an executeSql adapter). */
export class JobQueue {
  private boss: PgBoss;
  private definitions = new Map<string, JobDefinition>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollSeconds: number; tz: string },
  ) {
    this.boss = new PgBoss({
      db: database.executor as any,
      // Maintenance and monitoring hold PGlite's single connection; keep them infrequent.
      maintenanceIntervalSeconds: 300,
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
    await this.boss.start();
    this.started = true;
    for (const def of this.definitions.values()) {
      const existing = await this.boss.getQueue(def.name);
      const policy = {
        retryLimit: def.retryLimit ?? 5,
        retryDelay: def.retryDelaySeconds ?? 10,
        retryBackoff: def.retryBackoff ?? true,
        expireInSeconds: def.expireInSeconds ?? 15 * 60,
      };
      if (!existing) await this.boss.createQueue(def.name, { name: def.name, ...policy } as any);
      else await this.boss.updateQueue(def.name, { name: def.name, ...policy } as any);
    }
  }

  /** Starts workers and schedules for every defined job (the `worker` role). */
  async startWorkers() {
    for (const def of this.definitions.values()) {
      const concurrency = def.concurrency ?? 1;
      for (let i = 0; i < concurrency; i++) {
        await this.boss.work(def.name, { pollingIntervalSeconds: this.opts.pollSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) {
            await def.handler(job.data, { id: job.id, name: job.name, retryCount: (job as any).retryCount ?? 0 });
          }
        });
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
    return this.boss.send(name, data, {
      ...(db ? { db } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    } as any);
  }

  /** Changes the cron of a scheduled job (the availability check time is a setting). */
  async reschedule(name: string, cron: string | undefined) {
    if (cron) await this.boss.schedule(name, cron, {}, { tz: this.opts.tz });
    else await this.boss.unschedule(name);
  }

  async getJob(name: string, id: string) {
    return this.boss.getJobById(name, id);
  }

  async getSchedules() {
    return this.boss.getSchedules();
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 } as any);
  }
}

function isTx(dbOrTx: DbOrTx): dbOrTx is Tx {
  return typeof (dbOrTx as any).rollback === "function";
}

import type { FastifyBaseLogger } from "fastify";
import type { SqlExecutor } from "../db/client.js";

/** How often a running job tells the database its worker is alive. */
export const HEARTBEAT_SECONDS = 10;

/**
 * Heartbeats for the jobs this process runs, so that a crashed worker's jobs run again within
 * a minute or two instead of pg-boss's 15 minutes.
 *
 * pg-boss 10 has no heartbeat of its own: a job stays `active` until `started_on + expire_in`
 * has passed and a maintenance pass (every `maintenanceIntervalSeconds`) fails it by timeout,
 * which retries it. `expire_in` stays the longest a run may take (`maxRun`): pg-boss also
 * reads it at fetch time as the handler's time limit in this process, and a retried job
 * copies it. What the heartbeat moves is `started_on`: as soon as a job is taken here
 * (`take`), and then every HEARTBEAT_SECONDS while it runs, `started_on` is set so that the
 * job expires `staleAfter` seconds from now (`now() - expire_in + staleAfter`). A killed
 * process stops beating: its jobs are retried `staleAfter` (+ one maintenance interval)
 * later, and a one-at-a-time queue (the alert scan) is free again. A run past `maxRun` is
 * no longer beaten for (pg-boss's own time limit has failed it by then). Only a crash in the
 * milliseconds between pg-boss's fetch and the first beat leaves a job to the long expiry.
 * (`started_on` is read by nothing else: pg-boss sets it again at each fetch.)
 */
type Limits = { staleAfter: number; maxRun: number };
type Running = Limits & { takenAt: number };

export class JobHeartbeat {
  /** Running jobs per queue: id → when it was taken here (ms) and the queue's limits. */
  private running = new Map<string, Map<string, Running>>();
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<unknown> | undefined;

  constructor(
    private readonly executor: SqlExecutor,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.timer ??= setInterval(() => void this.beat(), HEARTBEAT_SECONDS * 1000);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.beating;
  }

  /** Jobs this process has just fetched: beats for them at once, then with the others. */
  async take(queue: string, ids: string[], limits: Limits) {
    let jobs = this.running.get(queue);
    if (!jobs) this.running.set(queue, (jobs = new Map()));
    const takenAt = Date.now();
    for (const id of ids) jobs.set(id, { ...limits, takenAt });
    await this.update(queue, ids, limits.staleAfter);
  }

  remove(queue: string, ids: string[]) {
    const jobs = this.running.get(queue);
    if (!jobs) return;
    for (const id of ids) jobs.delete(id);
    if (jobs.size === 0) this.running.delete(queue);
  }

  /** One UPDATE per queue with running jobs (the job table is partitioned by queue name). */
  private async beat() {
    if (this.beating) return;
    const work = async () => {
      const now = Date.now();
      for (const [queue, jobs] of this.running) {
        const alive = [...jobs].filter(([, job]) => now - job.takenAt < job.maxRun * 1000);
        if (alive.length > 0)
          await this.update(
            queue,
            alive.map(([id]) => id),
            alive[0]![1].staleAfter,
          );
      }
    };
    this.beating = work().finally(() => (this.beating = undefined));
    await this.beating;
  }

  private async update(queue: string, ids: string[], staleAfter: number) {
    try {
      await this.executor.executeSql(
        `update pgboss.job set started_on = now() - expire_in + make_interval(secs => $3)
          where name = $1 and id = any($2::uuid[]) and state = 'active'`,
        [queue, ids, staleAfter],
      );
    } catch (err) {
      // The next beat tries again; a database away for longer lets the jobs expire and retry.
      this.log.warn({ err, queue }, "job heartbeat failed");
    }
  }
}

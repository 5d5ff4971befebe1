import type { FastifyInstance } from "fastify";
import type { Core } from "../src/server/core.js";
import type { JobContext } from "../src/server/plugins/job-queue.js";
import { patient } from "./patience.js";

/**
 * Waits until no background job is queued or running, so that closing the app does not
 * cut a worker short (its completion would hit a closed database), or so that a test may say
 * what did not happen (no mail to someone). Jobs due later (a retry after a back-off, a delayed
 * send) are not waited for. True when drained, false when the limit came first.
 */
export async function drainJobs(app: FastifyInstance, timeoutMs = patient(20_000)) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await app.core.database.executor.executeSql(
      "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after < now() + interval '1 second'",
    );
    if (Number(rows[0]?.n ?? 0) === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** What a job's handler is handed when a test calls it directly, as a worker would. */
export function jobContext(core: Core, name: string, id = "t"): JobContext {
  return { id, name, retryCount: 0, log: core.log.child({ job: name, jobId: id }), stopRetrying: () => {} };
}

import type { FastifyInstance } from "fastify";

/**
 * Waits until no background job is queued or running, so that closing the app does not
 * cut a worker short (its completion would hit a closed database).
 */
export async function drainJobs(app: FastifyInstance, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await app.core.database.executor.executeSql(
      "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')",
    );
    if (Number(rows[0].n) === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

import type { SqlExecutor } from "../../db/client.js";
import type { JobListState } from "../../../shared/api/constants.js";

/**
 * The one read of pg-boss's job table this app makes itself: one page of jobs in a state, across
 * the app's queues, newest first, with the total. pg-boss 12 has no call for it: `findJobs()`
 * reads one queue at a time, oldest first, pages by "after this id" and filters by state only as
 * `queued`; `getQueues()` counts per queue but does not tell created from retry. An administrator's
 * list with page numbers and a total over every queue is one query on `pgboss.job` (partitioned by
 * queue name; pg-boss indexes it by name and state). Everything else (reading one job, retrying it,
 * the queue sizes) goes through pg-boss's API (plugins/job-queue.ts).
 *
 * `output` is read only for its error message: never `data` (an email's recipient and body, a
 * reset link).
 */
export type JobRow = {
  id: string;
  queue: string;
  state: JobListState;
  retry_count: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  /** The message of the last failure as pg-boss stored it (ours, or pg-boss's own timeouts). */
  error: string | null;
};

export async function readJobPage(
  executor: SqlExecutor,
  query: { state: JobListState; queues: string[]; limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const { rows } = await executor.executeSql(
    `select id::text, name as queue, state::text, retry_count, created_on, started_on, completed_on,
            coalesce(output->>'message', output->'value'->>'message') as error
       from pgboss.job
      where state = $1::pgboss.job_state and name = any($2::text[])
      order by created_on desc, id
      limit $3 offset $4`,
    [query.state, query.queues, query.limit, query.offset],
  );
  const counted = await executor.executeSql(
    "select count(*)::int as n from pgboss.job where state = $1::pgboss.job_state and name = any($2::text[])",
    [query.state, query.queues],
  );
  return { rows: rows as JobRow[], total: Number(counted.rows[0]?.n ?? 0) };
}

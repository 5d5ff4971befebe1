import type { Core } from "../../core.js";
import { conflict, notFound } from "../../lib/errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { JOB_ERROR_MAX, type JobRetried } from "../../../shared/api/jobs.js";
import type { JobListState } from "../../../shared/api/constants.js";
import { readJobPage } from "./job-table.js";

/** One page of the app's background jobs in one state, newest first (Admin → Jobs). */
export async function listJobs(core: Core, query: { state: JobListState; page: number; pageSize: number }) {
  const { rows, total } = await readJobPage(core.database.executor, {
    state: query.state,
    queues: core.jobs.queueNames(),
    limit: query.pageSize,
    offset: pageOffset(query.page, query.pageSize),
  });
  const items = rows.map((r) => ({
    id: r.id,
    queue: r.queue,
    state: r.state,
    retry_count: r.retry_count,
    created_at: r.created_on,
    started_at: r.started_on,
    completed_at: r.completed_on,
    error: r.state === "failed" || r.state === "retry" ? errorLine(r.error) : null,
  }));
  return pagedResponse(items, total, query.page, query.pageSize);
}

/** A failure's message as the list shows it: one bounded line, never a stack. */
function errorLine(message: string | null): string | null {
  if (!message) return null;
  const firstLine = message.split("\n")[0]!.trim();
  return firstLine.length > JOB_ERROR_MAX ? `${firstLine.slice(0, JOB_ERROR_MAX - 1)}…` : firstLine;
}

/**
 * Runs a failed job again (pg-boss's `retry()`: back in its queue for one more attempt).
 * 404 for a job the app's queues do not have; 409 for one that has not failed.
 */
export async function retryJob(core: Core, id: string): Promise<JobRetried> {
  for (const queue of core.jobs.queueNames()) {
    const job = await core.jobs.getJob(queue, id);
    if (!job) continue;
    if (job.state !== "failed")
      throw conflict("job_not_failed", `Only a failed job can be retried; this one is ${job.state}`);
    if (!(await core.jobs.retry(queue, id))) throw conflict("job_not_failed", "The job is no longer failed");
    core.log.info({ job: queue, jobId: id }, "job retried by an administrator");
    return { id, queue, state: "retry" };
  }
  throw notFound("Job");
}

import { Type } from "typebox";
import { Count, LiteralUnion, Nullable, NullableDateTime, DateTime, Paging, Paged, type Static } from "./common.js";
import { JOB_LIST_STATES } from "./constants.js";

export { JOB_LIST_STATES };

/** The longest error message a job list shows (a failed attempt's message, never its stack). */
export const JOB_ERROR_MAX = 2000;

/** A job's id: pg-boss's UUID. */
export const JobId = Type.String({ format: "uuid", maxLength: 36 });

export const AdminJobsQuery = Type.Object(
  {
    /** Failed jobs unless another state is asked for. */
    state: Type.Optional(LiteralUnion(JOB_LIST_STATES)),
    ...Paging,
  },
  { additionalProperties: false },
);
export type AdminJobsQuery = Static<typeof AdminJobsQuery>;

export const AdminJob = Type.Object({
  id: JobId,
  /** The queue (job name), e.g. `mail-send`. */
  queue: Type.String({ maxLength: 100 }),
  state: LiteralUnion(JOB_LIST_STATES),
  /** Attempts made after the first. */
  retry_count: Count,
  created_at: DateTime,
  started_at: NullableDateTime,
  completed_at: NullableDateTime,
  /** The last failed attempt's error message (failed and retry jobs), else null. */
  error: Nullable(Type.String({ maxLength: JOB_ERROR_MAX })),
});
export type AdminJob = Static<typeof AdminJob>;
export const AdminJobPage = Paged(AdminJob);
export type AdminJobPage = Static<typeof AdminJobPage>;

export const JobIdParams = Type.Object({ id: JobId }, { additionalProperties: false });
export type JobIdParams = Static<typeof JobIdParams>;

/** A failed job put back in its queue: it runs again shortly. */
export const JobRetried = Type.Object({
  id: JobId,
  queue: Type.String({ maxLength: 100 }),
  state: Type.Literal("retry"),
});
export type JobRetried = Static<typeof JobRetried>;

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the code running for one HTTP request knows about it without being handed it: the
 * request id (X-Request-Id), so that a job queued deep in a service carries it into its data
 * and its log lines; and, once the session is read, who is acting and from where (the audit
 * log). Entered once per request by an onRequest hook (plugins/request-context.ts); outside a
 * request (jobs, start-up) there is none.
 */
export type RequestContext = {
  requestId: string;
  ip?: string;
  /** The signed-in user acting, set when the session is read. */
  actor?: { id: number; email: string; role: string };
  /**
   * Set while an admin's write request runs (modules/audit/scope.ts): every transaction it opens
   * carries this to the audit triggers (db/audit-scope.ts), which log what it changes.
   */
  audit?: AuditScope;
};

/** Who is changing things, as the audit triggers record it (`app.audit`, migration 0005). */
export type AuditScope = {
  /** `area.verb`, e.g. `car.update` (src/shared/audit-actions.ts). */
  action: string;
  actorId: number;
  actorEmail: string;
  ip: string | null;
  requestId: string;
};

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it awaits or schedules) inside `context`. */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The current request's context, or undefined outside a request. */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

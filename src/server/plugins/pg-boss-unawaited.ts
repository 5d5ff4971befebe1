import { createRequire } from "node:module";

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

let done = false;

/**
 * pg-boss's worker completes and fails the jobs it ran without awaiting either
 * (`this.complete(…)` / `this.fail(…)` in manager.js's onFetch, pg-boss 10). When the database
 * dropped the connection at that moment (a restart, an administrator terminating backends), the
 * rejection had no handler, and Node ends a process on an unhandled rejection: the fault test
 * (test/faults-database.test.ts) saw it about one run in three.
 *
 * This gives each of those promises a handler of its own. A caller that awaits one (the public
 * `boss.complete()` / `boss.fail()`) still gets its rejection; the unawaited ones are dropped, and
 * the job they could not record stays active until its heartbeat stops and maintenance retries it
 * (plugins/job-heartbeat.ts), as for a worker that died.
 */
export function handleUnawaitedJobWrites(): void {
  if (done) return;
  done = true;
  const { prototype } = createRequire(import.meta.url)("pg-boss/src/manager.js") as {
    prototype: Record<"complete" | "fail", AsyncMethod>;
  };
  for (const name of ["complete", "fail"] as const) {
    const original = prototype[name];
    const handled = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      result.catch(() => {});
      return result;
    };
    // PgBoss exposes the manager's methods under their function names (index.js).
    Object.defineProperty(handled, "name", { value: name });
    prototype[name] = handled;
  }
}

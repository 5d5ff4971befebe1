import type { FastifyBaseLogger } from "fastify";

/** A piece of slow start-up work (job queue, demo data) with a name for the log. */
export type StartupStep = { name: string; run: () => Promise<unknown> };

/**
 * Runs the start-up steps one after another before the server listens. They run outside
 * Fastify's plugin and onReady timeout (10 s), which a busy 2-core machine exceeded with
 * pg-boss's schema work and the demo catalogue (FST_ERR_HOOK_TIMEOUT); each step logs when
 * it starts and how long it took, so a slow start shows where the time goes.
 */
export async function runStartupSteps(log: FastifyBaseLogger, steps: StartupStep[]): Promise<void> {
  for (const step of steps) {
    const started = Date.now();
    log.info(`start-up: ${step.name}…`);
    const result = await step.run();
    const details = result && typeof result === "object" ? result : {};
    log.info({ ...details, ms: Date.now() - started }, `start-up: ${step.name} done`);
  }
}

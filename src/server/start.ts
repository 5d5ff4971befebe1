import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "./app.js";
import type { Config } from "./config.js";
import { readListIndexAtStart } from "./modules/catalogue/service.js";
import { runStartupSteps, type StartupStep } from "./startup.js";

export type StartOptions = BuildOptions & {
  /** Further start-up work after the job queue (the demo data), run before listening. */
  steps?: (app: FastifyInstance) => StartupStep[];
};

/**
 * How long a start waits for the list index before it listens anyway (SQL answers the lists
 * until the read, which goes on, ends): a catalogue of a million cars is read in 7–15 s.
 */
const LIST_INDEX_WAIT_MS = 60_000;
/** From this many cars a start also answers some lists before listening (the list path warmed). */
const WARM_FROM_CARS = 10_000;

/**
 * Builds the app, runs the slow start-up work outside Fastify's timeouts, then listens.
 * The server answers only once everything is in place.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<FastifyInstance> {
  const { steps, ...buildOptions } = options;
  const app = await buildApp(config, buildOptions);
  try {
    await runStartupSteps(app.log, [
      { name: "job queue and configured admin", run: () => app.prepare() },
      ...(steps?.(app) ?? []),
      // Last: after the demo catalogue, if any, so that the index holds it.
      ...(config.role === "worker"
        ? []
        : [
            {
              name: "list index",
              run: () => readListIndexAtStart(app.core, { waitMs: LIST_INDEX_WAIT_MS, warmFromCars: WARM_FROM_CARS }),
            },
          ]),
    ]);
    await app.ready();
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

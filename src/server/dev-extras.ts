import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { StartupStep } from "./startup.js";

/**
 * What a fresh `npm start` needs to show a working marketplace: the upstream simulator
 * (when no UPSTREAM_BASE_URL is set) and, with DEMO_DATA, the demo accounts (printed once),
 * demo visits and the demo catalogue from src/server/demo/.
 */
export async function startDevelopmentExtras(config: Config) {
  // Development without UPSTREAM_BASE_URL talks to the built-in simulator on loopback
  // (imported lazily: production never loads it). Tests and benchmarks start their own.
  let upstreamSim: { url: string; close(): Promise<void> } | undefined;
  if (config.appEnv === "development" && !config.upstreamBaseUrl) {
    const { startUpstreamSim } = await import("../../tools/upstream-sim/server.js");
    upstreamSim = await startUpstreamSim({ port: 0, host: "127.0.0.1", seed: 1, username: "demo", password: "demo" });
    config = { ...config, upstreamBaseUrl: upstreamSim.url, upstreamUsername: "demo", upstreamPassword: "demo" };
    console.log(`Upstream simulator at ${upstreamSim.url} (UPSTREAM_BASE_URL is not set)`);
  }
  // Imported only with DEMO_DATA: production processes never load the demo folder (nor
  // its photo renderer).
  const demo = config.demoData ? await import("./demo/seed.js") : undefined;
  return {
    config,
    steps(app: FastifyInstance): StartupStep[] {
      return demo ? demo.demoStartupSteps(app.core) : [];
    },
    async close() {
      await upstreamSim?.close();
    },
  };
}

import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { ensureDemoUsers } from "./modules/users/bootstrap.js";
import { ensureDemoVisits } from "./modules/visitors/demo-visits.js";

/**
 * What a fresh `npm start` needs to show a working marketplace: the upstream simulator
 * (when no UPSTREAM_BASE_URL is set), demo accounts (printed once), demo visits and the
 * demo catalogue.
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
  return {
    config,
    async afterReady(app: FastifyInstance) {
      if (!config.demoData) return;
      const accounts = await ensureDemoUsers(app.core);
      if (accounts) {
        const lines = accounts.map((a) => `  ${a.role.padEnd(5)}  ${a.email}  password: ${a.password}`);
        console.log(`\nDemo accounts (shown only this once):\n${lines.join("\n")}\n`);
      }
      await ensureDemoVisits(app.core);
      // Imported here so production processes never load the photo renderer.
      const { seedDemoCatalogue } = await import("./modules/cars/demo-seed.js");
      const catalogue = await seedDemoCatalogue(app.core);
      if (catalogue) app.log.info(catalogue, "demo catalogue created");
    },
    async close() {
      await upstreamSim?.close();
    },
  };
}

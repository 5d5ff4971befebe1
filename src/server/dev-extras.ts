import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { ensureDemoUsers } from "./modules/users/bootstrap.js";

/**
 * What a fresh `npm start` needs to show a working marketplace: demo accounts (printed
 * once) and, later, demo cars and the upstream simulator.
 */
export async function startDevelopmentExtras(config: Config) {
  return {
    config,
    async afterReady(app: FastifyInstance) {
      if (!config.demoData) return;
      const accounts = await ensureDemoUsers(app.core);
      if (accounts) {
        const lines = accounts.map((a) => `  ${a.role.padEnd(5)}  ${a.email}  password: ${a.password}`);
        console.log(`\nDemo accounts (shown only this once):\n${lines.join("\n")}\n`);
      }
    },
    async close() {},
  };
}

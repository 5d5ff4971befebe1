import { startUpstreamSim, type UpstreamSim } from "../tools/upstream-sim/server.js";
import type { Config } from "../src/server/config.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";

export type UpstreamTestEnv = { sim: UpstreamSim; app: TestApp; admin: string; user: string };

/** A simulator on loopback and an app configured to use it, with an admin and a user session. */
export async function startUpstreamTestEnv(
  options: { carCount?: number; seed?: number; tzSchedule?: string; config?: Partial<Config> } = {},
): Promise<UpstreamTestEnv> {
  const sim = await startUpstreamSim({
    port: 0,
    host: "127.0.0.1",
    seed: options.seed ?? 3,
    carCount: options.carCount ?? 600,
  });
  const app = await createTestApp({
    upstreamBaseUrl: sim.url,
    upstreamUsername: "demo",
    upstreamPassword: "demo",
    upstreamRetryBaseMs: 5,
    ...(options.tzSchedule ? { tzSchedule: options.tzSchedule } : {}),
    ...options.config,
  });
  const admin = await loginCookie(app, await createAdmin(app));
  const user = await loginCookie(app, await createUser(app));
  return { sim, app, admin, user };
}

export async function stopUpstreamTestEnv(env: UpstreamTestEnv | undefined) {
  await env?.app.close();
  await env?.sim.close();
}

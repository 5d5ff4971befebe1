/**
 * Redis going away under a login burst: rate-limited routes must refuse quickly (the
 * contract's 503 with Retry-After, each within a second, not after ioredis's reconnect
 * back-off) and work again once Redis is back. The Redis here is this file's own
 * (`redis-server` on a spare loopback port), so killing it touches nobody else's.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./factories.js";
import { redisReachable } from "./redis.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { patient } from "./patience.js";

const hasRedisServer = (() => {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** A port nothing listens on right now. */
async function sparePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts redis-server without persistence on `port`; resolves once it answers. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  for (const deadline = Date.now() + patient(5_000); Date.now() < deadline;) {
    if (await redisReachable(`redis://127.0.0.1:${port}`)) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`redis-server did not answer on port ${port}`);
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

describe.skipIf(!hasRedisServer && !process.env.CI)("Redis killed under a login burst (needs redis-server)", () => {
  let port = 0;
  let redis: ChildProcess;
  let app: TestApp;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    port = await sparePort();
    redis = await startRedis(port);
    app = await createTestApp({}, { REDIS_URL: `redis://127.0.0.1:${port}` });
    user = await createUser(app);
  }, patient(60_000));

  afterAll(async () => {
    await app?.close();
    if (redis) await kill(redis);
  });

  type Timed = { status: number; code?: string; retryAfter?: string; ms: number };
  const login = async (email: string, password: string): Promise<Timed> => {
    const started = Date.now();
    const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    const body = res.json() as { error?: { code?: string } };
    const retryAfter = res.headers["retry-after"]?.toString();
    return { status: res.statusCode, code: body.error?.code, retryAfter, ms: Date.now() - started };
  };
  let round = 0;
  /**
   * 100 logins at once: the user's own and 99 unknown addresses (the limit, 30 per address and
   * email, is never reached).
   */
  const burst = () => {
    round += 1;
    return Promise.all([
      login(user.email, user.password),
      ...Array.from({ length: 99 }, (_, i) => login(`nobody-${round}-${i}@example.com`, "wrong-password-1")),
    ]);
  };

  it(
    "each login answers 503 within a second while Redis is gone, and logins work again when it is back",
    async () => {
      const before = await burst();
      expect(new Set(before.map((r) => r.status))).toEqual(new Set([200, 401]));

      await kill(redis);
      const during = await burst();
      const slowest = Math.max(...during.map((r) => r.ms));
      console.log(`Redis gone: ${during.length} logins, slowest ${slowest} ms`, count(during.map((r) => r.status)));
      expect(during.map((r) => r.status)).toEqual(Array(100).fill(503));
      expect(during.every((r) => r.code === "service_unavailable" && r.retryAfter !== undefined)).toBe(true);
      expect(slowest).toBeLessThan(patient(1000));
      // Later in the outage (ioredis's reconnect attempts are seconds apart by then), again.
      await new Promise((r) => setTimeout(r, 4000));
      const again = await burst();
      expect(again.map((r) => r.status)).toEqual(Array(100).fill(503));
      console.log(`still gone: slowest ${Math.max(...again.map((r) => r.ms))} ms`);
      expect(Math.max(...again.map((r) => r.ms))).toBeLessThan(patient(1000));
      // Liveness names what is down; the routes that do not need Redis keep working.
      const health = await app.inject("/api/health");
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: "error", db: "ok", redis: "unreachable" });
      expect((await app.inject("/api/cars")).statusCode).toBe(200);

      redis = await startRedis(port);
      const back = Date.now();
      let status = 0;
      while (Date.now() - back < patient(10_000)) {
        status = (await login(user.email, user.password)).status;
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      console.log(`logins succeed again ${Date.now() - back} ms after Redis answers`);
      expect(status).toBe(200);
      expect((await app.inject("/api/health")).json()).toEqual({ status: "ok", db: "ok", redis: "ok" });
    },
    patient(60_000),
  );
});

function count(values: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

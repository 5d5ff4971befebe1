/**
 * SIGTERM under load, as a load balancer sees it: /api/ready turns 503 first while every
 * other request is still served, then the instance stops accepting connections, requests in
 * flight finish, and the process exits. Every answer a client gets is a 2xx or the contract's
 * 503 `{error: {code, message}}`. A real process on PostgreSQL (PGlite is one process's file).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, killProcess, startServerProcess, type ServerProcess } from "./process-helpers.js";
import { patient } from "./patience.js";

/** How long the load balancer takes to act on a failed readiness probe (well within the 2 s delay). */
const LB_NOTICE_MS = 300;

const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? "");

type Outcome = { at: number; status?: number; body?: string; error?: string };

/** The reason fetch failed (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET for "other side closed"). */
function failure(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(err);
}

/** A 503 in the contract's shape. */
function contract503(o: Outcome): boolean {
  if (o.status !== 503 || !o.body) return false;
  try {
    const body = JSON.parse(o.body) as { error?: { code?: unknown; message?: unknown } };
    return body.error?.code === "service_unavailable" && typeof body.error.message === "string";
  } catch {
    return false;
  }
}

describe.skipIf(!onPostgres)("SIGTERM under load (PostgreSQL only: set TEST_DATABASE_URL)", () => {
  let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ServerProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-shutdown-"));

  beforeAll(async () => {
    db = await createPostgresDatabase("shutdown");
    server = await startServerProcess({ DATABASE_URL: db.url, DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: "2" });
  }, patient(150_000));

  afterAll(async () => {
    await killProcess(server);
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "reports unready first, keeps serving, then closes; only 2xx or the contract's 503",
    async () => {
      const url = server!.url;
      const outcomes: Outcome[] = [];
      const paths = ["/api/cars?page=1&page_size=20", "/api/cars?sort=price_asc", "/api/hero-banners", "/api/health"];
      let stop = false;
      let unreadyAt = 0;
      // A load balancer stops sending new requests a moment after its probe saw 503.
      const balancerSends = () => !stop && !(unreadyAt && Date.now() > unreadyAt + LB_NOTICE_MS);
      // 12 clients behind it, each sending its next request as soon as the last one was answered.
      const clients = Array.from({ length: 12 }, async (_, i) => {
        for (let n = 0; balancerSends(); n++) {
          try {
            const res = await fetch(`${url}${paths[(i + n) % paths.length]}`);
            outcomes.push({ at: Date.now(), status: res.status, body: await res.text() });
          } catch (err) {
            outcomes.push({ at: Date.now(), error: failure(err) });
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      });
      // The load balancer's readiness probe.
      const probe = (async () => {
        while (!stop && !unreadyAt) {
          const res = await fetch(`${url}/api/ready`).catch(() => undefined);
          if (res && res.status === 503) unreadyAt = Date.now();
          else await new Promise((r) => setTimeout(r, 50));
        }
      })();

      // Not a wait for a state: the load runs a while (a second and a half of steady traffic)
      // before the signal, as it would on a live instance.
      await new Promise((r) => setTimeout(r, 1500));
      const signalAt = Date.now();
      server!.child.kill("SIGTERM");
      // When the instance stops accepting connections (a bare TCP connect, no request).
      const port = Number(new URL(url).port);
      const listenerClosed = (async () => {
        for (;;) {
          const refused = await new Promise<boolean>((resolve) => {
            const socket = net.connect(port, "127.0.0.1");
            socket.once("connect", () => (socket.destroy(), resolve(false)));
            socket.once("error", () => resolve(true));
          });
          if (refused) return Date.now();
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const code = await Promise.race([server!.exited, new Promise((r) => setTimeout(() => r("timeout"), 30_000))]);
      const exitedAt = Date.now();
      stop = true;
      await Promise.all([...clients, probe]);
      const listenerClosedAt = await listenerClosed;

      const after = outcomes.filter((o) => o.at >= signalAt);
      const count = (list: Outcome[]) => {
        const by: Record<string, number> = {};
        for (const o of list) by[o.status ?? o.error!] = (by[o.status ?? o.error!] ?? 0) + 1;
        return by;
      };
      const lastAnswer = Math.max(...after.filter((o) => o.status).map((o) => o.at));
      const servedWhileDraining = after.filter((o) => o.status === 200 && o.at >= unreadyAt && o.at < listenerClosedAt);
      console.log(
        `before SIGTERM`,
        count(outcomes.filter((o) => o.at < signalAt)),
        `after`,
        count(after),
        `unready ${unreadyAt - signalAt} ms after the signal, connections refused after ${listenerClosedAt - signalAt} ms, exit ${code} after ${exitedAt - signalAt} ms; ${servedWhileDraining.length} requests served while unready`,
      );
      expect(code).toBe(0);
      expect(unreadyAt).toBeGreaterThan(0);
      // Readiness reported unavailable before the instance stopped accepting connections...
      expect(unreadyAt).toBeLessThan(listenerClosedAt);
      // ...and requests were still served in between (the load balancer's time to notice).
      expect(servedWhileDraining.length).toBeGreaterThan(0);
      // Nothing is lost: the last answers came before the process exited.
      expect(lastAnswer).toBeLessThanOrEqual(exitedAt);
      // Every answer: a 2xx, or the contract's 503. No request was cut or refused: the load
      // balancer had stopped sending before the instance stopped accepting connections.
      const answers = outcomes.filter((o) => o.status !== undefined);
      expect(answers.filter((o) => !(o.status! < 300 || contract503(o)))).toEqual([]);
      expect(outcomes.filter((o) => o.error)).toEqual([]);
    },
    patient(60_000),
  );
});

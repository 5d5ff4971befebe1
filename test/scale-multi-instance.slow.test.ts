/**
 * The marketplace as it runs at scale: two `ROLE=api` processes and one `ROLE=worker`,
 * started as production starts them (the compiled server, `node dist/server/main.js`, the API
 * instances with compose.yaml's Node options) together on one empty PostgreSQL
 * database (they race for the migrations, pg-boss's schema and the configured admin), one
 * Redis and one DATA_DIR. Only meaningful on PostgreSQL: PGlite is one process's file.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAIL_JOB } from "../src/server/modules/mail/service.js";
import { adminQuery, databaseUrl } from "./db-template.js";
import { listeningAddress } from "./process-helpers.js";
import { carInput } from "./catalogue-helpers.js";
import { startSmtpSink } from "./smtp-sink.js";
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from "./redis.js";
import { beforeCacheExpiry, patient } from "./patience.js";

const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? "");
const root = path.resolve(import.meta.dirname, "..");
const ADMIN = { email: "scale-admin@example.com", password: "Scale-admin-pass-42" };

/** The first recipient's address of a received message. */
const recipient = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address ?? "";

type Instance = { role: string; url: string; child: ChildProcess; output: string[] };

/** Every child started, so none outlives the file even when another failed to start. */
const spawned: ChildProcess[] = [];

/** The Node options compose.yaml gives the API instances. */
const API_NODE_OPTIONS = /&API_NODE_OPTIONS\s+"([^"]+)"/.exec(
  fs.readFileSync(path.join(root, "compose.yaml"), "utf8"),
)![1];

/** Starts the compiled server with `env`; resolves with its address once it listens (PORT=0: the OS picks). */
function startInstance(role: "api" | "worker", env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      ...env,
      ROLE: role,
      ...(role === "api" ? { NODE_OPTIONS: API_NODE_OPTIONS } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  spawned.push(child);
  const output: string[] = [];
  return listeningAddress(child, output, 150_000, `${role} instance: `).then((url) => ({ role, url, child, output }));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(!onPostgres)(
  "two API instances and a worker on one PostgreSQL (runs on PostgreSQL only: set TEST_DATABASE_URL)",
  () => {
    const base = process.env.TEST_DATABASE_URL!;
    const dbName = `scale_${process.pid}_${Date.now()}`;
    const dbUrl = onPostgres ? databaseUrl(base, dbName) : "";
    let db: pg.Client | undefined;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let a: Instance;
    let b: Instance;
    let worker: Instance;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-scale-"));
    const prefix = uniqueRedisPrefix("scale");
    let startMs = 0;

    beforeAll(async () => {
      // Empty, not the run's migrated template: the start-up races are part of the test.
      await adminQuery(base, `create database ${dbName}`);
      execFileSync(process.execPath, [path.join(root, "tools/build-server.mjs")], { cwd: root, stdio: "ignore" });
      sink = await startSmtpSink();
      const env = {
        APP_ENV: "test",
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "info",
        DEMO_DATA: "false",
        SMTP_URL: sink.url,
        // Every instance creates the admin when it is missing: the three race for it.
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      const started = Date.now();
      [a, b, worker] = await Promise.all([
        startInstance("api", env),
        startInstance("api", env),
        startInstance("worker", env),
      ]);
      startMs = Date.now() - started;
      // Alone this takes ~25 s; beside another test file on a busy 2-core machine, ~60 s.
    }, patient(200_000));

    afterAll(async () => {
      await Promise.all(spawned.map(stopChild));
      await sink?.stop();
      await db?.end();
      await adminQuery(base, `drop database if exists ${dbName} with (force)`);
      await deleteRedisKeys(prefix);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const call = async (
      instance: Instance,
      method: string,
      url: string,
      options: { cookie?: string; json?: unknown; body?: Buffer; type?: string } = {},
    ) => {
      const headers: Record<string, string> = {};
      if (options.cookie) headers.cookie = options.cookie;
      if (options.json !== undefined) headers["content-type"] = "application/json";
      if (options.type) headers["content-type"] = options.type;
      const res = await fetch(`${instance.url}${url}`, {
        method,
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      });
      return res;
    };

    async function login(instance: Instance): Promise<string> {
      const res = await call(instance, "POST", "/api/auth/login", { json: ADMIN });
      expect(res.status).toBe(200);
      const sid = /sid=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
      expect(sid).toBeDefined();
      return `sid=${sid}`;
    }

    it("all three started on the empty database (one created the admin)", () => {
      for (const instance of [a, b, worker]) expect(instance.child.exitCode, instance.role).toBeNull();
      console.info(`multi-instance: 2 API + 1 worker listening after ${startMs} ms`);
    });

    it("a login on one API instance is valid on the other, and a logout there ends it on both", async () => {
      const cookie = await login(a);
      const me = await call(b, "GET", "/api/auth/me", { cookie });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(ADMIN.email);
      expect((await call(b, "POST", "/api/auth/logout", { cookie })).status).toBe(204);
      expect((await call(a, "GET", "/api/auth/me", { cookie })).status).toBe(401);
    });

    it("a rate limit counts across both instances (a parallel burst, 10 per address and email)", async () => {
      const email = "nobody@example.com";
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          call(i % 2 ? a : b, "POST", "/api/auth/password-reset/request", { json: { email } }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(10).fill(202), ...Array(6).fill(429)]);
    });

    it("an admin's price and rate changes on one instance are seen on the other within a second", async () => {
      const cookie = await login(a);
      const created = await call(a, "POST", "/api/cars", { cookie, json: carInput({ price_krw: 20_000_000 }) });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const detailOnB = async () =>
        ((await (await call(b, "GET", `/api/cars/${id}`)).json()) as { prices: Record<string, number> }).prices;
      const setRate = async (usd_krw_rate: number) =>
        expect((await call(a, "PUT", "/api/admin/settings", { cookie, json: { usd_krw_rate } })).status).toBe(200);

      await setRate(1000);
      await vi.waitFor(async () => expect((await detailOnB()).USD).toBe(20_000), beforeCacheExpiry());
      // B now holds the rate in its catalogue cache (15 s): only the invalidation can change it this soon.
      await setRate(2000);
      const changed = Date.now();
      await vi.waitFor(async () => expect((await detailOnB()).USD).toBe(10_000), beforeCacheExpiry());
      console.info(`multi-instance: rate change on A seen on B after ${Date.now() - changed} ms`);

      const patched = await call(a, "PATCH", `/api/cars/${id}`, { cookie, json: { price_krw: 30_000_000 } });
      expect(patched.status).toBe(200);
      await vi.waitFor(
        async () => expect(await detailOnB()).toMatchObject({ KRW: 30_000_000, USD: 15_000 }),
        beforeCacheExpiry(),
      );
    });

    it("a banner switched on and off and a sold-out mark on one instance show in the other's car page before its cache expires", async () => {
      const cookie = await login(a);
      const created = await call(a, "POST", "/api/cars", { cookie, json: carInput({ car_number: null }) });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const onB = async () =>
        (await (await call(b, "GET", `/api/cars/${id}`)).json()) as { is_banner: boolean; availability: string };
      const beforeExpiry = beforeCacheExpiry();
      // B holds the car page in its response cache now: only the event from A can change it this soon.
      expect(await onB()).toMatchObject({ is_banner: false, availability: "available" });
      const toggle = async () =>
        expect((await call(a, "POST", `/api/hero-banners/admin/toggle/${id}`, { cookie })).status).toBe(200);
      await toggle();
      await vi.waitFor(async () => expect((await onB()).is_banner).toBe(true), beforeExpiry);
      await toggle();
      await vi.waitFor(async () => expect((await onB()).is_banner).toBe(false), beforeExpiry);
      expect((await call(a, "POST", `/api/cars/${id}/soldout`, { cookie })).status).toBe(200);
      await vi.waitFor(async () => expect((await onB()).availability).toBe("sold_out"), beforeExpiry);
    });

    it("a photo uploaded through one instance is served by the other", async () => {
      const cookie = await login(b);
      const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2255aa" } })
        .png()
        .toBuffer();
      const boundary = "----scale-test-boundary";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="car.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await call(b, "POST", "/api/admin/photos", {
        cookie,
        body,
        type: `multipart/form-data; boundary=${boundary}`,
      });
      expect(res.status).toBe(201);
      const saved = (await res.json()) as { url: string; thumb_url: string };
      for (const url of [saved.url, saved.thumb_url]) {
        const served = await call(a, "GET", url);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/jpeg");
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format).toBe("jpeg");
      }
    });

    it("jobs enqueued through both API instances run once each, on the worker", async () => {
      const emails = ["one", "two", "three", "four"].map((n) => `scale-${n}@example.com`);
      const sent = await Promise.all(
        emails.map((email, i) =>
          call(i % 2 ? a : b, "POST", "/api/auth/send-preregister", { json: { email, lang: "en" } }),
        ),
      );
      expect(sent.map((r) => r.status)).toEqual([202, 202, 202, 202]);
      for (const email of emails) await sink.waitFor((m) => recipient(m) === email, patient(20_000));
      // pg-boss handed each job to one worker once: completed, never retried. Once all four are
      // completed, every send has happened (a job completes after its mail is accepted).
      db = new pg.Client({ connectionString: dbUrl });
      await db.connect();
      const jobsOfOurs = async () => {
        const { rows } = await db!.query<{ data: string; state: string; retry_count: number }>(
          "select data::text as data, state, retry_count from pgboss.job where name = $1",
          [MAIL_JOB],
        );
        return rows.filter((r) => emails.some((e) => r.data.includes(e)));
      };
      await vi.waitFor(async () => expect((await jobsOfOurs()).every((r) => r.state === "completed")).toBe(true), {
        timeout: patient(20_000),
        interval: 100,
      });
      const recipients = sink.messages.map(recipient).filter((to) => emails.includes(to));
      expect(recipients.sort()).toEqual([...emails].sort());
      const ours = await jobsOfOurs();
      expect(ours.map((r) => [r.state, r.retry_count])).toEqual(emails.map(() => ["completed", 0]));
    });
  },
);

/**
 * Operations (contract: "Metrics and request ids", "Readiness"): GET /metrics behind its bearer
 * token, X-Request-Id on every answer and in every log line of its request, and /api/ready
 * refusing while the database, the migrations or the list index are not there, or the instance
 * is shutting down. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL: the pool's figures, and
 * a database refusing connections and coming back).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.js";
import { openTestPgliteDir, createTestApp, testConfig, type TestApp } from "./test-app.js";
import { createCar } from "./factories.js";
import { patient } from "./patience.js";

const TOKEN = "metrics-token-for-tests_0123456789";
const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? "");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Log lines as JSON objects, and each line's raw text (to count a key's occurrences). */
const lines: Array<{ raw: string; json: Record<string, unknown> }> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const raw of String(chunk).split("\n").filter(Boolean)) lines.push({ raw, json: JSON.parse(raw) });
    done();
  },
});

let app: TestApp;
/** An app without METRICS_TOKEN, whose list index nothing has read yet; shut down by the last test. */
let bare: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>t</title>");
  fs.writeFileSync(path.join(webDir, "assets", "app-1234.js"), "console.log(1)");
  app = await createTestApp(
    { metricsToken: TOKEN },
    {},
    {
      logger: { level: "info", stream },
      webDistDir: webDir,
      beforeReady: (a) => {
        // A route that logs through the request's logger and through the app's (as a service does).
        a.get("/api/test-logs", { config: { access: "public" } }, async (request) => {
          request.log.info("through request.log");
          await new Promise((resolve) => setTimeout(resolve, 1));
          a.core.log.warn("through core.log");
          return { ok: true };
        });
        // A limit of one request a minute.
        a.get(
          "/api/test-limited",
          { config: { access: "public", rateLimit: { max: 1, timeWindow: "1 minute" } } },
          async () => ({ ok: true }),
        );
      },
    },
  );
  bare = await createTestApp();
}, patient(90_000));

afterAll(async () => {
  await app?.close();
  await bare?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const scrape = (authorization?: string) =>
  app.inject({ method: "GET", url: "/metrics", headers: authorization === undefined ? {} : { authorization } });

/** The value of one series of the exposition text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe("GET /metrics", () => {
  it("answers 404 without METRICS_TOKEN, like an unknown path", async () => {
    const res = await bare.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
    expect(res.headers["x-request-id"]).toMatch(UUID);
    expect(bare.core.metrics).toBeUndefined();
  });

  it("answers 401 in the contract's shape without the right bearer token", async () => {
    for (const authorization of [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      TOKEN,
      `Bearer ${"x".repeat(10_000)}`,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization).slice(0, 40)).toBe(401);
      expect(res.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String), details: null } });
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.body).not.toContain(TOKEN);
    }
  });

  it("counts requests per route pattern and status in http_request_duration_seconds", async () => {
    const car = await createCar(app);
    for (let i = 0; i < 3; i++) expect((await app.inject(`/api/cars?page=${i + 1}`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await app.inject(`/api/cars/${car.id}`)).statusCode).toBe(200);
    expect((await app.inject("/api/cars/2147483000")).statusCode).toBe(404);
    expect((await app.inject("/api/cars/not-a-number")).statusCode).toBe(422);
    for (const url of ["/api/no-such-thing", "/api/no-such-thing/42", "/api/another?x=1"])
      expect((await app.inject(url)).statusCode).toBe(404);
    expect((await app.inject("/assets/app-1234.js")).statusCode).toBe(200);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const series = (route: string, status: string) => ({ method: "GET", route, status_code: status });
    expect(sample(text, "http_request_duration_seconds_count", series("/api/cars", "200"))).toBe(3);
    expect(sample(text, "http_request_duration_seconds_bucket", { ...series("/api/cars", "200"), le: "+Inf" })).toBe(3);
    expect(sample(text, "http_request_duration_seconds_sum", series("/api/cars", "200"))).toBeGreaterThan(0);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{method="GET",route="\/api\/cars",status_code="200",le="0\.001"\} \d+/,
    );
    expect(sample(text, "http_request_duration_seconds_count", series("/api/cars/:car_id", "200"))).toBe(2);
    expect(sample(text, "http_request_duration_seconds_count", series("/api/cars/:car_id", "404"))).toBe(1);
    expect(sample(text, "http_request_duration_seconds_count", series("/api/cars/:car_id", "422"))).toBe(1);
    // Unknown paths are one label: the series stay bounded whatever clients ask for.
    expect(sample(text, "http_request_duration_seconds_count", series("unmatched", "404"))).toBe(3);
    expect(text).not.toContain("no-such-thing");
    // The built web app's files are one label too.
    expect(text).not.toContain("app-1234");
    expect(text).not.toContain(`route="/api/cars/${car.id}"`);
    expect(sample(text, "http_request_duration_seconds_count", series("static", "200"))).toBe(1);
    // Buckets are cumulative.
    const buckets = text
      .split("\n")
      .filter((l) =>
        l.startsWith('http_request_duration_seconds_bucket{method="GET",route="/api/cars",status_code="200"'),
      )
      .map((l) => Number(l.split(" ").pop()));
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
  });

  it("reports the process, the event loop, the heap against its limit, the list index and the queues", async () => {
    // The readiness probe reads the list index when it was never read (it is, else, by a list request).
    expect((await app.inject("/api/ready")).statusCode).toBe(200);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "process_start_time_seconds",
      "nodejs_heap_size_used_bytes",
      "nodejs_heap_size_total_bytes",
      "nodejs_heap_size_limit_bytes",
      "nodejs_external_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(sample(text, name), name).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_limit_bytes")).toBeGreaterThan(sample(text, "nodejs_heap_size_used_bytes")!);
    expect(text).toContain("# TYPE nodejs_eventloop_lag_p99_seconds gauge");
    expect(text).toContain("# TYPE nodejs_gc_duration_seconds histogram");
    expect(sample(text, "nodejs_version_info", { version: process.version })).toBe(1);
    expect(sample(text, "catalogue_list_index_loaded")).toBe(1);
    const age = sample(text, "catalogue_list_index_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);
    // Every queue in every state, zeros included (pg-boss's counts, core.jobs.queueSizes()).
    for (const state of ["queued", "active", "failed"])
      expect(sample(text, "job_queue_size", { queue: "mail-send", state })).toBeGreaterThanOrEqual(0);

    if (onPostgres) {
      expect(sample(text, "db_pool_clients")).toBeGreaterThan(0);
      expect(sample(text, "db_pool_clients_idle")).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_pool_waiting_requests")).toBe(0);
      expect(sample(text, "db_pool_clients_max")).toBe(10);
    } else {
      // PGlite runs inside the process on one connection: there is no pool to report.
      expect(text).not.toContain("db_pool_");
    }
  });

  it("reports the list index's age growing while it is away", async () => {
    app.core.catalogueCache.listIndex.clear();
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, "catalogue_list_index_loaded")).toBe(0);
    expect(sample(text, "catalogue_list_index_age_seconds")).toBeGreaterThanOrEqual(0);
  });
});

describe("X-Request-Id", () => {
  it("echoes a valid incoming id and logs every line of the request with it", async () => {
    lines.length = 0;
    const id = "Req-1.2_abc";
    const res = await app.inject({ method: "GET", url: "/api/test-logs", headers: { "x-request-id": id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).toBe(id);
    const mine = lines.filter((l) => l.raw.includes(id));
    expect(mine.map((l) => l.json.msg)).toEqual(["through request.log", "through core.log", "request"]);
    for (const line of mine) {
      expect(line.json.requestId).toBe(id);
      // Once per line, whether the request's logger or another wrote it.
      expect(line.raw.split('"requestId"').length).toBe(2);
    }
    expect(lines.filter((l) => "requestId" in l.json && l.json.requestId !== id)).toEqual([]);
  });

  it("makes a new id for a missing or invalid one", async () => {
    const ids = new Set<string>();
    for (const incoming of [
      undefined,
      "",
      "x".repeat(129),
      "has space",
      "slash/ed",
      'quote"d',
      "semi;colon",
      "ünïcode",
      "a,b",
      "tab\there",
      "{$gt:1}",
      "../../etc/passwd",
    ]) {
      const res = await app.inject({
        method: "GET",
        url: "/api/health",
        headers: incoming === undefined ? {} : { "x-request-id": incoming },
      });
      expect(res.statusCode).toBe(200);
      const id = String(res.headers["x-request-id"]);
      expect(id, String(incoming)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(12);
    // The longest valid id is kept.
    const longest = "a".repeat(128);
    expect(
      (await app.inject({ url: "/api/health", headers: { "x-request-id": longest } })).headers["x-request-id"],
    ).toBe(longest);
  });

  it("is on every answer: errors, 404s, 422s, 429s, 401s, a malformed path, assets and pages", async () => {
    const answers = [
      await app.inject("/api/no-such-thing"),
      await app.inject("/api/cars/abc"),
      await app.inject("/api/cars/%zz"),
      await app.inject("/api/users/me"),
      await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: "{not json",
        headers: { "content-type": "application/json" },
      }),
      await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {},
        headers: { origin: "https://evil.example" },
      }),
      await app.inject("/metrics"),
      await app.inject("/assets/app-1234.js"),
      await app.inject("/assets/missing.js"),
      await app.inject("/cars"),
      await app.inject({ method: "HEAD", url: "/api/health" }),
      await app.inject({ method: "OPTIONS", url: "/api/cars" }),
    ];
    await app.inject("/api/test-limited");
    const limited = await app.inject("/api/test-limited");
    expect(limited.statusCode).toBe(429);
    answers.push(limited);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 422, 400, 401, 422, 403, 401, 200, 404, 200, 200, 404, 429]);
    for (const res of answers) expect(res.headers["x-request-id"], `${res.statusCode}`).toMatch(UUID);
    expect(answers[2]!.json()).toEqual({ error: { code: "bad_request", message: expect.any(String), details: null } });
    const sent = await app.inject({ url: "/api/no-such-thing", headers: { "x-request-id": "mine-404" } });
    expect(sent.headers["x-request-id"]).toBe("mine-404");
  });

  it("hostile request ids and tokens over a real connection: never a 5xx", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    /** One raw HTTP/1.1 request; the status line's code (or 0 when the server closed without one). */
    const raw = (head: string) =>
      new Promise<{ status: number; text: string }>((resolve) => {
        const socket = net.connect(port, "127.0.0.1");
        let text = "";
        socket.on("data", (d) => (text += d.toString("latin1")));
        socket.on("error", () => {});
        socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
        // Written, not ended: the server closes the connection after its answer (Connection: close).
        socket.write(Buffer.from(`${head}\r\nConnection: close\r\n\r\n`, "latin1"));
      });
    const results = [];
    for (const header of [
      "X-Request-Id: a\u0000b",
      "X-Request-Id: \u00ff\u00fe",
      `X-Request-Id: ${"y".repeat(8000)}`,
      "X-Request-Id: good-one\r\nX-Request-Id: second",
      "X-Request-Id:",
      "Authorization: Bearer \u0000",
      `Authorization: Bearer ${"\u00e9".repeat(300)}`,
    ]) {
      for (const target of ["/api/health", "/metrics"])
        results.push({ header, ...(await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\n${header}`)) });
    }
    for (const r of results) {
      expect(r.status, r.header.slice(0, 30)).toBeGreaterThanOrEqual(200);
      expect(r.status, r.header.slice(0, 30)).toBeLessThan(500);
      // Node's parser refuses some before any route (400 without an id); the app's answers carry
      // a new id, none of these being a valid one (a header sent twice arrives joined by ", ").
      const id = /^x-request-id: (.*)$/im.exec(r.text)?.[1];
      if (id !== undefined) expect(id.trim(), r.header.slice(0, 30)).toMatch(UUID);
    }
    expect(results.filter((r) => /^x-request-id: /im.test(r.text)).length).toBeGreaterThan(4);
  });
});

describe("GET /api/ready", () => {
  const expectNotReady = (res: { statusCode: number; headers: Record<string, unknown>; json(): any }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json()).toEqual({
      error: {
        code: "service_unavailable",
        message: expect.stringMatching(/^Not ready: /),
        details: expect.any(Object),
      },
    });
    return res.json().error.details as Record<string, string>;
  };

  it("is ready when the database answers, the migrations ran and the list index was read", async () => {
    const res = await app.inject("/api/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
    // A list index dropped later (a change of unknown cars) does not make the instance unready.
    app.core.catalogueCache.listIndex.clear();
    expect((await app.inject("/api/ready")).statusCode).toBe(200);
  });

  it("answers 503 within its time limit while the database does not answer, and 200 again after", async () => {
    const ping = vi.spyOn(app.core.database, "ping").mockReturnValue(new Promise(() => {}));
    try {
      const started = Date.now();
      const details = expectNotReady(await app.inject("/api/ready"));
      expect(Date.now() - started).toBeLessThan(patient(5_000));
      expect(details).toMatchObject({ database: "unreachable" });
    } finally {
      ping.mockRestore();
    }
    expect((await app.inject("/api/ready")).statusCode).toBe(200);
  });

  it("answers 503 until the list index has been read once, and reads it itself", async () => {
    await createCar(bare);
    expect(bare.core.catalogueCache.listIndex.status()).toEqual({ loaded: false, checkedAt: undefined });
    // The read fails while the table is away: a start that listened anyway (start.ts) is not ready.
    await bare.core.db.execute(sql`alter table cars rename to cars_away`);
    try {
      expect(expectNotReady(await bare.inject("/api/ready"))).toMatchObject({
        database: "ok",
        migrations: "applied",
        list_index: "reading",
      });
    } finally {
      await bare.core.db.execute(sql`alter table cars_away rename to cars`);
    }
    // The probe itself reads it again: no list request needs to come (the balancer sends none).
    expect((await bare.inject("/api/ready")).statusCode).toBe(200);
    expect(bare.core.catalogueCache.listIndex.status()).toMatchObject({ loaded: true });
  });

  it("answers 503 while the database lacks this version's migrations", async () => {
    const other = await createTestApp();
    try {
      const { rows } = await other.core.database.executor.executeSql(
        "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text as created_at",
      );
      expect(rows).toHaveLength(1);
      try {
        expect(expectNotReady(await other.inject("/api/ready"))).toMatchObject({ migrations: "pending" });
      } finally {
        await other.core.database.executor.executeSql(
          "insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)",
          [rows[0].hash, rows[0].created_at],
        );
      }
      expect((await other.inject("/api/ready")).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.skipIf(onPostgres)("PGlite: answers 503 once the database is closed", async () => {
    const database = await openTestPgliteDir("memory://");
    let other: FastifyInstance | undefined;
    try {
      other = await buildApp(testConfig(), { logger: false, database });
      await other.ready();
      expect((await other.inject("/api/ready")).statusCode).toBe(200);
      await database.close();
      const details = expectNotReady(await other.inject("/api/ready"));
      expect(details).toMatchObject({ database: "unreachable" });
    } finally {
      await other?.close().catch(() => {});
      await database.close().catch(() => {});
    }
  });

  it.runIf(onPostgres)(
    "PostgreSQL: answers 503 while the database refuses connections, and 200 once it takes them again",
    async () => {
      const other = await createTestApp();
      const control = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await control.connect();
      const { rows } = await other.core.database.executor.executeSql("select current_database() as name");
      const name = rows[0].name as string;
      try {
        expect((await other.inject("/api/ready")).statusCode).toBe(200);
        await control.query(`alter database ${name} allow_connections false`);
        await control.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
        const started = Date.now();
        expect(expectNotReady(await other.inject("/api/ready"))).toMatchObject({ database: "unreachable" });
        expect(Date.now() - started).toBeLessThan(patient(5_000));
        await control.query(`alter database ${name} allow_connections true`);
        await expect
          .poll(async () => (await other.inject("/api/ready")).statusCode, { timeout: patient(10_000), interval: 100 })
          .toBe(200);
      } finally {
        await control.query(`alter database ${name} allow_connections true`).catch(() => {});
        await control.end();
        await other.close();
      }
    },
    patient(60_000),
  );
  it("answers 503 from the moment it begins to shut down, while other requests are still served", async () => {
    bare.lifecycle.beginShutdown();
    const res = await bare.inject("/api/ready");
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json()).toEqual({
      error: { code: "service_unavailable", message: "This instance is shutting down", details: null },
    });
    expect(res.headers["x-request-id"]).toMatch(UUID);
    expect((await bare.inject("/api/health")).statusCode).toBe(200);
  });
});

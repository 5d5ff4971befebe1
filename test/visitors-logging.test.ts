import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { visitorLogs } from "../src/server/db/schema/system.js";
import { createTestApp, createTestDatabase, testConfig, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { DEMO_COUNTRY_CODES, ensureDemoVisits } from "../src/server/demo/visits.js";
import type { MapPoint, VisitorStats } from "../src/server/modules/visitors/service.js";

// Real public addresses that the bundled DB-IP City Lite database places in these countries.
const PLACES = [
  { ip: "202.131.0.1", country: "MN", near: [47.92, 106.92], tolerance: 3 },
  { ip: "168.126.63.1", country: "KR", near: [37.4, 127.1], tolerance: 3 },
  { ip: "77.88.8.8", country: "RU", near: [55.75, 37.6], tolerance: 3 },
  { ip: "95.56.0.1", country: "KZ", near: [43.25, 76.94], tolerance: 3 },
  { ip: "213.230.64.1", country: "UZ", near: [41.3, 69.24], tolerance: 3 },
  { ip: "210.130.1.1", country: "JP", near: [35.69, 139.77], tolerance: 3 },
  { ip: "46.4.0.1", country: "DE", near: [50.5, 12.4], tolerance: 5 },
  { ip: "1.1.1.1", country: "AU", near: [-33.87, 151.21], tolerance: 5 },
  { ip: "8.8.8.8", country: "US", near: [37.42, -122.08], tolerance: 10 },
  { ip: "2a02:6b8::1", country: "RU", near: [55.75, 37.6], tolerance: 3 },
] as const;

const visit = (app: TestApp, ip: string | undefined, path = "/", cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/visits",
    payload: { path },
    headers: { ...(ip ? { "x-forwarded-for": ip } : {}), ...(cookie ? { cookie } : {}) },
  });

const allRows = (app: TestApp) => app.core.db.select().from(visitorLogs).orderBy(visitorLogs.id);

describe("visit logging with the offline city database and TRUST_PROXY", () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    // Our proxy on loopback and a private one behind it: X-Forwarded-For is believed up to them.
    app = await createTestApp({ trustProxy: ["127.0.0.1", "10.0.0.0/8"] });
    admin = await loginCookie(app, await createAdmin(app));
  });
  afterAll(async () => {
    await app.close();
  });

  const mapData = async (minutes?: number) => {
    const res = await app.inject({
      url: `/api/admin/map-data${minutes ? `?minutes=${minutes}` : ""}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as MapPoint[];
  };

  it("answers 204 at once and validates the body", async () => {
    expect((await visit(app, "202.131.0.1", "/cars")).statusCode).toBe(204);
    expect((await app.inject({ method: "POST", url: "/api/visits", payload: {} })).statusCode).toBe(422);
    expect(
      (await app.inject({ method: "POST", url: "/api/visits", payload: { path: "https://evil.example/" } })).statusCode,
    ).toBe(422);
    await app.core.visitRecorder.drain();
  });

  it("places visitors from several countries, one map point each, all active", async () => {
    for (const place of PLACES) {
      expect((await visit(app, place.ip, "/")).statusCode).toBe(204);
      expect((await visit(app, place.ip, "/cars/7")).statusCode).toBe(204);
    }
    await app.core.visitRecorder.drain();

    const rows = await allRows(app);
    expect(rows.filter((r) => r.geoStatus !== "ok")).toEqual([]);
    const points = await mapData();
    // The Russian IPv4 and IPv6 visitors are two visitors; MN visited three times.
    expect(points).toHaveLength(PLACES.length);
    for (const place of PLACES) {
      const matches = points.filter((p) => p.country_code === place.country);
      const close = matches.find(
        (p) =>
          Math.abs(p.latitude - place.near[0]) <= place.tolerance &&
          Math.abs(p.longitude - place.near[1]) <= place.tolerance,
      );
      expect(close, `${place.ip} → ${place.country} near ${place.near}: ${JSON.stringify(matches)}`).toBeDefined();
      expect(close!.active).toBe(true);
      expect(typeof close!.city).toBe("string");
      expect(Number.isNaN(Date.parse(close!.last_seen))).toBe(false);
    }
    expect(points.find((p) => p.country_code === "MN")!.visits).toBe(3);
  });

  it("keeps only what the statistics need: no address, no query string", async () => {
    const user = await createUser(app);
    await visit(app, "95.56.0.1, 10.1.2.3", "/reset-password?token=secret#top", await loginCookie(app, user));
    await app.core.visitRecorder.drain();
    const rows = await allRows(app);
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ path: "/reset-password", userId: user.id, countryCode: "KZ", geoStatus: "ok" });
    const text = JSON.stringify(rows);
    for (const place of PLACES) expect(text).not.toContain(place.ip);
    expect(text).not.toContain("secret");
    expect(last.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    // The same address is the same visitor, whichever proxy chain it came through.
    const kz = rows.filter((r) => r.countryCode === "KZ");
    expect(new Set(kz.map((r) => r.visitorHash)).size).toBe(1);
  });

  it("stores any path text as it came (array insert escaping)", async () => {
    const odd = "/cars/a,b{c}\"d'e\\f NULL ☃";
    expect((await visit(app, "77.88.8.8", odd)).statusCode).toBe(204);
    await app.core.visitRecorder.drain();
    const rows = await allRows(app);
    expect(rows[rows.length - 1]).toMatchObject({ path: odd, countryCode: "RU", userId: null });
  });

  it("logs private addresses without coordinates", async () => {
    await visit(app, "10.0.0.7", "/");
    await app.core.visitRecorder.drain();
    const rows = await allRows(app);
    expect(rows[rows.length - 1]).toMatchObject({
      geoStatus: "private",
      latitude: null,
      longitude: null,
      countryCode: null,
    });
  });

  it("flags visitors active (5 minutes) or recent, and honours ?minutes=", async () => {
    await app.core.db.insert(visitorLogs).values([
      {
        visitorHash: "f".repeat(32),
        path: "/",
        countryCode: "GE",
        city: "Tbilisi",
        latitude: 41.7,
        longitude: 44.8,
        geoStatus: "ok",
        createdAt: new Date(Date.now() - 30 * 60_000),
      },
      {
        visitorHash: "e".repeat(32),
        path: "/",
        countryCode: "AM",
        city: "Yerevan",
        latitude: 40.2,
        longitude: 44.5,
        geoStatus: "ok",
        createdAt: new Date(Date.now() - 3 * 60_000),
      },
      {
        visitorHash: "d".repeat(32),
        path: "/",
        countryCode: "TR",
        city: "Istanbul",
        latitude: 41,
        longitude: 29,
        geoStatus: "ok",
        createdAt: new Date(Date.now() - 3 * 24 * 60 * 60_000),
      },
    ]);
    const hour = await mapData(60);
    expect(hour.find((p) => p.country_code === "GE")).toMatchObject({
      active: false,
      city: "Tbilisi",
      latitude: 41.7,
      longitude: 44.8,
    });
    expect(hour.find((p) => p.country_code === "AM")).toMatchObject({ active: true });
    expect(hour.find((p) => p.country_code === "TR")).toBeUndefined();
    expect((await mapData(10)).find((p) => p.country_code === "GE")).toBeUndefined();
    expect((await mapData(7 * 24 * 60)).find((p) => p.country_code === "TR")).toMatchObject({ active: false });
    expect((await app.inject({ url: "/api/admin/map-data?minutes=0", headers: { cookie: admin } })).statusCode).toBe(
      422,
    );
  });

  it("counts totals, days and countries", async () => {
    const res = await app.inject({ url: "/api/admin/visitor-stats", headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const stats = res.json() as VisitorStats;
    const rows = await allRows(app);
    expect(stats.totals.visits).toBe(rows.length);
    expect(stats.totals.visitors).toBe(new Set(rows.map((r) => r.visitorHash)).size);
    expect(stats.totals.active_visitors).toBeGreaterThanOrEqual(PLACES.length);
    expect(stats.per_day).toHaveLength(30);
    expect(stats.per_day.reduce((s, d) => s + d.visits, 0)).toBe(rows.length);
    expect(stats.per_day[29].visits).toBe(stats.totals.today_visits);
    expect(stats.per_country.find((c) => c.country_code === "RU")).toMatchObject({ visitors: 2, visits: 5 });
    expect(stats.per_country.find((c) => c.country_code === "MN")).toMatchObject({ visitors: 1, visits: 3 });
    const week = (
      await app.inject({ url: "/api/admin/visitor-stats?days=7", headers: { cookie: admin } })
    ).json() as VisitorStats;
    expect(week.per_day).toHaveLength(7);
  });

  it("publishes the map tile URL (MAP_TILE_URL) to the web app", async () => {
    const res = await app.inject("/api/settings/public");
    expect(res.json().map_tile_url).toBe("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(loadConfig({ MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png" }).mapTileUrl).toBe(
      "https://tiles.example/{z}/{x}/{y}.png",
    );
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example/{z}.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: "ftp://tiles.example/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
  });

  it("is for administrators only", async () => {
    const user = await loginCookie(app, await createUser(app));
    expect((await app.inject({ url: "/api/admin/map-data" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/admin/visitor-stats", headers: { cookie: user } })).statusCode).toBe(403);
  });

  it("demo data covers 23+ countries with active and recent visitors", async () => {
    await app.core.db.delete(visitorLogs);
    await ensureDemoVisits(app.core);
    const stats = (
      await app.inject({ url: "/api/admin/visitor-stats", headers: { cookie: admin } })
    ).json() as VisitorStats;
    const codes = stats.per_country.map((c) => c.country_code);
    expect(codes.length).toBeGreaterThanOrEqual(23);
    for (const code of DEMO_COUNTRY_CODES) expect(codes).toContain(code);
    const points = await mapData(60);
    expect(points.some((p) => p.active)).toBe(true);
    expect(points.some((p) => !p.active)).toBe(true);
    // A second start adds no history, only "online now" visitors when none are left.
    const before = stats.totals.visits;
    expect((await ensureDemoVisits(app.core)).inserted).toBe(0);
    const after = (
      await app.inject({ url: "/api/admin/visitor-stats", headers: { cookie: admin } })
    ).json() as VisitorStats;
    expect(after.totals.visits).toBe(before);
  });
});

/** A geolocation service on loopback: answers per address, counts calls, can hold an answer back. */
async function startGeoStub() {
  const calls: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldSeen: () => void = () => {};
  const heldArrived = new Promise<void>((resolve) => (heldSeen = resolve));
  const answers: Record<string, { status?: number; body: string }> = {
    "8.8.8.8": {
      body: JSON.stringify({
        ip: "8.8.8.8",
        city: "Mountain View",
        country_code: "US",
        latitude: 37.386,
        longitude: -122.0838,
      }),
    },
    "77.88.8.8": {
      body: JSON.stringify({ status: "success", countryCode: "RU", city: "Moscow", lat: 55.7558, lon: 37.6173 }),
    },
    "1.1.1.1": { body: JSON.stringify({ ip: "1.1.1.1", country: "AU", city: "Sydney", loc: "-33.8688,151.2093" }) },
    "9.9.9.9": { status: 500, body: JSON.stringify({ error: "boom" }) },
    "4.4.4.4": { body: JSON.stringify({ country_code: "US", city: "Nowhere", latitude: 123.4, longitude: 10 }) },
    "4.2.2.2": { body: JSON.stringify({ country_code: "USA", city: "Nowhere", latitude: 10, longitude: 10 }) },
    "208.67.222.222": { body: "<html>rate limited</html>" },
    "64.6.64.6": { body: JSON.stringify({ status: "fail", message: "reserved range" }) },
    "5.5.5.5": { body: JSON.stringify({ country_code: "de", city: "Berlin", latitude: "52.52", longitude: "13.405" }) },
  };
  const server = http.createServer(async (req, res) => {
    const ip = decodeURIComponent(req.url!.replace(/^\/lookup\//, "").replace(/\/json$/, ""));
    calls.push(ip);
    if (ip === "5.5.5.5") {
      heldSeen();
      await held;
    }
    const answer = answers[ip] ?? { status: 404, body: "{}" };
    res.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/lookup/{ip}/json`,
    calls,
    release,
    heldArrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("visit logging with an HTTP geolocation service", () => {
  let stub: Awaited<ReturnType<typeof startGeoStub>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;

  const start = async (env: Record<string, string> = {}) => {
    const built = await buildApp(testConfig({}, { GEOIP_HTTP_URL: stub.url, TRUST_PROXY: "true", ...env }), {
      logger: false,
      database: db.database,
    });
    await built.ready();
    return built as TestApp;
  };

  beforeAll(async () => {
    stub = await startGeoStub();
    db = await createTestDatabase();
    app = await start();
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    await stub.close();
  });

  it("uses the provider chosen by GEOIP_HTTP_URL", () => {
    expect(app.core.config.geoipProvider).toBe("http");
    expect(app.core.visitRecorder.provider.name).toBe("http");
  });

  it("reads common answer shapes and logs failures and invalid answers without coordinates", async () => {
    const expectations: Record<string, { status: string; country?: string }> = {
      "8.8.8.8": { status: "ok", country: "US" },
      "77.88.8.8": { status: "ok", country: "RU" },
      "1.1.1.1": { status: "ok", country: "AU" },
      "9.9.9.9": { status: "failed" },
      "4.4.4.4": { status: "failed" },
      "4.2.2.2": { status: "failed" },
      "208.67.222.222": { status: "failed" },
      "64.6.64.6": { status: "failed" },
      "7.7.7.7": { status: "failed" },
    };
    for (const ip of Object.keys(expectations)) {
      await app.core.db.delete(visitorLogs);
      expect((await visit(app, ip, "/")).statusCode).toBe(204);
      await app.core.visitRecorder.drain();
      const rows = await allRows(app);
      expect(rows, ip).toHaveLength(1);
      const want = expectations[ip];
      expect(rows[0].geoStatus, ip).toBe(want.status);
      if (want.country) {
        expect(rows[0].countryCode, ip).toBe(want.country);
        expect(rows[0].latitude, ip).not.toBeNull();
      } else {
        expect(rows[0]).toMatchObject({ countryCode: null, city: null, latitude: null, longitude: null });
      }
    }
    expect(stub.calls).toEqual(Object.keys(expectations));
  });

  it("answers the visitor before the service does, then fills the coordinates in", async () => {
    await app.core.db.delete(visitorLogs);
    expect((await visit(app, "5.5.5.5", "/cars")).statusCode).toBe(204);
    const flushed = app.core.visitRecorder.flush();
    await stub.heldArrived;
    await flushed;
    expect((await allRows(app))[0].geoStatus).toBe("pending");
    // A second visit meanwhile is logged too, and located together with the first.
    await visit(app, "5.5.5.5", "/cost");
    await app.core.visitRecorder.flush();
    stub.release();
    await app.core.visitRecorder.drain();
    const rows = await allRows(app);
    expect(rows.map((r) => [r.path, r.geoStatus, r.countryCode, r.city, r.latitude, r.longitude])).toEqual([
      ["/cars", "ok", "DE", "Berlin", 52.52, 13.405],
      ["/cost", "ok", "DE", "Berlin", 52.52, 13.405],
    ]);
    expect(stub.calls.filter((ip) => ip === "5.5.5.5")).toHaveLength(1);
  });

  it("caches per address, then reuses recent rows after a restart", async () => {
    const before = stub.calls.length;
    await visit(app, "8.8.8.8", "/again");
    await app.core.visitRecorder.drain();
    expect(stub.calls.length).toBe(before);

    await app.close();
    app = await start();
    await visit(app, "8.8.8.8", "/after-restart");
    await app.core.visitRecorder.drain();
    expect(stub.calls.length).toBe(before);
    const [row] = await app.core.db.select().from(visitorLogs).where(eq(visitorLogs.path, "/after-restart"));
    expect(row).toMatchObject({ geoStatus: "ok", countryCode: "US", city: "Mountain View" });
  });

  it("ignores X-Forwarded-For without TRUST_PROXY and never sends a private address out", async () => {
    await app.close();
    app = await start({ TRUST_PROXY: "false" });
    const before = stub.calls.length;
    await visit(app, "77.88.8.8", "/spoofed");
    await app.core.visitRecorder.drain();
    const [row] = await app.core.db.select().from(visitorLogs).where(eq(visitorLogs.path, "/spoofed"));
    expect(row.geoStatus).toBe("private");
    expect(stub.calls.length).toBe(before);
    const [{ pending }] = (
      (await app.core.db.execute(
        sql`select count(*)::int as pending from visitor_logs where geo_status = 'pending'`,
      )) as unknown as {
        rows: Array<{ pending: number }>;
      }
    ).rows;
    expect(pending).toBe(0);
  });
});

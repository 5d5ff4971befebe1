/**
 * The sync agent (api.md "Automatic sync") against the upstream simulator: rules, runs that
 * import new listings and refresh prices, faults that change nothing, one run at a time.
 */
import { eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import { syncRuns } from "../src/server/db/schema/sync.js";
import { upstreamJobs } from "../src/server/modules/upstream/jobs.js";
import { startSyncRun, SYNC_RUN_JOB } from "../src/server/modules/upstream/sync-service.js";
import type { SimCar } from "../tools/upstream-sim/generator.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";
import { jobContext } from "./drain-jobs.js";
import { patient, pollUntil } from "./patience.js";

const TZ = "Asia/Ulaanbaatar";
let env: UpstreamTestEnv;

beforeAll(async () => {
  env = await startUpstreamTestEnv({ carCount: 200, tzSchedule: TZ });
});
afterAll(() => stopUpstreamTestEnv(env));
beforeEach(() => {
  env.sim.faults.reset();
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const api = (method: Method, url: string, payload?: object, cookie: string | null = env.admin) =>
  env.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

type Rule = { complex_code: string; maker?: string | null; model?: string | null; max_price_krw?: number | null };

/** The listings a rule should find, from the simulator's own state (unreadable rows are never listed). */
function matching(rule: Rule): SimCar[] {
  return env.sim.state.cars.filter(
    (c) =>
      c.state === "available" &&
      !c.brokenRow &&
      c.complexCode === rule.complex_code &&
      (!rule.maker || c.maker === rule.maker) &&
      (!rule.model || c.model.startsWith(rule.model)) &&
      (rule.max_price_krw == null || (c.priceManwon !== null && c.priceManwon * 10_000 <= rule.max_price_krw)),
  );
}

async function createRule(rule: Rule & { enabled?: boolean }) {
  const res = await api("POST", "/api/admin/sync-rules", rule);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function waitForRun(runId: number) {
  return pollUntil(
    async () => (await api("GET", "/api/admin/sync-runs")).json().items.find((r: { id: number }) => r.id === runId),
    (run) => run !== undefined && run.status !== "running",
    { ms: 60_000, what: "the sync run did not finish" },
  );
}

async function runNow() {
  const res = await api("POST", "/api/admin/sync-runs");
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ status: "running" });
  return waitForRun(res.json().run_id as number);
}

async function importedKeys(): Promise<string[]> {
  const rows = await env.app.core.db.select({ key: cars.upstreamKey }).from(cars).where(isNotNull(cars.upstreamKey));
  return rows.map((r) => r.key!).sort();
}

async function carByKey(key: string) {
  const [row] = await env.app.core.db.select().from(cars).where(eq(cars.upstreamKey, key));
  return row;
}

const keysOf = (list: SimCar[]) => list.map((c) => c.key).sort();

// Rules of the whole file: a maker with a price ceiling, a maker and model, and a disabled one.
const RULE_A: Rule = { complex_code: "1001", maker: "현대", max_price_krw: 35_000_000 };
const RULE_B: Rule = { complex_code: "1003", maker: "기아" };
const RULE_OFF: Rule = { complex_code: "1007", maker: "현대" };
let ruleA: { id: number };

describe("sync runs", () => {
  it("imports, per enabled rule, the listings its filters find, exactly like a manual import", async () => {
    ruleA = await createRule(RULE_A);
    await createRule(RULE_B);
    await createRule({ ...RULE_OFF, enabled: false });
    const expectedA = matching(RULE_A);
    const expectedB = matching(RULE_B).filter((c) => c.priceManwon !== null);
    // The ceiling really filters: some of the maker's cars there cost more.
    expect(matching({ ...RULE_A, max_price_krw: null }).length).toBeGreaterThan(expectedA.length);
    expect(expectedA.length).toBeGreaterThan(0);
    expect(expectedB.length).toBeGreaterThan(0);

    const run = await runNow();
    expect(run).toMatchObject({
      trigger: "manual",
      status: "finished",
      phase: "done",
      imported: expectedA.length + expectedB.length,
      skipped: 0,
      price_changes: 0,
      finished_at: expect.any(String),
    });
    // A listing without a price (price on request) fails as in a manual import, with its reason.
    const noPrice = matching(RULE_B).filter((c) => c.priceManwon === null);
    expect(run.failed).toBe(noPrice.length);
    expect(run.errors.filter((e: string) => /no price/.test(e))).toHaveLength(noPrice.length);
    expect(await importedKeys()).toEqual(keysOf([...expectedA, ...expectedB]));
    // The disabled rule's cars were not imported.
    for (const c of matching(RULE_OFF)) expect(await carByKey(c.key)).toBeUndefined();

    // Photos stored by the service, the thumbnail as the main image, the upstream price.
    const sample = expectedA[0];
    const car = await carByKey(sample.key);
    expect(car.source).toBe("upstream");
    expect(Number(car.priceKrw)).toBe(sample.priceManwon! * 10_000);
    expect(car.images.length).toBe(sample.photoCount);
    expect(car.mainImage).toBe(car.images[0]?.thumb_url ?? null);
    if (car.images.length > 0) {
      const photo = await env.app.inject({ method: "GET", url: car.images[0].url });
      expect(photo.statusCode).toBe(200);
    }
  });

  it("imports nothing new on a second run: every listing found is skipped", async () => {
    const before = await importedKeys();
    const run = await runNow();
    const found = matching(RULE_A).length + matching(RULE_B).filter((c) => c.priceManwon !== null).length;
    expect(run).toMatchObject({ status: "finished", imported: 0, skipped: found, price_changes: 0 });
    expect(await importedKeys()).toEqual(before);
  });

  it("imports a new listing and skips one above the rule's price ceiling", async () => {
    const template = matching(RULE_A)[0];
    const cheap = env.sim.state.addCar(template.key, { priceManwon: 1000 })!;
    const dear = env.sim.state.addCar(template.key, { priceManwon: 9000 })!;
    const run = await runNow();
    expect(run).toMatchObject({ imported: 1, price_changes: 0 });
    expect(await carByKey(cheap.key)).toBeDefined();
    expect(await carByKey(dear.key)).toBeUndefined();
  });

  it("imports at most sync_max_per_run listings per run; the next run takes the rest", async () => {
    const template = matching(RULE_A)[0];
    const added = [1, 2, 3].map(() => env.sim.state.addCar(template.key, { priceManwon: 1500 })!);
    expect((await api("PUT", "/api/admin/settings", { sync_max_per_run: 2 })).statusCode).toBe(200);
    try {
      const first = await runNow();
      expect(first.imported).toBe(2);
      const second = await runNow();
      expect(second.imported).toBe(1);
      for (const c of added) expect(await carByKey(c.key)).toBeDefined();
      expect((await api("PUT", "/api/admin/settings", { sync_max_per_run: 0 })).statusCode).toBe(200);
      const none = env.sim.state.addCar(template.key, { priceManwon: 1500 })!;
      expect((await runNow()).imported).toBe(0);
      expect(await carByKey(none.key)).toBeUndefined();
    } finally {
      await api("PUT", "/api/admin/settings", { sync_max_per_run: 200 });
    }
    expect((await runNow()).imported).toBe(1);
  });

  it("records an upstream price change in the price history and counts it", async () => {
    const [down, up] = matching(RULE_B).filter((c) => c.priceManwon !== null);
    const downCar = await carByKey(down.key);
    const upCar = await carByKey(up.key);
    env.sim.state.setCarPrice(down.key, down.priceManwon! - 100);
    env.sim.state.setCarPrice(up.key, up.priceManwon! + 50);
    const run = await runNow();
    expect(run).toMatchObject({ status: "finished", imported: 0, price_changes: 2 });

    const history = (await api("GET", `/api/cars/${downCar.id}/price-history`)).json();
    expect(history.map((h: { price_krw: number }) => h.price_krw)).toEqual([
      Number(downCar.priceKrw),
      down.priceManwon! * 10_000,
    ]);
    const after = await carByKey(down.key);
    expect(Number(after.priceKrw)).toBe(down.priceManwon! * 10_000);
    expect(after.priceDroppedAt).toBeInstanceOf(Date);
    const rose = await carByKey(up.key);
    expect(Number(rose.priceKrw)).toBe(up.priceManwon! * 10_000);
    expect(rose.priceDroppedAt).toBeNull();
    expect(Number(upCar.priceKrw)).not.toBe(Number(rose.priceKrw));

    // Nothing moved: nothing recorded.
    expect((await runNow()).price_changes).toBe(0);
    expect((await api("GET", `/api/cars/${downCar.id}/price-history`)).json()).toHaveLength(2);
  });

  it("leaves the price of a car sold upstream alone (not listed: nothing to refresh)", async () => {
    const sold = matching(RULE_A)[1];
    const price = sold.priceManwon;
    const before = await carByKey(sold.key);
    env.sim.state.setCarPrice(sold.key, 100);
    env.sim.state.setCarState(sold.key, "sold");
    try {
      const run = await runNow();
      expect(run.price_changes).toBe(0);
      expect(Number((await carByKey(sold.key)).priceKrw)).toBe(Number(before.priceKrw));
    } finally {
      env.sim.state.setCarState(sold.key, "available");
      env.sim.state.setCarPrice(sold.key, price);
    }
  });
});

describe("upstream faults", () => {
  /** A new listing and a price change are waiting upstream; a faulty run must take neither. */
  const history = async (carId: number) => (await api("GET", `/api/cars/${carId}/price-history`)).json();

  async function pendingChanges() {
    const template = matching(RULE_A)[0];
    const fresh = env.sim.state.addCar(template.key, { priceManwon: 1200 })!;
    const changed = matching(RULE_B).filter((c) => c.priceManwon !== null)[2];
    const before = await carByKey(changed.key);
    const historyLength = (await history(before.id)).length;
    const newPrice = changed.priceManwon! - 10;
    env.sim.state.setCarPrice(changed.key, newPrice);
    return { fresh, changed, before, historyLength, newPrice };
  }

  async function expectUnchanged(p: Awaited<ReturnType<typeof pendingChanges>>) {
    expect(await carByKey(p.fresh.key)).toBeUndefined();
    expect(Number((await carByKey(p.changed.key)).priceKrw)).toBe(Number(p.before.priceKrw));
    expect(await history(p.before.id)).toHaveLength(p.historyLength);
  }

  /** Once the upstream is healthy again the same run takes both changes. */
  async function expectRecovered(p: Awaited<ReturnType<typeof pendingChanges>>) {
    env.sim.faults.reset();
    const run = await runNow();
    expect(run).toMatchObject({ imported: 1, price_changes: 1 });
    expect(run.errors.filter((e: string) => /search failed|could not be read/.test(e))).toEqual([]);
    expect(Number((await carByKey(p.changed.key)).priceKrw)).toBe(p.newPrice * 10_000);
    expect(await history(p.before.id)).toHaveLength(p.historyLength + 1);
  }

  it("a 5xx upstream: errors recorded, nothing changed", async () => {
    const p = await pendingChanges();
    env.sim.faults.status5xxRate = 1;
    const run = await runNow();
    expect(run).toMatchObject({ status: "finished", imported: 0, price_changes: 0 });
    expect(run.errors.length).toBeGreaterThanOrEqual(3);
    expect(run.errors.some((e: string) => new RegExp(`rule ${ruleA.id} .*search failed.*503`).test(e))).toBe(true);
    expect(run.errors.some((e: string) => /could not be read upstream, their prices were left/.test(e))).toBe(true);
    await expectUnchanged(p);
    await expectRecovered(p);
  });

  it("a session that expires again after a new login: errors recorded, nothing changed", async () => {
    const p = await pendingChanges();
    env.sim.faults.alwaysExpire = true;
    const run = await runNow();
    expect(run).toMatchObject({ imported: 0, price_changes: 0 });
    expect(run.errors.some((e: string) => /upstream_session_expired/.test(e))).toBe(true);
    await expectUnchanged(p);
    await expectRecovered(p);
  });

  it("cut-off detail pages: the prices it could not read are left as they were", async () => {
    const p = await pendingChanges();
    // Only the detail pages break: the search still finds the new listing, whose import then fails.
    env.sim.faults.faultPath = "/car/car_view.html";
    env.sim.faults.truncateMode = "close";
    env.sim.faults.truncateNext = 100_000;
    const run = await runNow();
    const noPrice = matching(RULE_B).filter((c) => c.priceManwon === null).length;
    expect(run).toMatchObject({ imported: 0, failed: 1 + noPrice, price_changes: 0 });
    expect(run.errors.some((e: string) => e.startsWith(`car ${p.fresh.key}:`))).toBe(true);
    expect(run.errors.some((e: string) => /could not be read upstream/.test(e))).toBe(true);
    await expectUnchanged(p);
    await expectRecovered(p);
  });
});

describe("one run at a time", () => {
  it("answers 202 to exactly one of a burst of starts and 409 to the others, and shows progress", async () => {
    env.sim.faults.slowMs = 150;
    const answers = await Promise.all(Array.from({ length: 8 }, () => api("POST", "/api/admin/sync-runs")));
    const accepted = answers.filter((r) => r.statusCode === 202);
    expect(accepted).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 202)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe("sync_running");
    }
    const runId = accepted[0].json().run_id;
    // Workers starting a scheduled run meanwhile find it taken too.
    expect(await startSyncRun(env.app.core, "scheduled")).toBeNull();
    let sawProgress = false;
    for (const deadline = Date.now() + patient(10_000); Date.now() < deadline && !sawProgress;) {
      const list = (await api("GET", "/api/admin/sync-runs")).json();
      const run = list.items.find((r: { id: number }) => r.id === runId);
      expect(run).toBeDefined();
      if (run.status !== "running") break;
      sawProgress = run.phase !== "queued" && run.progress_total > 0;
      if (sawProgress) expect(run.progress_done).toBeLessThanOrEqual(run.progress_total);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(sawProgress).toBe(true);
    expect((await api("POST", "/api/admin/sync-runs")).statusCode).toBe(409);
    env.sim.faults.slowMs = 0;
    const done = await waitForRun(runId);
    expect(done.status).toBe("finished");
  });

  it("takes over from a run whose process died", async () => {
    const stale = await startSyncRun(env.app.core, "scheduled");
    expect(stale).not.toBeNull();
    expect((await api("POST", "/api/admin/sync-runs")).statusCode).toBe(409);
    await env.app.core.db
      .update(syncRuns)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(syncRuns.id, stale!.id));
    const run = await runNow();
    expect(run.status).toBe("finished");
    const old = (await api("GET", "/api/admin/sync-runs?page_size=100"))
      .json()
      .items.find((r: { id: number }) => r.id === stale!.id);
    expect(old).toMatchObject({ status: "abandoned", finished_at: expect.any(String) });
    expect(old.errors[0]).toMatch(/stopped before it finished/);
  });

  it("lists recent runs newest first, paged", async () => {
    const page = (await api("GET", "/api/admin/sync-runs?page=1&page_size=2")).json();
    expect(page).toMatchObject({ page: 1, page_size: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(Object.keys(page.items[0]).sort()).toEqual(
      [
        "id",
        "trigger",
        "status",
        "started_at",
        "finished_at",
        "imported",
        "skipped",
        "failed",
        "price_changes",
        "errors",
        "phase",
        "progress_done",
        "progress_total",
      ].sort(),
    );
  });
});

describe("schedule and settings", () => {
  const schedule = async (name: string) => {
    const all = (await env.app.core.jobs.getSchedules()) as { name: string; cron: string; timezone: string }[];
    return all.find((s) => s.name === name);
  };
  const handler = () => upstreamJobs(env.app.core).find((j) => j.name === SYNC_RUN_JOB)!.handler;

  it("has its defaults and registers the daily run at sync_time in TZ_SCHEDULE", async () => {
    const settings = (await api("GET", "/api/admin/settings")).json();
    expect(settings).toMatchObject({ sync_enabled: true, sync_time: "05:00", sync_max_per_run: 200 });
    expect(await schedule(SYNC_RUN_JOB)).toMatchObject({ cron: "0 5 * * *", timezone: TZ });
  });

  it("follows sync_time and sync_enabled; a scheduled run is marked so, and none runs while off", async () => {
    expect((await api("PUT", "/api/admin/settings", { sync_time: "06:45" })).statusCode).toBe(200);
    expect(await schedule(SYNC_RUN_JOB)).toMatchObject({ cron: "45 6 * * *", timezone: TZ });

    await handler()({}, jobContext(env.app.core, SYNC_RUN_JOB));
    const [latest] = (await api("GET", "/api/admin/sync-runs")).json().items;
    expect(latest).toMatchObject({ trigger: "scheduled", status: "finished" });

    expect((await api("PUT", "/api/admin/settings", { sync_enabled: false })).statusCode).toBe(200);
    expect(await schedule(SYNC_RUN_JOB)).toBeUndefined();
    const total = (await api("GET", "/api/admin/sync-runs")).json().total;
    // A schedule left over from before the switch does nothing.
    await handler()({}, jobContext(env.app.core, SYNC_RUN_JOB));
    expect((await api("GET", "/api/admin/sync-runs")).json().total).toBe(total);
    // "Run now" still works while the schedule is off.
    expect((await runNow()).trigger).toBe("manual");

    expect((await api("PUT", "/api/admin/settings", { sync_enabled: true, sync_time: "05:00" })).statusCode).toBe(200);
    expect(await schedule(SYNC_RUN_JOB)).toMatchObject({ cron: "0 5 * * *" });
  });

  it("refuses bad sync settings with 422 naming the field, and changes nothing", async () => {
    const bad: [string, unknown][] = [
      ["sync_time", "24:00"],
      ["sync_time", "5:00"],
      ["sync_time", "05:00:00"],
      ["sync_time", ""],
      ["sync_max_per_run", -1],
      ["sync_max_per_run", 1.5],
      ["sync_max_per_run", 5001],
      ["sync_max_per_run", "lots"],
      ["sync_enabled", "maybe"],
      ["sync_enabled", 2],
    ];
    for (const [key, value] of bad) {
      const res = await api("PUT", "/api/admin/settings", { [key]: value });
      expect(res.statusCode, `${key}=${JSON.stringify(value)}`).toBe(422);
      expect(JSON.stringify(res.json().error.details)).toContain(key);
    }
    expect((await api("GET", "/api/admin/settings")).json()).toMatchObject({
      sync_enabled: true,
      sync_time: "05:00",
      sync_max_per_run: 200,
    });
  });
});

describe("sync rules", () => {
  it("lists, changes, switches and deletes rules", async () => {
    const created = await createRule({
      complex_code: "1002",
      maker: "현대",
      model: "쏘나타",
      max_price_krw: 20_000_000,
    });
    expect(created).toMatchObject({
      complex_code: "1002",
      maker: "현대",
      model: "쏘나타",
      max_price_krw: 20_000_000,
      enabled: true,
    });
    const list = (await api("GET", "/api/admin/sync-rules")).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(list).toMatchObject({ page: 1, page_size: 20 });

    const patched = await api("PATCH", `/api/admin/sync-rules/${created.id}`, {
      enabled: false,
      model: null,
      max_price_krw: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ enabled: false, maker: "현대", model: null, max_price_krw: null });

    expect((await api("DELETE", `/api/admin/sync-rules/${created.id}`)).statusCode).toBe(204);
    expect((await api("DELETE", `/api/admin/sync-rules/${created.id}`)).statusCode).toBe(404);
    expect((await api("PATCH", `/api/admin/sync-rules/${created.id}`, { enabled: true })).statusCode).toBe(404);
  });

  it("refuses hostile or senseless rules with 422", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ complex_code: "9999" }, "complex_code"],
      [{ complex_code: "1001' OR 1=1 --" }, "complex_code"],
      [{ complex_code: "" }, "complex_code"],
      [{ complex_code: "x".repeat(21) }, "complex_code"],
      [{}, "complex_code"],
      [{ complex_code: "1001", maker: "<script>alert(1)</script>" }, "maker"],
      [{ complex_code: "1001", maker: "현대\u0000" }, "maker"],
      [{ complex_code: "1001", maker: " 현대" }, "maker"],
      [{ complex_code: "1001", maker: "   " }, "maker"],
      [{ complex_code: "1001", maker: "" }, "maker"],
      [{ complex_code: "1001", maker: "가".repeat(61) }, "maker"],
      [{ complex_code: "1001", maker: ["현대"] }, "maker"],
      [{ complex_code: "1001", model: "쏘나타" }, "model"],
      [{ complex_code: "1001", maker: "현대", model: "a\nb" }, "model"],
      [{ complex_code: "1001", max_price_krw: 0 }, "max_price_krw"],
      [{ complex_code: "1001", max_price_krw: -5 }, "max_price_krw"],
      [{ complex_code: "1001", max_price_krw: 1.5 }, "max_price_krw"],
      [{ complex_code: "1001", max_price_krw: 1e11 }, "max_price_krw"],
      [{ complex_code: "1001", max_price_krw: "cheap" }, "max_price_krw"],
      [{ complex_code: "1001", enabled: "perhaps" }, "enabled"],
      [{ complex_code: "1001", owner_id: 1 }, "owner_id"],
    ];
    const before = (await api("GET", "/api/admin/sync-rules")).json().total;
    for (const [body, field] of bad) {
      const res = await api("POST", "/api/admin/sync-rules", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
      expect(JSON.stringify(res.json().error.details), JSON.stringify(body)).toContain(field);
    }
    expect((await api("GET", "/api/admin/sync-rules")).json().total).toBe(before);

    const rule = await createRule({ complex_code: "1004", maker: "기아", model: "K5" });
    const badPatches: [Record<string, unknown>, string][] = [
      [{}, ""],
      [{ complex_code: "0000" }, "complex_code"],
      [{ maker: null }, "model"],
      [{ max_price_krw: 10_000_000_001 }, "max_price_krw"],
      [{ id: 5 }, "id"],
    ];
    for (const [body, field] of badPatches) {
      const res = await api("PATCH", `/api/admin/sync-rules/${rule.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await api("PATCH", `/api/admin/sync-rules/${id}`, { enabled: false })).statusCode).toBe(422);
      expect((await api("DELETE", `/api/admin/sync-rules/${id}`)).statusCode).toBe(422);
    }
    const [row] = (await api("GET", "/api/admin/sync-rules?page_size=100"))
      .json()
      .items.filter((r: { id: number }) => r.id === rule.id);
    expect(row).toMatchObject({ complex_code: "1004", maker: "기아", model: "K5", max_price_krw: null });
    await api("DELETE", `/api/admin/sync-rules/${rule.id}`);
  });

  it("is for admins only", async () => {
    const calls: [Method, string][] = [
      ["GET", "/api/admin/sync-rules"],
      ["POST", "/api/admin/sync-rules"],
      ["PATCH", "/api/admin/sync-rules/1"],
      ["DELETE", "/api/admin/sync-rules/1"],
      ["GET", "/api/admin/sync-runs"],
      ["POST", "/api/admin/sync-runs"],
    ];
    for (const [method, url] of calls) {
      const body = method === "POST" || method === "PATCH" ? { complex_code: "1001", enabled: true } : undefined;
      expect((await api(method, url, body, env.user)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

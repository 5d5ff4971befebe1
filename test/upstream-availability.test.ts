import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availabilityCheckRuns, cars } from "../src/server/db/schema/cars.js";
import { createCar } from "../src/server/modules/cars/service.js";
import {
  AVAILABILITY_CHECK_JOB,
  NIGHTLY_SOLDOUT_JOB,
  startRun,
} from "../src/server/modules/upstream/availability-service.js";
import { upstreamJobs } from "../src/server/modules/upstream/jobs.js";
import type { SimCar } from "../tools/upstream-sim/generator.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";
import { jobContext } from "./drain-jobs.js";
import { pollUntil } from "./patience.js";

const TZ = "Asia/Ulaanbaatar";
let env: UpstreamTestEnv;
let simCars: SimCar[];
const carIds = new Map<string, number>();

beforeAll(async () => {
  env = await startUpstreamTestEnv({ carCount: 200, tzSchedule: TZ });
  // Twenty imported cars (rows as an import leaves them), all available upstream.
  simCars = env.sim.state.cars.filter((c) => c.state === "available").slice(0, 20);
  for (const c of simCars) {
    const row = await createCar(
      env.app.core,
      env.app.core.db,
      {
        car_name: c.name,
        maker: c.maker,
        model: c.model,
        year: c.year,
        mileage: c.mileage,
        fuel: c.fuel,
        transmission: c.transmission,
        price_krw: 1_000_000,
      },
      { source: "upstream", upstreamKey: c.key },
    );
    carIds.set(c.key, row.id);
  }
  // A manual car is never looked up upstream.
  await createCar(env.app.core, env.app.core.db, {
    car_name: "Manual",
    maker: "현대",
    model: "쏘나타",
    year: 2020,
    mileage: 1,
    fuel: "가솔린",
    transmission: "오토",
    price_krw: 1,
  });
});
afterAll(() => stopUpstreamTestEnv(env));
beforeEach(async () => {
  env.sim.faults.reset();
  env.sim.state.resetCounters();
  for (const c of simCars) env.sim.state.setCarState(c.key, "available");
  await env.app.core.db.update(cars).set({ soldout: false, soldoutAt: null });
});

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: object, cookie = env.admin) =>
  env.app.inject({ method, url, headers: { cookie }, payload });

async function runNow() {
  const res = await api("POST", "/api/upstream/availability-check/run");
  expect(res.statusCode, res.body).toBe(202);
  const runId = res.json().run_id as number;
  return pollUntil(
    async () => (await api("GET", "/api/upstream/availability-check")).json(),
    (status) => !status.running && status.last_run?.id === runId,
    { ms: 20_000, what: "the check did not finish" },
  );
}

async function soldoutKeys(): Promise<string[]> {
  const rows = await env.app.core.db
    .select({ key: cars.upstreamKey, at: cars.soldoutAt })
    .from(cars)
    .where(eq(cars.soldout, true));
  for (const r of rows) expect(r.at).toBeInstanceOf(Date);
  return rows.map((r) => r.key!).sort();
}

describe("availability check", () => {
  it("runs on demand (202) and reports its statistics", async () => {
    const status = await runNow();
    expect(status.last_run).toMatchObject({
      trigger: "manual",
      status: "finished",
      checked: 20,
      still_available: 20,
      marked_soldout: 0,
      unknown: 0,
      errors: 0,
      finished_at: expect.any(String),
    });
    expect(status.recent_runs[0].id).toBe(status.last_run.id);
    expect(status).toMatchObject({ enabled: true, time: "04:00", time_zone: TZ, running: false, current_run: null });
    const checked = await env.app.core.db
      .select({ at: cars.lastCheckedAt })
      .from(cars)
      .where(inArray(cars.id, [...carIds.values()]));
    expect(checked.every((r) => r.at instanceof Date)).toBe(true);
  });

  it("marks sold and deleted cars sold out and leaves the others", async () => {
    const [sold, deleted404, deletedPage] = [
      simCars[1],
      simCars.find((c) => c.deletedAs === "404")!,
      simCars.find((c) => c.deletedAs === "page")!,
    ];
    env.sim.state.setCarState(sold.key, "sold");
    env.sim.state.setCarState(deleted404.key, "deleted");
    env.sim.state.setCarState(deletedPage.key, "deleted");
    const status = await runNow();
    expect(status.last_run).toMatchObject({
      checked: 20,
      still_available: 17,
      marked_soldout: 3,
      unknown: 0,
      errors: 0,
    });
    expect(await soldoutKeys()).toEqual([sold.key, deleted404.key, deletedPage.key].sort());
    // Sold-out cars are not checked again.
    const next = await runNow();
    expect(next.last_run).toMatchObject({ checked: 17, marked_soldout: 0 });
  });

  it("marks nothing sold out while the upstream answers 5xx", async () => {
    env.sim.state.setCarState(simCars[2].key, "sold");
    env.sim.faults.faultPath = "/car/car_view.html";
    env.sim.faults.status5xxRate = 1;
    const status = await runNow();
    expect(status.last_run).toMatchObject({
      checked: 20,
      still_available: 0,
      marked_soldout: 0,
      unknown: 20,
      status: "failed",
      errors: 1,
    });
    expect(status.last_run.error_message).toMatch(/no clear answer for any car.*503/);
    expect(await soldoutKeys()).toEqual([]);
  });

  it("leaves a car whose answer is unknown (cut-off page) alone", async () => {
    const sold = simCars.slice(3, 5);
    for (const c of sold) env.sim.state.setCarState(c.key, "sold");
    env.sim.faults.faultPath = "/car/car_view.html";
    env.sim.faults.truncateNext = 1;
    const status = await runNow();
    const run = status.last_run;
    expect(run.unknown).toBe(1);
    expect(run.checked).toBe(20);
    expect(run.still_available + run.marked_soldout + run.unknown).toBe(20);
    const marked = await soldoutKeys();
    expect(marked.length).toBe(run.marked_soldout);
    expect(marked.every((k) => sold.some((c) => c.key === k))).toBe(true);
  });

  it("marks nothing when an implausible share of cars looks gone", async () => {
    for (const c of simCars.slice(0, 12)) env.sim.state.setCarState(c.key, "sold");
    const status = await runNow();
    expect(status.last_run).toMatchObject({ checked: 20, marked_soldout: 0, errors: 1, status: "failed" });
    expect(status.last_run.error_message).toMatch(/implausible/);
    expect(await soldoutKeys()).toEqual([]);
  });

  it("answers 409 while a check is running, and recovers from an abandoned run", async () => {
    // Several workers starting at once: exactly one gets the run.
    const started = await Promise.all(
      ["scheduled", "nightly", "scheduled"].map((t) => startRun(env.app.core, t as "scheduled")),
    );
    expect(started.filter((r) => r !== null)).toHaveLength(1);
    const running = started.find((r) => r !== null)!;
    expect(await startRun(env.app.core, "nightly")).toBeNull();
    const res = await api("POST", "/api/upstream/availability-check/run");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("check_running");
    const status = (await api("GET", "/api/upstream/availability-check")).json();
    expect(status.running).toBe(true);
    expect(status.current_run.id).toBe(running.id);

    // Its process died: no heartbeat for longer than the stale limit.
    await env.app.core.db
      .update(availabilityCheckRuns)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(availabilityCheckRuns.id, running.id));
    const after = await runNow();
    expect(after.last_run.trigger).toBe("manual");
    const [old] = await env.app.core.db
      .select()
      .from(availabilityCheckRuns)
      .where(eq(availabilityCheckRuns.id, running.id));
    expect(old.status).toBe("abandoned");
  });

  it("runs the nightly checker with trigger 'nightly'", async () => {
    env.sim.state.setCarState(simCars[6].key, "sold");
    const nightly = upstreamJobs(env.app.core).find((j) => j.name === NIGHTLY_SOLDOUT_JOB)!;
    await nightly.handler({}, jobContext(env.app.core, NIGHTLY_SOLDOUT_JOB));
    const status = (await api("GET", "/api/upstream/availability-check")).json();
    expect(status.last_run).toMatchObject({ trigger: "nightly", marked_soldout: 1 });
    expect(await soldoutKeys()).toEqual([simCars[6].key]);
  });

  it("is admin only", async () => {
    expect((await api("POST", "/api/upstream/availability-check/run", undefined, env.user)).statusCode).toBe(403);
    expect((await api("GET", "/api/upstream/availability-check", undefined, env.user)).statusCode).toBe(403);
  });
});

describe("schedules", () => {
  const schedule = async (name: string) => {
    const all = (await env.app.core.jobs.getSchedules()) as { name: string; cron: string; timezone: string }[];
    return all.find((s) => s.name === name);
  };

  it("registers the daily check at the configured time and the nightly checker at 3:00, in TZ_SCHEDULE", async () => {
    expect(await schedule(AVAILABILITY_CHECK_JOB)).toMatchObject({ cron: "0 4 * * *", timezone: TZ });
    expect(await schedule(NIGHTLY_SOLDOUT_JOB)).toMatchObject({ cron: "0 3 * * *", timezone: TZ });
  });

  it("reschedules when the settings change (own endpoint and admin settings)", async () => {
    const put = await api("PUT", "/api/upstream/availability-check", { enabled: true, time: "05:30" });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ enabled: true, time: "05:30" });
    expect(await schedule(AVAILABILITY_CHECK_JOB)).toMatchObject({ cron: "30 5 * * *", timezone: TZ });

    expect((await api("PUT", "/api/admin/settings", { availability_check_time: "06:15" })).statusCode).toBe(200);
    expect(await schedule(AVAILABILITY_CHECK_JOB)).toMatchObject({ cron: "15 6 * * *" });

    expect(
      (await api("PUT", "/api/upstream/availability-check", { enabled: false, time: "06:15" })).json().enabled,
    ).toBe(false);
    expect(await schedule(AVAILABILITY_CHECK_JOB)).toBeUndefined();
    // The nightly checker is the agent's own and stays.
    expect(await schedule(NIGHTLY_SOLDOUT_JOB)).toMatchObject({ cron: "0 3 * * *" });

    expect((await api("PUT", "/api/upstream/availability-check", { enabled: true, time: "25:00" })).statusCode).toBe(
      422,
    );
    expect((await api("PUT", "/api/upstream/availability-check", { enabled: true, time: "04:00" })).statusCode).toBe(
      200,
    );
    expect(await schedule(AVAILABILITY_CHECK_JOB)).toMatchObject({ cron: "0 4 * * *" });
  });
});

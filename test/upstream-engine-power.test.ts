// The sync agent and engine power (api.md "The truth at the border"): the import maps `power_hp` where
// the upstream's detail page states it (최고출력), a later sync fills it in where the car has none, and
// an admin's value is never replaced, neither by "unknown" nor by the listing's own figure.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import type { SimCar } from "../tools/upstream-sim/generator.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";
import { pollUntil } from "./patience.js";

let env: UpstreamTestEnv;

beforeAll(async () => {
  env = await startUpstreamTestEnv({ carCount: 240 });
});
afterAll(() => stopUpstreamTestEnv(env));

type Method = "GET" | "POST" | "PATCH";
const api = (method: Method, url: string, payload?: object) =>
  env.app.inject({ method, url, headers: { cookie: env.admin }, payload });

const used = new Set<string>();
function pick(test: (c: SimCar) => boolean): SimCar {
  const car = env.sim.state.cars.find(
    (c) => !used.has(c.key) && c.state === "available" && c.priceManwon !== null && !c.brokenRow && test(c),
  );
  if (!car) throw new Error("no such car in the simulator");
  used.add(car.key);
  return car;
}

async function carIdOf(key: string): Promise<number> {
  const [row] = await env.app.core.db.select({ id: cars.id }).from(cars).where(eq(cars.upstreamKey, key));
  return row.id;
}
const powerOf = async (key: string) => (await api("GET", `/api/cars/${await carIdOf(key)}`)).json().power_hp;

async function syncNow() {
  const res = await api("POST", "/api/admin/sync-runs");
  expect(res.statusCode, res.body).toBe(202);
  const runId = res.json().run_id as number;
  return pollUntil(
    async () => (await api("GET", "/api/admin/sync-runs")).json().items.find((r: { id: number }) => r.id === runId),
    (run) => run !== undefined && run.status !== "running",
    { ms: 60_000, what: "the sync run did not finish" },
  );
}

describe("engine power from the upstream", () => {
  it("is mapped where the detail page states it, unknown where it does not", async () => {
    const stated = pick((c) => c.powerShown === "마력");
    const ps = pick((c) => c.powerShown === "ps");
    const kw = pick((c) => c.powerShown === "kw");
    const dash = pick((c) => c.powerShown === "none" && c.index % 2 === 1);
    const noRow = pick((c) => c.powerShown === "none" && c.index % 2 === 0);
    const res = await api("POST", "/api/upstream/import", {
      car_keys: [stated, ps, kw, dash, noRow].map((c) => c.key),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toHaveLength(5);
    expect(await powerOf(stated.key)).toBe(stated.powerHp);
    expect(await powerOf(ps.key)).toBe(ps.powerHp);
    expect(Math.abs((await powerOf(kw.key)) - kw.powerHp!)).toBeLessThanOrEqual(1);
    expect(await powerOf(dash.key)).toBeNull();
    expect(await powerOf(noRow.key)).toBeNull();
  });

  it("a sync fills in a missing power, and never replaces an admin's with unknown or with the listing's", async () => {
    const adminsOverUnknown = pick((c) => c.powerShown === "마력" && c.powerHp !== null);
    const adminsOverListing = pick((c) => c.powerShown === "마력" && c.powerHp !== null);
    const laterStated = pick((c) => c.powerShown === "none" && c.powerHp !== null);
    const keys = [adminsOverUnknown, adminsOverListing, laterStated].map((c) => c.key);
    expect((await api("POST", "/api/upstream/import", { car_keys: keys })).json().imported).toHaveLength(3);
    expect(await powerOf(laterStated.key)).toBeNull();

    // An admin corrects two cars; then the listings change: one stops stating its power, one states
    // another figure, the third starts stating it.
    for (const [car, hp] of [
      [adminsOverUnknown, 111],
      [adminsOverListing, 222],
    ] as const) {
      const res = await api("PATCH", `/api/cars/${await carIdOf(car.key)}`, { power_hp: hp });
      expect(res.statusCode, res.body).toBe(200);
    }
    adminsOverUnknown.powerShown = "none";
    adminsOverListing.powerHp = adminsOverListing.powerHp! + 40;
    laterStated.powerShown = "마력";

    const run = await syncNow();
    expect(run).toMatchObject({ status: "finished", price_changes: 0 });
    expect(await powerOf(adminsOverUnknown.key)).toBe(111);
    expect(await powerOf(adminsOverListing.key)).toBe(222);
    expect(await powerOf(laterStated.key)).toBe(laterStated.powerHp);
    // The public list shows the filled-in figure too (the write went through the cars service).
    const id = await carIdOf(laterStated.key);
    const list = (
      await env.app.inject({ method: "GET", url: `/api/cars?q=${encodeURIComponent(laterStated.plate)}` })
    ).json();
    expect(list.items.find((c: { id: number }) => c.id === id)?.power_hp).toBe(laterStated.powerHp);
  });
});

import { describe, expect, it } from "vitest";
import { expectedDecoded } from "../../../../tools/upstream-sim/encoding.js";
import { parseSearchPage } from "./adapter.js";
import { client, sim, useAdapterSim } from "./adapter-sim-fixture.js";
import { decodeEucKr } from "./decode.js";

useAdapterSim();

const requests = (path: string) => sim.state.requests[path] ?? 0;
const LOGIN = "/member/login_ok.html";
const SEARCH = "/car/search_list.html";
const available = () => sim.state.cars.filter((c) => c.state === "available");
const short = (code: string) => sim.state.complexes.find((c) => c.code === code)!.short;

describe("session", () => {
  it("logs in lazily and lists the complexes without the empty option", async () => {
    const complexes = await client().listComplexes();
    expect(complexes[0]).toEqual({ code: "1001", name: "장안평 중고차 매매단지" });
    expect(complexes.length).toBeGreaterThanOrEqual(6);
    expect(complexes.every((c) => c.code !== "")).toBe(true);
    expect(requests(LOGIN)).toBe(1);
  });

  it("fails clearly on wrong credentials", async () => {
    await expect(client({ password: "wrong" }).search({})).rejects.toMatchObject({ code: "upstream_login_failed" });
    expect(requests(LOGIN)).toBe(1);
  });

  it("logs in again once when the session expires in the middle of a paged search", async () => {
    const code = "1001";
    const expected = available().filter((c) => c.complexCode === code);
    expect(expected.length).toBeGreaterThan(40); // at least three pages
    const c = client();
    await c.login();
    sim.faults.expireAfterRequests = 2; // page 3 meets an expired session
    const keys: string[] = [];
    for await (const page of c.searchPages({ complexCode: code })) {
      keys.push(...page.items.map((i) => i.car_key), ...page.errors.map((e) => e.car_key ?? ""));
    }
    expect(keys.sort()).toEqual(expected.map((car) => car.key).sort());
    expect(requests(LOGIN)).toBe(2); // the explicit login + exactly one re-login
    expect(requests(SEARCH)).toBe(Math.ceil(expected.length / 20) + 1);
  });

  it("reports a second expiry as upstream_session_expired instead of looping", async () => {
    const c = client();
    sim.faults.alwaysExpire = true;
    await expect(c.search({ page: 1 })).rejects.toMatchObject({ code: "upstream_session_expired" });
    expect(requests(LOGIN)).toBe(2);
    expect(requests(SEARCH)).toBe(2);
    await expect(c.search({ page: 1 })).rejects.toMatchObject({ code: "upstream_session_expired" });
    expect(requests(LOGIN)).toBe(4);
    sim.faults.alwaysExpire = false;
    expect((await c.search({ page: 1 })).items.length).toBe(20);
  });

  it("shares one re-login between concurrent requests", async () => {
    const c = client({ concurrency: 4 });
    await c.login();
    sim.faults.expireSessionsNow();
    await Promise.all([1, 2, 3, 4].map((page) => c.search({ page })));
    expect(requests(LOGIN)).toBe(2);
  });
});

describe("search", () => {
  it("sends cho empty so that domestic and import cars are both listed", async () => {
    const paths: string[] = [];
    const c = client({ logger: { info: (o: object) => paths.push(String((o as { path?: string }).path)) } });
    const page = await c.search({ complexCode: "1002" });
    const expected = available().filter((car) => car.complexCode === "1002");
    expect(page.total).toBe(expected.length);
    expect(expected.some((car) => car.cho === 2)).toBe(true);
    expect(paths.find((p) => p.startsWith(SEARCH))).toBe(`${SEARCH}?c_danji=1002&cho=&maker=&model=&page=1`);
    // Without cho the upstream lists domestic cars only: the quirk the adapter avoids.
    const res = await fetch(`${sim.url}${SEARCH}?c_danji=1002&page=1`, { headers: { cookie: await sessionCookie() } });
    const domestic = parseSearchPage(decodeEucKr(Buffer.from(await res.arrayBuffer())));
    expect(domestic.total).toBe(expected.filter((car) => car.cho === 1).length);
  });

  it("maps rows to items, with thumbnails from the img tags", async () => {
    const page = await client().search({ page: 1 });
    expect(page.page).toBe(1);
    expect(page.items.length + page.errors.length).toBe(20);
    for (const item of page.items) {
      const car = sim.state.car(item.car_key)!;
      expect(item).toMatchObject({
        car_name: car.name,
        car_number: car.plate,
        year: car.year,
        month: car.month,
        mileage: car.mileage,
        fuel: car.fuel,
        transmission: car.transmission,
        color: car.color === "" || car.color === "-" ? null : car.color,
        price_krw: car.priceManwon === null ? null : car.priceManwon * 10_000,
        main_image: car.photoPaths[0] ? `${sim.url}${car.photoPaths[0]}` : null,
      });
      if (item.main_image) expect(item.main_image).toMatch(/\/upload\/car\/\d{6}\/\d{14}_0\.jpg$/);
    }
  });

  it("keeps Korean text around invalid bytes in the danji cell", async () => {
    const c = client();
    for (const fault of ["cut", "ff"] as const) {
      const car = available().find((x) => x.danjiFault === fault && !x.brokenRow)!;
      const index = available()
        .filter((x) => x.complexCode === car.complexCode)
        .indexOf(car);
      const page = await c.search({ complexCode: car.complexCode, page: Math.floor(index / 20) + 1 });
      const item = page.items.find((i) => i.car_key === car.key)!;
      expect(item.danji).toBe(expectedDecoded(short(car.complexCode), fault));
      expect(item.danji).toContain("\ufffd");
    }
  });

  it("reports a row that cannot be parsed and goes on with the rest", async () => {
    const car = available().find((x) => x.brokenRow)!;
    const siblings = available().filter((x) => x.complexCode === car.complexCode);
    const index = siblings.indexOf(car);
    const page = await client().search({ complexCode: car.complexCode, page: Math.floor(index / 20) + 1 });
    const start = Math.floor(index / 20) * 20;
    const broken = siblings.slice(start, start + 20).filter((x) => x.brokenRow);
    expect(page.errors.map((e) => e.car_key)).toEqual(broken.map((x) => x.key));
    expect(page.errors[0]).toMatchObject({
      reason: "no car name",
      html: expect.stringContaining(`data-key="${broken[0].key}"`),
    });
    expect(page.errors[0].html).toContain(sim.state.car(broken[0].key)!.plate);
    expect(page.items.length).toBe(Math.min(20, siblings.length - start) - broken.length);
  });

  it("retries 5xx with back-off and then succeeds", async () => {
    Object.assign(sim.faults, { fail5xxNext: 2, faultPath: SEARCH });
    const page = await client().search({ page: 2 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(requests(SEARCH)).toBe(3);
  });

  it("gives up after the configured retries", async () => {
    Object.assign(sim.faults, { fail5xxNext: 10, faultPath: SEARCH });
    await expect(client({ retries: 2 }).search({})).rejects.toMatchObject({ code: "upstream_http_error", status: 503 });
    expect(requests(SEARCH)).toBe(3);
  });

  it("rejects a cut-off page instead of returning part of it", async () => {
    Object.assign(sim.faults, { truncateNext: 1, faultPath: SEARCH });
    await expect(client().search({})).rejects.toMatchObject({ code: "upstream_unparseable" });
  });
});

describe("politeness", () => {
  it("keeps at most `concurrency` requests in flight and logs each call", async () => {
    const log: Record<string, unknown>[] = [];
    const c = client({ concurrency: 2, logger: { info: (o: object) => log.push(o as Record<string, unknown>) } });
    await c.login();
    sim.state.resetCounters();
    sim.faults.slowMs = 30;
    await Promise.all([1, 2, 3, 4, 5, 6].map((page) => c.search({ page })));
    expect(sim.state.maxInFlight).toBe(2);
    const calls = log.filter((e) => typeof e.path === "string" && (e.path as string).startsWith(SEARCH));
    expect(calls.length).toBe(6);
    for (const e of calls) {
      expect(e).toMatchObject({ status: 200, bytes: expect.any(Number), ms: expect.any(Number) });
      expect(e.ms as number).toBeGreaterThanOrEqual(25);
    }
  });
});

async function sessionCookie(): Promise<string> {
  const res = await fetch(`${sim.url}${LOGIN}`, {
    method: "POST",
    body: new URLSearchParams({ user_id: "demo", user_pw: "demo" }),
    redirect: "manual",
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

import { describe, expect, it } from "vitest";
import { expectedDecoded } from "../../../../tools/upstream-sim/encoding.js";
import type { SimCar } from "../../../../tools/upstream-sim/generator.js";
import { startUpstreamSim } from "../../../../tools/upstream-sim/server.js";
import { client, findCar, sim, useAdapterSim } from "./adapter-sim-fixture.js";

useAdapterSim();
const DETAIL = "/car/car_view.html";

describe("getDetail", () => {
  it("returns every spec field of an available car", async () => {
    const car = findCar(
      (c) =>
        c.state === "available" &&
        c.commentFault === null &&
        c.priceManwon !== null &&
        c.displacement > 0 &&
        c.color.length > 1,
    );
    const result = await client().getDetail(car.key);
    expect(result).toEqual({
      status: "available",
      car: expect.objectContaining({
        car_key: car.key,
        car_number: car.plate,
        car_name: car.name,
        year: car.year,
        month: car.month,
        mileage: car.mileage,
        fuel: car.fuel,
        transmission: car.transmission,
        color: car.color,
        displacement_cc: car.displacement,
        power_hp: car.powerShown === "none" ? null : car.powerHp,
        price_krw: car.priceManwon! * 10_000,
        listing_number: car.listingNo,
        options: car.options,
        dealer_comment: car.dealerComment,
        dealer: { name: car.dealerName, phone: car.dealerPhone },
      }),
    });
  });

  it("reads the engine power in each form the page states it, and unknown where it says none", async () => {
    const c = client();
    const read = async (car: SimCar) => {
      const result = await c.getDetail(car.key);
      if (result.status !== "available") throw new Error(`expected available, got ${result.status}`);
      return result.car.power_hp;
    };
    const usable = (x: SimCar) => x.state === "available" && x.priceManwon !== null && !x.brokenRow;
    // "245마력", "245ps", kilowatts (converted back to metric horsepower, within rounding).
    expect(await read(findCar((x) => usable(x) && x.powerShown === "마력"))).toBeGreaterThan(0);
    for (const shown of ["마력", "ps"] as const) {
      const car = findCar((x) => usable(x) && x.powerShown === shown);
      expect(await read(car), shown).toBe(car.powerHp);
    }
    const kw = findCar((x) => usable(x) && x.powerShown === "kw");
    expect(Math.abs((await read(kw))! - kw.powerHp!)).toBeLessThanOrEqual(1);
    // No row, or a "-": unknown, never 0.
    for (const parity of [0, 1]) {
      const car = findCar((x) => usable(x) && x.powerShown === "none" && x.index % 2 === parity);
      expect(await read(car)).toBeNull();
    }
  });

  it("keeps the dealer comment readable around every kind of invalid byte", async () => {
    const c = client();
    for (const fault of ["lead-space", "lead-lt", "ff", "cut"] as const) {
      const car = findCar((x) => x.state === "available" && x.commentFault === fault);
      const result = await c.getDetail(car.key);
      if (result.status !== "available") throw new Error(`expected available, got ${result.status}`);
      expect(result.car.dealer_comment).toBe(expectedDecoded(car.dealerComment, fault));
      expect(result.car.dealer_comment).toContain("\ufffd");
      expect(result.car.car_name).toBe(car.name);
    }
  });

  it("maps a price on request and an unknown colour to null", async () => {
    const car = findCar((c) => c.state === "available" && c.priceManwon === null);
    const c = client();
    expect(await c.getDetail(car.key)).toMatchObject({ status: "available", car: { price_krw: null } });
    const noColour = findCar((x) => x.state === "available" && (x.color === "" || x.color === "-"));
    expect(await c.getDetail(noColour.key)).toMatchObject({ status: "available", car: { color: null } });
  });

  it("reports sold and deleted cars as gone", async () => {
    const c = client();
    const sold = findCar((x) => x.state === "sold");
    expect(await c.getDetail(sold.key)).toEqual({ status: "gone", reason: "sold" });
    const deletedPage = findCar((x) => x.state === "deleted" && x.deletedAs === "page");
    expect(await c.getDetail(deletedPage.key)).toEqual({ status: "gone", reason: "deleted" });
    const deleted404 = findCar((x) => x.state === "deleted" && x.deletedAs === "404");
    expect(await c.getDetail(deleted404.key)).toEqual({ status: "gone", reason: "not_found" });
    expect(await c.getDetail("999999999")).toEqual({ status: "gone", reason: "not_found" });
  });

  it("follows a car sold while we watch it", async () => {
    const c = client();
    const car = findCar((x) => x.state === "available" && x.index > 100);
    expect((await c.getDetail(car.key)).status).toBe("available");
    sim.state.setCarState(car.key, "sold");
    try {
      expect(await c.getDetail(car.key)).toEqual({ status: "gone", reason: "sold" });
    } finally {
      sim.state.setCarState(car.key, "available");
    }
  });
});

describe("getDetail never calls a car gone when the upstream misbehaves", () => {
  const sold = () => findCar((x) => x.state === "sold");
  const avail = () => findCar((x) => x.state === "available");

  it("5xx after every retry is unknown", async () => {
    Object.assign(sim.faults, { fail5xxNext: 100, faultPath: DETAIL });
    for (const car of [sold(), avail()]) {
      const result = await client({ retries: 2 }).getDetail(car.key);
      expect(result).toMatchObject({ status: "unknown", error: { code: "upstream_http_error", status: 503 } });
    }
    expect(sim.state.requests[DETAIL]).toBe(6);
  });

  it("retries a 5xx and then answers", async () => {
    Object.assign(sim.faults, { fail5xxNext: 2, faultPath: DETAIL });
    expect(await client().getDetail(sold().key)).toEqual({ status: "gone", reason: "sold" });
    expect(sim.state.requests[DETAIL]).toBe(3);
  });

  it("a time-out is unknown", async () => {
    Object.assign(sim.faults, { slowMs: 400, faultPath: DETAIL });
    const result = await client({ timeoutMs: 80, retries: 1 }).getDetail(sold().key);
    expect(result).toMatchObject({ status: "unknown", error: { code: "upstream_timeout" } });
    expect(sim.state.requests[DETAIL]).toBe(2);
  });

  it("a page cut off (clean end) is unknown, for sold and available cars alike", async () => {
    const c = client();
    for (const car of [sold(), avail()]) {
      Object.assign(sim.faults, { truncateNext: 1, truncateMode: "end", faultPath: DETAIL });
      expect(await c.getDetail(car.key)).toMatchObject({ status: "unknown", error: { code: "upstream_unparseable" } });
    }
  });

  it("a connection cut mid-body is retried, and unknown when it keeps happening", async () => {
    const c = client({ retries: 1 });
    Object.assign(sim.faults, { truncateNext: 1, truncateMode: "close", faultPath: DETAIL });
    expect((await c.getDetail(avail().key)).status).toBe("available");
    Object.assign(sim.faults, { truncateNext: 5 });
    expect(await c.getDetail(sold().key)).toMatchObject({ status: "unknown", error: { code: "upstream_network" } });
  });

  it("a session that expires twice is unknown with upstream_session_expired", async () => {
    sim.faults.alwaysExpire = true;
    const result = await client().getDetail(sold().key);
    expect(result).toMatchObject({ status: "unknown", error: { code: "upstream_session_expired" } });
    expect(sim.state.requests["/member/login_ok.html"]).toBe(2);
  });

  it("an unreachable upstream is unknown", async () => {
    const closed = await startUpstreamSim({ port: 0, carCount: 10 });
    await closed.close();
    const result = await client({ baseUrl: closed.url, retries: 1 }).getDetail(sold().key);
    expect(result).toMatchObject({ status: "unknown", error: { code: "upstream_network" } });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import sharp from "sharp";
import { makerModelOf } from "../src/server/modules/upstream/import-service.js";
import { getCarRow } from "../src/server/modules/cars/service.js";
import type { SimCar } from "../tools/upstream-sim/generator.js";
import { expectedReading } from "../tools/upstream-sim/inspection.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";

let env: UpstreamTestEnv;
const SEARCH = "/car/search_list.html";
const AUTODB = "/common/ajax/AutoDB.html";

beforeAll(async () => {
  env = await startUpstreamTestEnv();
});
afterAll(() => stopUpstreamTestEnv(env));
beforeEach(() => {
  env.sim.faults.reset();
  env.sim.state.resetCounters();
});

const get = (url: string, cookie = env.admin) => env.app.inject({ method: "GET", url, headers: { cookie } });
const importKeys = (car_keys: string[]) =>
  env.app.inject({
    method: "POST",
    url: "/api/upstream/import",
    headers: { cookie: env.admin },
    payload: { car_keys },
  });
const requests = (path: string) => env.sim.state.requests[path] ?? 0;

/** Available cars with a price, one per kind the tests need, never the same car twice. */
const used = new Set<string>();
function pickCar(filter: (c: SimCar) => boolean): SimCar {
  const car = env.sim.state.cars.find(
    (c) => !used.has(c.key) && c.state === "available" && c.priceManwon !== null && !c.brokenRow && filter(c),
  );
  if (!car) throw new Error("no such car in the simulator");
  used.add(car.key);
  return car;
}

describe("admin Cars search", () => {
  it("lists the complexes for the first filter", async () => {
    const res = await get("/api/upstream/complexes");
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ code: "1001", name: "장안평 중고차 매매단지" });
    expect(res.json().every((c: { code: string }) => c.code !== "")).toBe(true);
  });

  it("returns domestic and import cars (cho sent empty) with prices, years and photos", async () => {
    const available = env.sim.state.cars.filter((c) => c.state === "available");
    const res = await get("/api/upstream/search");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(available.length);
    expect(body.page).toBe(1);
    expect(body.items.length).toBeGreaterThan(0);
    const first = body.items[0];
    expect(first).toMatchObject({ car_key: expect.any(String), car_name: expect.any(String), imported_car_id: null });
    expect(first.main_image).toMatch(new RegExp(`^${env.sim.url}/upload/car/`));
    const kinds = new Set<number>();
    // Several pages, so both kinds show up in a catalogue that mixes them.
    for (let page = 1; page <= 4; page++) {
      const items = (await get(`/api/upstream/search?page=${page}`)).json().items as { car_key: string }[];
      for (const item of items) kinds.add(env.sim.state.car(item.car_key)!.cho);
    }
    expect([...kinds].sort()).toEqual([1, 2]);
  });

  it("filters by complex, maker and model", async () => {
    const car = pickCar(() => true);
    used.delete(car.key);
    const q = new URLSearchParams({ complex_code: car.complexCode, maker: car.maker, model: car.model });
    const body = (await get(`/api/upstream/search?${q}`)).json();
    const expected = env.sim.state.cars.filter(
      (c) =>
        c.state === "available" &&
        c.complexCode === car.complexCode &&
        c.maker === car.maker &&
        c.model.startsWith(car.model),
    );
    expect(body.total).toBe(expected.length);
    expect(body.items.map((i: { car_key: string }) => i.car_key)).toContain(car.key);
  });

  it("logs in again when the session expires in the middle of a paged search", async () => {
    expect((await get("/api/upstream/search?complex_code=1001&page=1")).statusCode).toBe(200);
    const logins = env.sim.state.logins;
    env.sim.faults.expireSessionsNow();
    const page2 = await get("/api/upstream/search?complex_code=1001&page=2");
    expect(page2.statusCode).toBe(200);
    expect(page2.json().page).toBe(2);
    expect(page2.json().items.length).toBeGreaterThan(0);
    expect(env.sim.state.logins).toBe(logins + 1);
    const page3 = await get("/api/upstream/search?complex_code=1001&page=3");
    expect(page3.statusCode).toBe(200);
    expect(env.sim.state.logins).toBe(logins + 1);
  });

  it("maps upstream failures to 502 upstream_unavailable, never 500", async () => {
    await get("/api/upstream/complexes"); // logged in
    env.sim.faults.faultPath = SEARCH;
    env.sim.faults.fail5xxNext = 10;
    const res = await get("/api/upstream/search");
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe("upstream_unavailable");
    expect(res.json().error.message).toMatch(/503/);
    env.sim.faults.reset();
    env.sim.faults.alwaysExpire = true;
    const expired = await get("/api/upstream/complexes");
    expect(expired.statusCode).toBe(502);
    expect(expired.json().error.details.upstream_code).toBe("upstream_session_expired");
  });

  it("answers upstream_session_expired when the session expires again right after a new login", async () => {
    env.sim.faults.alwaysExpire = true;
    for (const url of ["/api/upstream/complexes", "/api/upstream/search"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(502);
      expect(res.json().error.code, url).toBe("upstream_session_expired");
    }
    env.sim.faults.reset();
    expect((await get("/api/upstream/complexes")).statusCode).toBe(200);
  });

  it("validates the query and keeps the routes for admins", async () => {
    expect((await get("/api/upstream/search?page=0")).statusCode).toBe(422);
    expect((await get("/api/upstream/search", env.user)).statusCode).toBe(403);
    expect((await env.app.inject({ method: "GET", url: "/api/upstream/complexes" })).statusCode).toBe(401);
  });

  it("proxies upstream thumbnails as small JPEGs and only from the upstream", async () => {
    const item = (await get("/api/upstream/search")).json().items[0];
    const res = await get(`/api/upstream/thumbnail?url=${encodeURIComponent(item.main_image)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(240);
    expect(
      (await get(`/api/upstream/thumbnail?url=${encodeURIComponent("http://example.com/a.jpg")}`)).statusCode,
    ).toBe(422);
    expect(
      (await get(`/api/upstream/thumbnail?url=${encodeURIComponent("/upload/car/200001/none.jpg")}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/upstream/thumbnail?url=${encodeURIComponent(item.main_image)}`, env.user)).statusCode).toBe(
      403,
    );
  });
});

describe("import", () => {
  it("takes maker and model from the name through the dictionary, keeping unknown models findable", () => {
    expect(makerModelOf("현대 쏘나타 DN8 2.0 가솔린 프리미엄")).toEqual({
      maker: "현대",
      model: "쏘나타",
      grade: "DN8 2.0 가솔린 프리미엄",
    });
    expect(makerModelOf("그랜저 IG 3.0")).toMatchObject({ maker: "현대", model: "그랜저" });
    expect(makerModelOf("벤츠 XYZ-클래스 1.0 가솔린")).toEqual({
      maker: "벤츠",
      model: "XYZ-클래스",
      grade: "1.0 가솔린",
    });
    expect(makerModelOf("알수없음 모델 트림")).toEqual({ maker: "알수없음", model: "모델", grade: "트림" });
  });

  it("imports cars with specs, maker/model from the name and stored photos; a second import skips them", async () => {
    const normal = pickCar((c) => !c.cmcarMissing && c.photoCount > 0);
    const viaAutoDb = pickCar((c) => c.cmcarMissing && c.photoCount > 0);
    const sold = pickCar(() => true);
    env.sim.state.setCarState(sold.key, "sold");
    const noPrice = env.sim.state.cars.find((c) => c.state === "available" && c.priceManwon === null);

    const keys = [normal.key, viaAutoDb.key, sold.key, ...(noPrice ? [noPrice.key] : [])];
    const res = await importKeys(keys);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.imported.map((i: { car_key: string }) => i.car_key).sort()).toEqual([normal.key, viaAutoDb.key].sort());
    expect(body.skipped).toEqual([]);
    expect(body.failed).toContainEqual({
      car_key: sold.key,
      error: expect.stringMatching(/no longer available upstream \(sold\)/),
    });
    if (noPrice) expect(body.failed).toContainEqual({ car_key: noPrice.key, error: expect.stringMatching(/no price/) });
    expect(requests(AUTODB)).toBeGreaterThanOrEqual(1);

    for (const sim of [normal, viaAutoDb]) {
      const imported = body.imported.find((i: { car_key: string }) => i.car_key === sim.key);
      expect(imported.car_name).toBe(sim.name);
      const row = (await getCarRow(env.app.core, imported.car_id))!;
      const parsed = makerModelOf(sim.name);
      expect(row).toMatchObject({
        upstreamKey: sim.key,
        source: "upstream",
        maker: parsed.maker,
        model: parsed.model,
        year: sim.year,
        month: sim.month,
        mileage: sim.mileage,
        fuel: sim.fuel,
        transmission: sim.transmission,
        priceKrw: sim.priceManwon! * 10_000,
        carNumber: sim.plate,
        complexCode: sim.complexCode,
        soldout: false,
      });
      expect(row.maker).toBe(sim.maker);
      expect(row.options.length).toBe(sim.options.length);
      expect(row.images).toHaveLength(sim.photoCount);
      expect(row.mainImage).toBe(row.images[0].thumb_url);
      // Served by the service itself, with a smaller list-size thumbnail.
      const photo = await env.app.inject({ method: "GET", url: row.images[0].url });
      const thumb = await env.app.inject({ method: "GET", url: row.images[0].thumb_url });
      expect(photo.statusCode).toBe(200);
      expect(thumb.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/jpeg");
      expect(thumb.rawPayload.length).toBeLessThan(photo.rawPayload.length);
      const [full, small] = await Promise.all([sharp(photo.rawPayload).metadata(), sharp(thumb.rawPayload).metadata()]);
      expect(small.width! * small.height!).toBeLessThan(full.width! * full.height!);
    }

    const again = (await importKeys([normal.key, viaAutoDb.key])).json();
    expect(again.imported).toEqual([]);
    expect(again.skipped).toEqual(
      expect.arrayContaining(
        body.imported.map((i: { car_key: string; car_id: number; car_name: string }) => ({
          car_key: i.car_key,
          car_name: i.car_name,
          reason: `already imported (id ${i.car_id})`,
        })),
      ),
    );

    // The search shows which rows are imported.
    const q = new URLSearchParams({ complex_code: normal.complexCode, maker: normal.maker, model: normal.model });
    const items = (await get(`/api/upstream/search?${q}`)).json().items as {
      car_key: string;
      imported_car_id: number | null;
      imported_thumbnail: string | null;
    }[];
    const row = items.find((i) => i.car_key === normal.key)!;
    expect(row.imported_car_id).toBe(body.imported.find((i: { car_key: string }) => i.car_key === normal.key).car_id);
    expect(row.imported_thumbnail).toMatch(/^\/photos\//);
  });

  it("leaves no car behind when photos fail halfway, and the same import works again", async () => {
    const car = pickCar((c) => !c.cmcarMissing && c.photoCount >= 3);
    env.sim.faults.faultPath = `/carimg/${car.key}/cmcar_2`;
    env.sim.faults.status5xxRate = 1;
    const first = (await importKeys([car.key])).json();
    expect(first.imported).toEqual([]);
    expect(first.failed).toEqual([{ car_key: car.key, error: expect.stringMatching(/upstream/) }]);
    const search = (
      await get(
        `/api/upstream/search?${new URLSearchParams({ complex_code: car.complexCode, maker: car.maker, model: car.model })}`,
      )
    ).json();
    expect(search.items.find((i: { car_key: string }) => i.car_key === car.key).imported_car_id).toBeNull();

    env.sim.faults.reset();
    const second = (await importKeys([car.key])).json();
    const { unreadable, skipped_panels } = expectedReading(env.sim.state.inspection(car.key));
    expect(second.imported).toEqual([
      { car_key: car.key, car_id: expect.any(Number), car_name: car.name, unreadable, skipped_panels },
    ]);
  });

  it("puts unknown upstream answers into failed with a message", async () => {
    const car = pickCar(() => true);
    env.sim.faults.faultPath = "/car/car_view.html";
    env.sim.faults.status5xxRate = 1;
    const body = (await importKeys([car.key])).json();
    expect(body.failed).toEqual([{ car_key: car.key, error: expect.stringMatching(/did not answer clearly/) }]);
  });

  it("imports concurrently requested keys once", async () => {
    const a = pickCar((c) => c.photoCount > 0);
    const [r1, r2] = await Promise.all([importKeys([a.key]), importKeys([a.key])]);
    const all = [r1.json(), r2.json()];
    expect(all.flatMap((b) => b.imported)).toHaveLength(1);
    expect(all.flatMap((b) => b.skipped)).toEqual([
      { car_key: a.key, car_name: a.name, reason: expect.stringMatching(/^already imported \(id \d+\)$/) },
    ]);
  });

  it("validates the body", async () => {
    expect((await importKeys([])).statusCode).toBe(422);
    expect((await importKeys(["1", "1"])).statusCode).toBe(422);
    expect((await importKeys(Array.from({ length: 101 }, (_, i) => String(i)))).statusCode).toBe(422);
    expect((await importKeys(["../etc"])).statusCode).toBe(422);
  });
});

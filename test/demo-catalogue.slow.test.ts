// The demo catalogue as a first development start seeds it: 72 cars whose 288 photos are drawn in a
// child process (src/server/demo/photos-child.ts). Slow by nature (a process, some 30 CPU-seconds
// of drawing): it runs in `npm run test:all` (decision 0020).
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../src/server/demo/catalogue.js";
import { DEMO_BANNERS } from "../src/server/demo/cars.js";
import { build } from "./helper.js";
import type { TestApp } from "./test-app.js";

let app: TestApp;
beforeAll(async () => {
  ({ app } = await build());
});

describe("demo catalogue", () => {
  it("fills an empty catalogue once: 60+ cars with served photos, banners and sold-out cars", async () => {
    const result = await seedDemoCatalogue(app.core);
    expect(result).not.toBeNull();
    expect(result!.cars).toBeGreaterThanOrEqual(60);
    expect(result!.banners).toBe(DEMO_BANNERS.length);
    expect(result!.soldout).toBeGreaterThan(0);
    expect(await seedDemoCatalogue(app.core)).toBeNull();

    const list = (await app.inject("/api/cars?page_size=100&include_soldout=true")).json();
    expect(list.total).toBe(result!.cars);
    expect(list.items.filter((c: { soldout: boolean }) => c.soldout)).toHaveLength(result!.soldout);
    const car = (await app.inject(`/api/cars/${list.items[0].id}`)).json();
    expect(car.images.length).toBeGreaterThanOrEqual(3);
    for (const url of [car.main_image, car.images[0].url, car.images[1].thumb_url]) {
      const photo = await app.inject(url);
      expect(photo.statusCode, url).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/jpeg");
    }
    // Engine power as the maker states it for most cars, unknown for the others.
    const powers = list.items.map((c: { power_hp: number | null }) => c.power_hp);
    expect(powers.filter((hp: number | null) => hp !== null).length).toBeGreaterThan(powers.length / 2);
    expect(powers).toContain(null);
    const makers = (await app.inject("/api/cars/makers")).json();
    expect(makers.length).toBeGreaterThanOrEqual(8);

    const banners = (await app.inject("/api/hero-banners?lang=ru")).json();
    expect(banners).toHaveLength(DEMO_BANNERS.length);
    expect(banners[0].title).toBe(DEMO_BANNERS[0].title_ru);
  });
});

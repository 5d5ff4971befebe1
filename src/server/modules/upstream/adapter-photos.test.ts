import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import type { UpstreamClient } from "./adapter.js";
import { client, findCar, sim, useAdapterSim } from "./adapter-sim-fixture.js";

useAdapterSim();
let upstream: UpstreamClient;
beforeEach(() => {
  upstream = client();
});
const AUTODB = "/common/ajax/AutoDB.html";

describe("photos", () => {
  it("walks cmcar_n.jpg until the first 404", async () => {
    const car = findCar((c) => !c.cmcarMissing && c.photoCount >= 3);
    const urls = await upstream.listPhotoUrls(car.key);
    expect(urls).toEqual(
      Array.from({ length: car.photoCount }, (_, n) => `${sim.url}/carimg/${car.key}/cmcar_${n}.jpg`),
    );
    expect(sim.state.requests[AUTODB]).toBeUndefined();
    expect(sim.state.requests[`/carimg/${car.key}/cmcar_${car.photoCount}.jpg`]).toBe(1);
  });

  it("reads AutoDB strPhotos when cmcar_0.jpg answers 404", async () => {
    const car = findCar((c) => c.cmcarMissing && c.photoPaths.length > 0);
    const urls = await upstream.listPhotoUrls(car.key);
    expect(urls).toEqual(car.photoPaths.map((p) => sim.url + p));
    expect(urls[0]).toMatch(/\/upload\/car\/\d{6}\/\d{14}_0\.jpg$/);
    expect(sim.state.requests[AUTODB]).toBe(1);
    const jpeg = await upstream.downloadPhoto(urls[1]);
    expect((await sharp(jpeg).metadata()).format).toBe("jpeg");
  });

  it("returns no photos when strPhotos is empty", async () => {
    const car = findCar((c) => c.cmcarMissing && c.photoPaths.length === 0);
    expect(await upstream.listPhotoUrls(car.key)).toEqual([]);
  });

  it("downloads real JPEG bytes and fails clearly on a missing photo", async () => {
    const car = findCar((c) => !c.cmcarMissing && c.photoCount > 0);
    const jpeg = await upstream.downloadPhoto(`/carimg/${car.key}/cmcar_0.jpg`);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    await expect(upstream.downloadPhoto(`/carimg/${car.key}/cmcar_99.jpg`)).rejects.toMatchObject({
      code: "upstream_not_found",
    });
  });

  it("retries a photo download after a 5xx", async () => {
    const car = findCar((c) => !c.cmcarMissing && c.photoCount > 0);
    Object.assign(sim.faults, { fail5xxNext: 1, faultPath: "/carimg/" });
    const jpeg = await upstream.downloadPhoto(`${sim.url}/carimg/${car.key}/cmcar_1.jpg`);
    expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(sim.state.requests[`/carimg/${car.key}/cmcar_1.jpg`]).toBe(2);
  });
});

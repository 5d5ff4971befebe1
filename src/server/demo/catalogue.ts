// Fills an empty catalogue with the demo cars (DEMO_DATA on a fresh start): photos are
// rendered and stored through the photo storage, then every row is written in one
// transaction so an interrupted start leaves either nothing or the whole catalogue.
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Core } from "../core.js";
import { cars } from "../db/schema/cars.js";
import { addBanner } from "../modules/banners/service.js";
import type { StoredPhoto } from "../modules/photos/storage.js";
import { DEMO_BANNERS, generateDemoCars, type DemoCar } from "./cars.js";
import { renderDemoPhoto } from "./photos.js";
import { demoConditionOf } from "./conditions.js";
import { createCar, setSoldout } from "../modules/cars/service.js";

const PHOTOS_PER_CAR = 4;
// A few sold cars so the SOLD OUT markers can be seen (never a banner car).
const SOLD_OUT_INDEXES = [3, 17, 38, 55];

async function photosOf(core: Core, car: DemoCar): Promise<StoredPhoto[]> {
  const storage = core.photoStorage;
  const out: StoredPhoto[] = [];
  for (let n = 0; n < PHOTOS_PER_CAR; n++) {
    const jpeg = await renderDemoPhoto({ seed: car.photoSeed + n, color: car.color, body: car.body });
    out.push(await storage.save(jpeg));
  }
  return out;
}

/** Runs `fn` over items with at most `limit` at a time, keeping the order of results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Seeds the demo catalogue when there is no car at all; answers what it added, or null. */
export async function seedDemoCatalogue(
  core: Core,
): Promise<{ cars: number; banners: number; soldout: number } | null> {
  const [{ n }] = await core.db.select({ n: sql<number>`count(*)::int` }).from(cars);
  if (Number(n) > 0) return null;
  const demo = generateDemoCars();
  // Rendering and encoding are CPU work in sharp's threads: one car per core (2 to 4) keeps
  // every core busy without piling up 288 images in memory at once.
  const concurrency = Math.min(4, Math.max(2, os.availableParallelism()));
  const photos = await mapLimit(demo, concurrency, (car) => photosOf(core, car));
  return core.db.transaction(async (tx) => {
    // Oldest first, so "newest" shows the demo list in generator order from the end.
    const ids: number[] = [];
    for (const [i, car] of demo.entries()) {
      const { body: _body, photoSeed: _seed, ...fields } = car;
      const row = await createCar(
        core,
        tx,
        { ...fields, images: photos[i] },
        { source: "demo", condition: demoConditionOf(car, i) },
      );
      ids.push(row.id);
    }
    const bannerIndexes = new Set(DEMO_BANNERS.map((b) => b.carIndex));
    const soldIndexes = SOLD_OUT_INDEXES.filter((i) => i < ids.length && !bannerIndexes.has(i));
    for (const i of soldIndexes) await setSoldout(tx, ids[i], true);
    let banners = 0;
    for (const { carIndex, model: _model, ...texts } of DEMO_BANNERS) {
      if (carIndex >= ids.length) continue;
      await addBanner(tx, { id: ids[carIndex], carName: demo[carIndex].car_name }, texts);
      banners++;
    }
    return { cars: ids.length, banners, soldout: soldIndexes.length };
  });
}

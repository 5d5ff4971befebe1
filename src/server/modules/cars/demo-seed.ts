// Fills an empty catalogue with the demo cars (DEMO_DATA on a fresh start): photos are
// rendered and stored through the photo storage, then every row is written in one
// transaction so an interrupted start leaves either nothing or the whole catalogue.
import { sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";
import { translateTerm } from "../../../shared/vehicle-terms.js";
import { addBanner } from "../banners/service.js";
import type { StoredPhoto } from "../photos/storage.js";
import { DEMO_BANNERS, generateDemoCars, type DemoCar } from "./demo-data.js";
import { renderDemoPhoto } from "./demo-photos.js";
import { createCar, setSoldout } from "./service.js";

const PHOTOS_PER_CAR = 4;
// A few sold cars so the SOLD OUT markers can be seen (never a banner car).
const SOLD_OUT_INDEXES = [3, 17, 38, 55];

async function photosOf(core: Core, car: DemoCar): Promise<StoredPhoto[]> {
  const label = `${translateTerm("maker", car.maker, "en")} ${translateTerm("model", car.model, "en")}`;
  const storage = core.photoStorage;
  const out: StoredPhoto[] = [];
  for (let n = 0; n < PHOTOS_PER_CAR; n++) {
    const jpeg = await renderDemoPhoto({ seed: car.photoSeed + n, label, color: car.color, body: car.body });
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
  const photos = await mapLimit(demo, 2, (car) => photosOf(core, car));
  return core.db.transaction(async (tx) => {
    // Oldest first, so "newest" shows the demo list in generator order from the end.
    const ids: number[] = [];
    for (const [i, car] of demo.entries()) {
      const { body: _body, photoSeed: _seed, ...fields } = car;
      const row = await createCar(core, tx, { ...fields, images: photos[i] }, { source: "demo" });
      ids.push(row.id);
    }
    const bannerIndexes = new Set(DEMO_BANNERS.map((b) => b.carIndex));
    const soldIndexes = SOLD_OUT_INDEXES.filter((i) => i < ids.length && !bannerIndexes.has(i));
    for (const i of soldIndexes) await setSoldout(core, tx, ids[i], true);
    let banners = 0;
    for (const { carIndex, model: _model, ...texts } of DEMO_BANNERS) {
      if (carIndex >= ids.length) continue;
      await addBanner(tx, { id: ids[carIndex], carName: demo[carIndex].car_name }, texts);
      banners++;
    }
    return { cars: ids.length, banners, soldout: soldIndexes.length };
  });
}

// Fills an empty catalogue with the demo cars (DEMO_DATA on a fresh start): photos are
// drawn in a child process and stored through the photo storage, then every row is written in one
// transaction so an interrupted start leaves either nothing or the whole catalogue.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Core } from "../core.js";
import { cars } from "../db/schema/cars.js";
import { addBanner } from "../modules/banners/service.js";
import type { StoredPhoto } from "../modules/photos/storage.js";
import { DEMO_BANNERS, generateDemoCars, type DemoCar } from "./cars.js";
import type { DemoPhotoAnswer } from "./photos-child.js";
import { demoConditionOf } from "./conditions.js";
import { createCar, setSoldout } from "../modules/cars/service.js";

const PHOTOS_PER_CAR = 4;
// A few sold cars so the SOLD OUT markers can be seen (never a banner car).
const SOLD_OUT_INDEXES = [3, 17, 38, 55];

/**
 * Draws every demo car's photos in a child process (demo/photos-child.ts: why) and stores them.
 * Under tsx (`npm start`, the tests) the child runs the TypeScript source through tsx; the built
 * server (dist/server) has it as an entry of its own.
 */
async function photosOf(core: Core, demo: readonly DemoCar[]): Promise<StoredPhoto[][]> {
  const wanted = demo.flatMap((car) =>
    Array.from({ length: PHOTOS_PER_CAR }, (_, n) => ({ seed: car.photoSeed + n, color: car.color, body: car.body })),
  );
  const fromSource = import.meta.url.endsWith(".ts");
  const entry = fileURLToPath(new URL(fromSource ? "./photos-child.ts" : "./demo-photos-child.js", import.meta.url));
  const child = fork(entry, [], {
    serialization: "advanced",
    execArgv: fromSource ? ["--import", "tsx"] : [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const answer = await new Promise<DemoPhotoAnswer>((resolve, reject) => {
    child.once("message", (message) => resolve(message as DemoPhotoAnswer));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the demo photos' process exited (${code}) before answering`)));
    child.send(wanted);
  });
  if ("error" in answer) throw new Error(`drawing the demo photos: ${answer.error}`);
  const stored: StoredPhoto[] = [];
  for (const photo of answer.photos) stored.push(await core.photoStorage.saveProcessed(photo));
  return demo.map((_, i) => stored.slice(i * PHOTOS_PER_CAR, (i + 1) * PHOTOS_PER_CAR));
}

/** Seeds the demo catalogue when there is no car at all; answers what it added, or null. */
export async function seedDemoCatalogue(
  core: Core,
): Promise<{ cars: number; banners: number; soldout: number } | null> {
  const [{ n }] = await core.db.select({ n: sql<number>`count(*)::int` }).from(cars);
  if (Number(n) > 0) return null;
  const demo = generateDemoCars();
  const photos = await photosOf(core, demo);
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

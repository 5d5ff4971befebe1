// The demo catalogue's photos, drawn in a process of its own (demo/catalogue.ts starts it once, on
// a first start). libvips' threads allocate through glibc, whose arenas keep what they freed: an
// instance that drew the 288 photos itself held 40-130 MB more for the rest of its life
// (docs/performance.md, "An instance's memory"). A process that exits gives all of it back.
//
// It is sent the photos to draw as one message and answers them processed as the store keeps them
// (photos/storage.ts processPhoto), or {error}, then exits.
import os from "node:os";
import { processPhoto, type ProcessedPhoto } from "../modules/photos/storage.js";
import { renderDemoPhoto, type DemoPhotoOptions } from "./photos.js";

export type DemoPhotoAnswer = { photos: ProcessedPhoto[] } | { error: string };

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

/** Draws and processes `photos`, sends them (or the error) to the parent, and exits. */
async function answer(photos: DemoPhotoOptions[]): Promise<void> {
  // Rendering and encoding are CPU work in sharp's threads: a photo per core (2 to 4) keeps every
  // core busy without piling up every image in memory at once.
  const concurrency = Math.min(4, Math.max(2, os.availableParallelism()));
  let reply: DemoPhotoAnswer;
  try {
    reply = {
      photos: await mapLimit(photos, concurrency, async (options) => processPhoto(await renderDemoPhoto(options))),
    };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send!(reply, () => process.exit("error" in reply ? 1 : 0));
}

process.once("message", (photos: DemoPhotoOptions[]) => void answer(photos));

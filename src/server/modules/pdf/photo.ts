import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Core } from "../../core.js";
import type { cars } from "../../db/schema/cars.js";
import { PHOTO_URL_PREFIX } from "../photos/storage.js";

type CarRow = typeof cars.$inferSelect;

const LOCAL_PHOTO = /^\/photos\/([0-9a-f]{2})\/([0-9a-f]{32}(?:_t)?\.jpg)$/;
const REMOTE_TIMEOUT_MS = 4000;
const REMOTE_MAX_BYTES = 8 * 1024 * 1024;

async function readRemote(url: string): Promise<Buffer | null> {
  const res = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), redirect: "follow" });
  if (!res.ok || !res.body) return null;
  const length = Number(res.headers.get("content-length") ?? 0);
  if (length > REMOTE_MAX_BYTES) return null;
  const buf = Buffer.from(await res.arrayBuffer());
  return buf.length > REMOTE_MAX_BYTES ? null : buf;
}

/**
 * The car's main photo as a JPEG pdfkit can embed (at most 1200 px wide), or null when
 * there is none or it cannot be read: a missing photo never stops the spec sheet.
 */
export async function loadCarPhoto(
  core: Pick<Core, "config" | "log" | "photoStorage">,
  car: Pick<CarRow, "mainImage" | "images">,
): Promise<Buffer | null> {
  const url = car.images[0]?.url ?? car.mainImage;
  if (!url) return null;
  try {
    let raw: Buffer | null = null;
    const local = LOCAL_PHOTO.exec(url);
    if (local) raw = await fs.readFile(path.join(core.photoStorage.dir, local[1], local[2]));
    else if (/^https?:\/\//.test(url)) raw = await readRemote(url);
    else if (url.startsWith(PHOTO_URL_PREFIX)) return null;
    if (!raw) return null;
    return await sharp(raw, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(1200, 900, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch (err) {
    core.log.warn({ err, url }, "car photo for the PDF could not be read");
    return null;
  }
}

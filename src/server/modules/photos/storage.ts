import crypto from "node:crypto";
import { AppError } from "../../lib/errors.js";
import type { ObjectStore } from "../../lib/storage/object-store.js";
import { PHOTO_MAX_WIDTH, PHOTO_THUMB_WIDTH } from "../../../shared/photo-srcset.js";
import { loadSharp } from "../../lib/sharp.js";

export type StoredPhoto = { url: string; thumb_url: string };

/** Car photos in the object store (`core.storage`), under photos/, named by the hash of their bytes. */
export interface PhotoStorage {
  /** Stores an image (re-encoded as JPEG) and its thumbnail; the same bytes give the same URLs. */
  save(image: Buffer): Promise<StoredPhoto>;
  /** Stores a photo processed elsewhere (processPhoto, e.g. in the demo's drawing process). */
  saveProcessed(photo: ProcessedPhoto): Promise<StoredPhoto>;
  /** The JPEG behind one of our photo URLs, or null (unknown URL, missing file). */
  read(url: string): Promise<Buffer | null>;
}

export const PHOTO_URL_PREFIX = "/photos/";
/** The path after /photos/: content-addressed names only, so nothing else in the store is reachable. */
const PHOTO_PATH = /^([0-9a-f]{2})\/([0-9a-f]{32}(?:_t)?\.jpg)$/;
// The web app's srcset names these widths (shared/photo-srcset.ts): one constant for both.
const MAX_SIDE = PHOTO_MAX_WIDTH;
// Thumbnails keep the aspect ratio; list cards crop them with object-fit.
const THUMB_WIDTH = PHOTO_THUMB_WIDTH;
// Bigger images are refused before decoding (a decompression bomb costs nothing to send).
const MAX_INPUT_PIXELS = 40_000_000;

/** The store key of a path below /photos/ ("ab/<hash>.jpg"), or null when it is not one of ours. */
export function photoKeyOfPath(rest: string): string | null {
  const match = PHOTO_PATH.exec(rest);
  return match ? `photos/${match[1]}/${match[2]}` : null;
}

/** The store key of a photo URL (/photos/ab/<hash>.jpg), or null. */
export function photoKeyOfUrl(url: string): string | null {
  return url.startsWith(PHOTO_URL_PREFIX) ? photoKeyOfPath(url.slice(PHOTO_URL_PREFIX.length)) : null;
}

async function putOnce(store: ObjectStore, key: string, data: Buffer) {
  // Content-addressed: an existing object already holds these bytes.
  if (await store.exists(key)) return;
  await store.put(key, data, { contentType: "image/jpeg" });
}

/** A photo ready for the store: its name (the hash of the bytes it came from), the JPEG and its thumbnail. */
export type ProcessedPhoto = { hash: string; main: Uint8Array; thumb: Uint8Array };

/** Re-encodes an image as the store keeps it (sharp's work, apart from the store's, so another process can do it). */
export async function processPhoto(image: Buffer): Promise<ProcessedPhoto> {
  const hash = crypto.createHash("sha256").update(image).digest("hex").slice(0, 32);
  // Loaded on first use: libvips costs API-only processes memory they rarely need.
  const sharp = await loadSharp();
  try {
    const input = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const [main, thumb] = await Promise.all([
      input
        .clone()
        .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 82 })
        .toBuffer(),
      input.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 74 }).toBuffer(),
    ]);
    return { hash, main, thumb };
  } catch {
    throw new AppError(422, "invalid_image", "The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF)");
  }
}

export function createPhotoStorage(store: ObjectStore): PhotoStorage {
  const saveProcessed = async ({ hash, main, thumb }: ProcessedPhoto): Promise<StoredPhoto> => {
    const sub = hash.slice(0, 2);
    const mainName = `${hash}.jpg`;
    const thumbName = `${hash}_t.jpg`;
    await putOnce(store, `photos/${sub}/${mainName}`, Buffer.from(main.buffer, main.byteOffset, main.byteLength));
    await putOnce(store, `photos/${sub}/${thumbName}`, Buffer.from(thumb.buffer, thumb.byteOffset, thumb.byteLength));
    return { url: `${PHOTO_URL_PREFIX}${sub}/${mainName}`, thumb_url: `${PHOTO_URL_PREFIX}${sub}/${thumbName}` };
  };
  return {
    save: async (image) => saveProcessed(await processPhoto(image)),
    saveProcessed,
    async read(url) {
      const key = photoKeyOfUrl(url);
      return key ? store.get(key) : null;
    },
  };
}

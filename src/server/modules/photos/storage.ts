import crypto from "node:crypto";
import { AppError } from "../../lib/errors.js";
import type { ObjectStore } from "../../lib/storage/object-store.js";
import { PHOTO_MAX_WIDTH, PHOTO_THUMB_WIDTH } from "../../../shared/photo-srcset.js";

export type StoredPhoto = { url: string; thumb_url: string };

/** Car photos in the object store (`core.storage`), under photos/, named by the hash of their bytes. */
export interface PhotoStorage {
  /** Stores an image (re-encoded as JPEG) and its thumbnail; the same bytes give the same URLs. */
  save(image: Buffer): Promise<StoredPhoto>;
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

export function createPhotoStorage(store: ObjectStore): PhotoStorage {
  return {
    async save(image) {
      const hash = crypto.createHash("sha256").update(image).digest("hex").slice(0, 32);
      const sub = hash.slice(0, 2);
      const mainName = `${hash}.jpg`;
      const thumbName = `${hash}_t.jpg`;
      let main: Buffer;
      let thumb: Buffer;
      // Loaded on first use: libvips costs API-only processes memory they rarely need.
      const { default: sharp } = await import("sharp");
      try {
        const input = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
        [main, thumb] = await Promise.all([
          input
            .clone()
            .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
            .jpeg({ quality: 82 })
            .toBuffer(),
          input.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 74 }).toBuffer(),
        ]);
      } catch {
        throw new AppError(422, "invalid_image", "The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF)");
      }
      await putOnce(store, `photos/${sub}/${mainName}`, main);
      await putOnce(store, `photos/${sub}/${thumbName}`, thumb);
      return { url: `${PHOTO_URL_PREFIX}${sub}/${mainName}`, thumb_url: `${PHOTO_URL_PREFIX}${sub}/${thumbName}` };
    },
    async read(url) {
      const key = photoKeyOfUrl(url);
      return key ? store.get(key) : null;
    },
  };
}

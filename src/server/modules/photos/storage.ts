import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AppError } from "../../lib/errors.js";

export type StoredPhoto = { url: string; thumb_url: string };

/** Where car photos live. The local implementation can be swapped for an object store. */
export interface PhotoStorage {
  /** Stores an image (re-encoded as JPEG) and its thumbnail; the same bytes give the same URLs. */
  save(image: Buffer): Promise<StoredPhoto>;
  /** Directory served at URL_PREFIX (local storage only). */
  readonly dir: string;
}

export const PHOTO_URL_PREFIX = "/photos/";
const MAX_SIDE = 1600;
// Thumbnails keep the aspect ratio; list cards crop them with object-fit.
const THUMB_WIDTH = 480;
// Bigger images are refused before decoding (a decompression bomb costs nothing to send).
const MAX_INPUT_PIXELS = 40_000_000;

/** The photo directory for a data directory; tests with an in-memory database still get a real one. */
export function photoDirFor(dataDir: string): string {
  return dataDir === "memory://" ? path.join(os.tmpdir(), "kcar-photos") : path.resolve(dataDir, "photos");
}

async function writeOnce(file: string, data: Buffer) {
  try {
    await fs.access(file);
    return;
  } catch {
    // not there yet
  }
  // Write then rename, so a reader never sees half a file.
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/** Photos as files under `dir`, named by the hash of their bytes. */
export function createLocalPhotoStorage(dir: string): PhotoStorage {
  return {
    dir,
    async save(image) {
      const hash = crypto.createHash("sha256").update(image).digest("hex").slice(0, 32);
      const sub = hash.slice(0, 2);
      const folder = path.join(dir, sub);
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
      await fs.mkdir(folder, { recursive: true });
      await writeOnce(path.join(folder, mainName), main);
      await writeOnce(path.join(folder, thumbName), thumb);
      return { url: `${PHOTO_URL_PREFIX}${sub}/${mainName}`, thumb_url: `${PHOTO_URL_PREFIX}${sub}/${thumbName}` };
    },
  };
}

import type { Core } from "../../core.js";
import { safeFetch, upstreamHosts } from "../../lib/safe-fetch.js";
import type { CarRow } from "../cars/index.js";
import { PHOTO_URL_PREFIX } from "../photos/index.js";
import { loadSharp } from "../../lib/sharp.js";

const REMOTE_TIMEOUT_MS = 4000;
const REMOTE_MAX_BYTES = 8 * 1024 * 1024;

/** An admin's photo URL is fetched only from public addresses (or the upstream), capped and timed. */
async function readRemote(core: Pick<Core, "config">, url: string): Promise<Buffer | null> {
  const res = await safeFetch(url, {
    maxBytes: REMOTE_MAX_BYTES,
    timeoutMs: REMOTE_TIMEOUT_MS,
    allowHosts: upstreamHosts(core.config),
  });
  return res.status >= 200 && res.status < 300 ? res.body : null;
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
    if (url.startsWith(PHOTO_URL_PREFIX)) raw = await core.photoStorage.read(url);
    else if (/^https?:\/\//.test(url)) raw = await readRemote(core, url);
    if (!raw) return null;
    // Loaded on first use: API processes that never render a PDF do not hold libvips.
    const sharp = await loadSharp();
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

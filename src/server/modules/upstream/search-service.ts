/** The admin Cars search: complexes, search pages with their import state, and thumbnails. */
import crypto from "node:crypto";
import pLimit from "p-limit";
import type { Core } from "../../core.js";
import { AppError, validationError } from "../../lib/errors.js";
import { callUpstream, upstreamClient } from "./client.js";
import type { SearchQuery, SearchResult } from "../../../shared/api/upstream.js";
import { importedByKeys } from "../cars/index.js";
import type { UpstreamComplex } from "./adapter.js";
import { loadSharp } from "../../lib/sharp.js";

/** The Complex dropdown (the first filter of the search). */
export async function listComplexes(core: Core): Promise<UpstreamComplex[]> {
  const client = await upstreamClient(core);
  return callUpstream(() => client.listComplexes());
}

/** One upstream search page (cho sent empty: domestic and import), each row with its imported car id. */
export async function searchUpstream(core: Core, query: SearchQuery): Promise<SearchResult> {
  const client = await upstreamClient(core);
  const page = await callUpstream(() =>
    client.search({ complexCode: query.complex_code, maker: query.maker, model: query.model, page: query.page ?? 1 }),
  );
  const imported = await importedByKeys(
    core,
    page.items.map((i) => i.car_key),
  );
  return {
    items: page.items.map((item) => {
      const car = imported.get(item.car_key);
      return {
        car_key: item.car_key,
        car_name: item.car_name,
        car_number: item.car_number,
        year: item.year,
        month: item.month,
        mileage: item.mileage,
        fuel: item.fuel,
        transmission: item.transmission,
        color: item.color,
        price_krw: item.price_krw,
        main_image: item.main_image,
        danji: item.danji,
        imported_car_id: car?.id ?? null,
        imported_thumbnail: car?.mainImage ?? null,
      };
    }),
    total: page.total,
    page: page.page,
    unreadable_rows: page.errors.length,
  };
}

const THUMB_WIDTH = 240;
const THUMB_HEIGHT = 180;
/** The object-store folder of the upstream thumbnails. */
export const THUMBNAILS_PREFIX = "upstream-thumbs/";
/**
 * How long a thumbnail is kept after it was made (expireUpstreamThumbnails, daily). A listing
 * rarely stays on the upstream longer, and one still shown after that is fetched and made again.
 */
export const THUMBNAIL_MAX_AGE_DAYS = 30;

/**
 * Where the thumbnail of an upstream image is kept in the object store (shared by every
 * instance, no process memory): named by the hash of its URL.
 */
function thumbnailKey(url: string): string {
  const hash = crypto.createHash("sha256").update(url).digest("hex").slice(0, 32);
  return `${THUMBNAILS_PREFIX}${hash.slice(0, 2)}/${hash}.jpg`;
}

/**
 * Deletes the thumbnails made before `cutoff` (by default THUMBNAIL_MAX_AGE_DAYS ago): each is
 * ~10 KB and one is made per distinct upstream image an admin looked at, so kept forever they
 * only grow. Returns how many were deleted.
 */
export async function expireUpstreamThumbnails(
  core: Core,
  cutoff = new Date(Date.now() - THUMBNAIL_MAX_AGE_DAYS * 86_400_000),
): Promise<number> {
  const old = (await core.storage.list(THUMBNAILS_PREFIX)).filter((o) => o.lastModified < cutoff);
  // A few at a time: an S3 store answers each delete in a round trip.
  const limit = pLimit(8);
  await Promise.all(old.map((o) => limit(() => core.storage.delete(o.key))));
  return old.length;
}

/** Only images of the configured upstream are fetched: the proxy must not reach anywhere else. */
function upstreamImageUrl(core: Core, raw: string): string {
  const base = new URL(`${core.config.upstreamBaseUrl}/`);
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw validationError([{ field: "url", message: "must be a URL" }]);
  }
  if (url.origin !== base.origin)
    throw validationError([{ field: "url", message: "must be an image of the upstream site" }]);
  return url.href;
}

/** A small JPEG of an upstream image (the upstream refuses hot-linking, so the service fetches it). */
export async function upstreamThumbnail(core: Core, raw: string): Promise<Buffer> {
  const client = await upstreamClient(core);
  const url = upstreamImageUrl(core, raw);
  const key = thumbnailKey(url);
  const hit = await core.storage.get(key);
  if (hit) return hit;
  const original = await callUpstream(() => client.downloadPhoto(url));
  let thumb: Buffer;
  // Loaded on first use: API processes that never show an upstream search do not hold libvips.
  const sharp = await loadSharp();
  try {
    thumb = await sharp(original, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: "cover" })
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch {
    throw new AppError(502, "upstream_unavailable", `The upstream answered ${url} with something that is not an image`);
  }
  await core.storage.put(key, thumb, { contentType: "image/jpeg" });
  return thumb;
}

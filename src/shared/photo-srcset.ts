/**
 * Responsive sources of a car photo, for the `<img srcset sizes>` of the web app and the
 * `<link rel="preload" as="image" imagesrcset imagesizes>` of a server-rendered page head:
 * both must name the same candidates and sizes, or the browser fetches the photo twice.
 *
 * The photos module stores every photo twice, named by the hash of its bytes:
 * `/photos/ab/<hash>.jpg` (at most PHOTO_MAX_WIDTH wide) and `/photos/ab/<hash>_t.jpg`
 * (PHOTO_THUMB_WIDTH wide, same aspect). Either name gives both. A photo from elsewhere (an
 * absolute URL of the upstream) has no known variants: it is used as it is, without srcset.
 */

/** Width of the thumbnail the photos module makes of every photo. */
export const PHOTO_THUMB_WIDTH = 480;
/** The longest side of a stored photo (smaller photos are kept as they are). */
export const PHOTO_MAX_WIDTH = 1600;

const OUR_PHOTO = /^(\/photos\/[0-9a-f]{2}\/[0-9a-f]{32})(_t)?\.jpg$/;

/**
 * `sizes` of the places a car photo is shown, as laid out by the web app (Mantine breakpoints:
 * xs 36em, md 62em, lg 75em, xl 88em; the page container is at most 1320 px wide).
 */
export const PHOTO_SIZES = {
  /** A car card in the list and home grids (1, 2, 3 or 4 columns). */
  card: "(min-width: 75em) 330px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw",
  /** The main photo of a car page (7 of 12 columns from md, full width below). */
  detail: "(min-width: 88em) 770px, (min-width: 62em) 58vw, 100vw",
  /** A hero banner across the page. */
  hero: "100vw",
} as const;
export type PhotoPlace = keyof typeof PHOTO_SIZES;

export type ResponsivePhoto = {
  /** The fallback source (the full photo, or the URL as given when it is not one of ours). */
  src: string;
  /** `srcset`/`imagesrcset`: thumbnail and full photo with their widths; absent when unknown. */
  srcSet?: string;
  /** `sizes`/`imagesizes`; absent together with srcSet. */
  sizes?: string;
};

/** The thumbnail and full photo of one of our photo URLs (either form), or null. */
export function photoVariants(url: string): { thumb: string; full: string } | null {
  const match = OUR_PHOTO.exec(url);
  if (!match) return null;
  return { thumb: `${match[1]}_t.jpg`, full: `${match[1]}.jpg` };
}

/**
 * The sources of a photo shown at `place`. A card offers only the thumbnail: a list shows a
 * dozen cards and a phone of 2.6 device pixels per CSS pixel would pick the full photo for
 * each (4× the bytes of the first view, on a mobile network); the car page has the full one.
 * A car page and a hero offer both, the browser picking by its width and density.
 */
export function responsivePhoto(url: string, place: PhotoPlace): ResponsivePhoto {
  const variants = photoVariants(url);
  if (!variants) return { src: url };
  if (place === "card")
    return { src: variants.thumb, srcSet: `${variants.thumb} ${PHOTO_THUMB_WIDTH}w`, sizes: PHOTO_SIZES.card };
  return {
    src: variants.full,
    srcSet: `${variants.thumb} ${PHOTO_THUMB_WIDTH}w, ${variants.full} ${PHOTO_MAX_WIDTH}w`,
    sizes: PHOTO_SIZES[place],
  };
}

/**
 * The photo a car page shows first (its LCP element) and so preloads: the first of its photos,
 * else its main image; null when it has none. `images` and `main_image` as in CarDetail.
 */
export function carMainPhoto(car: {
  images: readonly { url: string; thumb_url?: string }[];
  main_image?: string | null;
}): ResponsivePhoto | null {
  const url = car.images[0]?.url ?? car.main_image ?? null;
  return url ? responsivePhoto(url, "detail") : null;
}

/**
 * The thumbnail of a car's main image (what its card and emails show): the thumbnail of its
 * images entry when the main image is one of them, else the main image itself; without one, the
 * first photo's thumbnail. `images` and `main_image` as in CarDetail.
 */
export function carThumbnail(car: {
  images: readonly { url: string; thumb_url?: string }[];
  main_image: string | null;
}): string | null {
  const main = car.main_image;
  if (!main) return car.images[0]?.thumb_url ?? null;
  const found = car.images.find((img) => img.url === main || img.thumb_url === main);
  return found?.thumb_url ?? main;
}

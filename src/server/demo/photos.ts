// Photos for the demo catalogue, drawn instead of downloaded so a fresh start works offline
// and ships no image files. sharp rasterises the SVG (librsvg) and encodes JPEG.
import { loadSharp } from "../lib/sharp.js";
import { demoPhotoSvg, type DemoPhotoBody } from "./photos-svg.js";

export type { DemoPhotoBody } from "./photos-svg.js";

export interface DemoPhotoOptions {
  seed: number;
  width?: number;
  height?: number;
  /** Korean colour term of the car (흰색, 검정색 …); unknown or absent: picked from the seed. */
  color?: string;
  /** Silhouette; absent: picked from the seed. */
  body?: DemoPhotoBody;
}

export const THUMBNAIL_WIDTH = 400;

/** Renders one demo photo as JPEG; the same options always give the same picture. */
export async function renderDemoPhoto({
  seed,
  width = 1024,
  height = 683,
  color,
  body,
}: DemoPhotoOptions): Promise<Buffer> {
  const svg = demoPhotoSvg({ seed, width, height, color, body });
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A list thumbnail: 400 px wide, aspect kept, JPEG quality 75. */
export async function renderThumbnail(buffer: Buffer): Promise<Buffer> {
  return (await loadSharp())(buffer).resize({ width: THUMBNAIL_WIDTH }).jpeg({ quality: 75 }).toBuffer();
}

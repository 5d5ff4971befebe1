/** Small real JPEGs for the simulated photo paths, rendered once per photo and cached. */
import sharp from "sharp";

const CACHE_LIMIT = 400;
const cache = new Map<string, Promise<Buffer>>();

function hueFor(label: string): number {
  let h = 0;
  for (const ch of label) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

async function render(label: string): Promise<Buffer> {
  // ASCII only: the container may have no Hangul font, and the key is what tests need.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
<rect width="640" height="480" fill="hsl(${hueFor(label)},45%,45%)"/>
<rect x="40" y="150" width="560" height="180" rx="24" fill="rgba(255,255,255,0.2)"/>
<text x="320" y="260" font-size="56" font-family="DejaVu Sans, sans-serif" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** JPEG bytes for a photo label such as "2400012 #3"; LRU-cached to keep the simulator fast. */
export function photoJpeg(label: string): Promise<Buffer> {
  const hit = cache.get(label);
  if (hit) {
    cache.delete(label);
    cache.set(label, hit);
    return hit;
  }
  const made = render(label);
  cache.set(label, made);
  made.catch(() => cache.delete(label));
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return made;
}

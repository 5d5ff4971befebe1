/** Seeded PRNG so every simulator run with the same seed serves the same catalogue. */
export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

/** Picks `count` distinct items, order kept as in `items`. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(rng() * items.length));
  return [...chosen].sort((x, y) => x - y).map((i) => items[i]);
}

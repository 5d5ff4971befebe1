// How much of the car names the catalogue meets the vehicle-terms dictionary translates: every
// name of the demo catalogue and of the upstream simulator, split into words, and per language
// the share of words with Korean letters that come out without any (issue 27). `npm run
// coverage:names` prints the figures and the words still left in Korean, most frequent first;
// test/name-coverage.test.ts holds the floor.
import { translateCarName } from "../src/shared/car-name.js";
import { generateDemoCars } from "../src/server/demo/cars.js";
import { generateCars } from "./upstream-sim/generator.js";

const HANGUL = /[\uac00-\ud7a3\u3131-\u318e]/;
export const NAME_LANGS = ["en", "mn", "ru"] as const;

/** Every distinct name of the demo catalogue and the simulator (several seeds, so every model and trim shows). */
export function catalogueNames(): string[] {
  const names = new Set<string>();
  for (const seed of [1, 2, 3]) for (const car of generateDemoCars(600, seed)) names.add(car.car_name);
  for (const seed of [1, 2, 3]) for (const car of generateCars({ count: 600, seed })) names.add(car.name);
  return [...names];
}

export type Coverage = { lang: string; words: number; translated: number; share: number; left: Map<string, number> };

/** Per language: Korean words in the names, how many the translation leaves without Korean, and the rest. */
export function nameCoverage(names: string[]): Coverage[] {
  return NAME_LANGS.map((lang) => {
    let words = 0;
    let translated = 0;
    const left = new Map<string, number>();
    for (const name of names) {
      // Whole names: the dictionary reads words in context ("모델 3", "4MATIC 롱").
      const korean = name.split(/\s+/).filter((w) => HANGUL.test(w)).length;
      const rest = translateCarName(name, lang)
        .split(/\s+/)
        .filter((w) => HANGUL.test(w));
      words += korean;
      translated += Math.max(0, korean - rest.length);
      for (const word of rest) left.set(word, (left.get(word) ?? 0) + 1);
    }
    return { lang, words, translated, share: words === 0 ? 1 : translated / words, left };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = catalogueNames();
  console.log(`${names.length} distinct names`);
  for (const c of nameCoverage(names)) {
    const top = [...c.left].sort((a, b) => b[1] - a[1]).slice(0, 40);
    console.log(`${c.lang}: ${(c.share * 100).toFixed(1)} % of ${c.words} Korean words translated`);
    if (top.length) console.log(`  left in Korean: ${top.map(([w, n]) => `${w} (${n})`).join(", ")}`);
  }
}

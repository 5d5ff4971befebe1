// Which languages and widths a browser test draws a screen in. `npm run test:all` (E2E_SWEEP=full)
// draws every such screen in the four languages at a phone's and a wide screen's width; `npm test`
// draws two of those eight: Mongolian on the phone and Russian on the wide screen, the languages
// with the longest words (what a cut label or a wrapped header shows first). Saving screenshots
// (E2E_SCREENSHOTS=<dir>) draws them all too, so the pictures for people stay complete.
export const LANGS = ["en", "ko", "mn", "ru"] as const;
export type Lang = (typeof LANGS)[number];

export const FULL_SWEEP = process.env.E2E_SWEEP === "full" || Boolean(process.env.E2E_SCREENSHOTS);

/** Each language of the sweep with its widths (of `narrow` and `wide`), in the order drawn. */
export function sweep<W extends number>(narrow: W, wide: W): { lang: Lang; widths: W[] }[] {
  if (FULL_SWEEP) return LANGS.map((lang) => ({ lang, widths: [narrow, wide] }));
  return [
    { lang: "mn", widths: [narrow] },
    { lang: "ru", widths: [wide] },
  ];
}

/** The languages of the sweep, for a screen drawn at one width. */
export function sweepLangs(): Lang[] {
  return FULL_SWEEP ? [...LANGS] : ["mn", "ru"];
}

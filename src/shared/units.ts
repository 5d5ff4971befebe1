import type { Lang } from "./api/constants.js";

/**
 * A car's units as each language writes them, on the site, in the emails and in the PDFs:
 * kilometres, engine displacement in cubic centimetres, engine power in metric horsepower.
 */
export const UNITS: Record<Lang, { km: string; cc: string; hp: string }> = {
  en: { km: "km", cc: "cc", hp: "hp" },
  ko: { km: "km", cc: "cc", hp: "마력" },
  mn: { km: "км", cc: "см³", hp: "м.х." },
  ru: { km: "км", cc: "см³", hp: "л.с." },
};

/**
 * A written figure with its unit: "61,500 km", "245 л.с."; Korean writes 마력 against the figure
 * ("245마력"), as its spec sheets do. `space` is the gap of the medium: a no-break space on a
 * page, a plain one in a PDF or an email.
 */
export function withUnit(figure: string, unit: keyof (typeof UNITS)[Lang], lang: Lang, space = "\u00a0"): string {
  const gap = unit === "hp" && lang === "ko" ? "" : space;
  return `${figure}${gap}${UNITS[lang][unit]}`;
}

// A car's dimensions as the page's language writes them: mileage, displacement, engine power.
import { UNITS, withUnit } from "../../../shared/units";
import type { Language } from "../i18n";
import { formatNumber } from "./numbers";

export function formatMileage(km: number, lang: Language): string {
  return withUnit(formatNumber(km, lang), "km", lang);
}

export function formatDisplacement(cc: number, lang: Language): string {
  return withUnit(formatNumber(cc, lang), "cc", lang);
}

/** Engine power in metric horsepower: "245 hp", "245마력", "245 м.х.", "245 л.с.". */
export function formatPower(hp: number, lang: Language): string {
  return withUnit(formatNumber(hp, lang), "hp", lang);
}

/** The unit suffixes of mileage and engine inputs ("km", "км"; "cc", "см³"). */
export const mileageUnit = (lang: Language) => UNITS[lang].km;
export const displacementUnit = (lang: Language) => UNITS[lang].cc;
export const powerUnit = (lang: Language) => UNITS[lang].hp;

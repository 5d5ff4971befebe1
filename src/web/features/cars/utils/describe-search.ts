import { translateTerm, type Lang } from "../../../../shared/vehicle-terms";
import { formatMileage } from "../../../lib/car-format";
import type { CarFilters } from "../types/car";

type Texts = {
  yearRange(from?: number, to?: number): string;
  priceUpTo(v: string): string;
  mileageUpTo(v: string): string;
  soldToo: string;
  noAccident?: string;
};

/**
 * The Cars filters in words ("Hyundai Sonata", "Petrol", "2019–2022", "up to $20,000"), for the
 * save-search dialog: its default name and the preview of what it saves.
 */
export function describeSearch(f: CarFilters, lang: Lang, money: (krw: number) => string, texts: Texts): string[] {
  const parts: string[] = [];
  const car = [f.maker && translateTerm("maker", f.maker, lang), f.model && translateTerm("model", f.model, lang)];
  if (car.some(Boolean)) parts.push(car.filter(Boolean).join(" "));
  if (f.fuel) parts.push(translateTerm("fuel", f.fuel, lang));
  if (f.transmission) parts.push(translateTerm("transmission", f.transmission, lang));
  if (f.year_min || f.year_max) parts.push(texts.yearRange(f.year_min, f.year_max));
  if (f.price_max) parts.push(texts.priceUpTo(money(f.price_max)));
  if (f.mileage_max) parts.push(texts.mileageUpTo(formatMileage(f.mileage_max, lang)));
  if (f.q) parts.push(`“${f.q}”`);
  if (f.no_accident && texts.noAccident) parts.push(texts.noAccident);
  if (f.include_soldout) parts.push(texts.soldToo);
  return parts;
}

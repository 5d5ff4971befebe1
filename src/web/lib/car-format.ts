import { translateCarName, translateTerm, type Lang } from "../../shared/vehicle-terms";

// A car's name and terms in the page language. The format layer (lib/format) stays apart from this
// file, which loads the vehicle-terms dictionary, so that the home page's first bundle can format
// prices without it; the car screens take both from here.
export {
  formatDisplacement,
  formatMileage,
  formatNumber,
  formatPower,
  formatPrice,
  formatUsd,
  formatWon,
} from "./format";

/** The car's name in the page language (static dictionary; unknown words stay Korean). */
export function carTitle(car: { car_name: string }, lang: Lang): string {
  return translateCarName(car.car_name, lang);
}

/** Fuel · transmission in the page language. */
export function powertrain(car: { fuel: string; transmission: string }, lang: Lang): string {
  return `${translateTerm("fuel", car.fuel, lang)} · ${translateTerm("transmission", car.transmission, lang)}`;
}

import { translateCarName, translateTerm, type Lang } from "../../shared/vehicle-terms";

export { formatDisplacement, formatMileage, formatNumber, formatPrice, formatUsd, formatWon } from "./price-format";

/** The car's name in the page language (static dictionary; unknown words stay Korean). */
export function carTitle(car: { car_name: string }, lang: Lang): string {
  return translateCarName(car.car_name, lang);
}

/** Fuel · transmission in the page language. */
export function powertrain(car: { fuel: string; transmission: string }, lang: Lang): string {
  return `${translateTerm("fuel", car.fuel, lang)} · ${translateTerm("transmission", car.transmission, lang)}`;
}

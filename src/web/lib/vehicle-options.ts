// Choices that the car filters, the request form and the admin car form all offer.

/** Korean fuel and gearbox values as the catalogue stores them (the filter sends these). */
export const FUEL_VALUES = ["가솔린", "디젤", "LPG", "하이브리드", "플러그인하이브리드", "전기", "수소"];
export const TRANSMISSION_VALUES = ["오토", "수동", "CVT", "DCT"];

/** Model years a form offers: next year back to 2000. */ export function yearOptions(now = new Date()): number[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - 2000 + 1 }, (_, i) => last - i);
}

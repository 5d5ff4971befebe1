import { isCountryCode } from "../../shared/countries.js";
import { validationError } from "./errors.js";

/** The country of a path (`/…/{country}`), upper case, or a 422 naming `country`. */
export function countryOf(raw: string): string {
  const country = raw.toUpperCase();
  if (!isCountryCode(country))
    throw validationError([{ field: "country", message: "must be an ISO 3166-1 alpha-2 country code" }]);
  return country;
}

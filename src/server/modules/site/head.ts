import { LANGUAGES, type Lang } from "../../../shared/api/constants.js";
import { translateCarName, translateTerm } from "../../../shared/vehicle-terms.js";
import type { Core } from "../../core.js";
import { carDetail } from "../catalogue/index.js";
import { escapeHtml } from "../mail/index.js";

/** The page's address in `lang` (null: the bare URL, x-default): its own query, `lang` set or removed, `currency` removed. */
export function pageUrl(base: string, pathname: string, search: URLSearchParams, lang: Lang | null): string {
  const params = new URLSearchParams(search);
  params.delete("lang");
  // A page in a currency chosen without JavaScript (?currency=) is the same page.
  params.delete("currency");
  if (lang) params.set("lang", lang);
  const query = params.toString();
  return `${base}${pathname}${query ? `?${query}` : ""}`;
}

/** `<link rel="alternate" hreflang>` for the four languages and x-default (the bare URL). */
export function alternateLinks(base: string, pathname: string, search: URLSearchParams): string {
  const links = LANGUAGES.map(
    (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(pageUrl(base, pathname, search, lang))}" />`,
  );
  links.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(base, pathname, search, null))}" />`,
  );
  return links.join("\n    ");
}

/** JSON inside `<script>`: no "</script>" or HTML comment can start inside it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/**
 * schema.org `Car` with its offer for a car page (price in KRW, as the dealer asks; availability:
 * sold out → SoldOut, held by a buyer's order → OutOfStock, else InStock); null for an unknown car.
 */
export async function carJsonLd(core: Core, id: number, lang: Lang, url: string): Promise<string | null> {
  let car: Awaited<ReturnType<typeof carDetail>>;
  try {
    car = await carDetail(core, id, null);
  } catch {
    return null;
  }
  const base = core.config.publicBaseUrl;
  const images = car.images.map((image) => (image.url.startsWith("/") ? `${base}${image.url}` : image.url));
  const availability =
    car.availability === "sold_out" ? "SoldOut" : car.availability === "reserved" ? "OutOfStock" : "InStock";
  const data = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: translateCarName(car.car_name, lang),
    url,
    brand: { "@type": "Brand", name: translateCarName(car.maker, lang) },
    model: translateCarName(car.model, lang),
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.mileage, unitCode: "KMT" },
    ...(car.fuel ? { fuelType: translateTerm("fuel", car.fuel, lang) } : {}),
    ...(car.transmission ? { vehicleTransmission: translateTerm("transmission", car.transmission, lang) } : {}),
    ...(car.color ? { color: translateTerm("color", car.color, lang) } : {}),
    ...(images.length > 0 ? { image: images.slice(0, 10) } : {}),
    offers: {
      "@type": "Offer",
      price: car.price_krw,
      priceCurrency: "KRW",
      availability: `https://schema.org/${availability}`,
      url,
    },
  };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

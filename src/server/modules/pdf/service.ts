import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { LANGS, type Lang } from "../../../shared/vehicle-terms.js";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";
import { forbidden, notFound } from "../../lib/errors.js";
import type { SessionUser } from "../auth/sessions.js";
import { canOpenCar } from "../credits/access.js";
import { loadCarPhoto } from "./photo.js";
import { renderSpecSheet } from "./spec-sheet.js";

/**
 * Rendering embeds a subset of a large CJK font (100+ ms of CPU): finished sheets are kept
 * per car version, language and day (the footer shows the date), as `core.pdfCache`.
 */
export type PdfCache = LRUCache<string, Buffer>;

export function createPdfCache(): PdfCache {
  return new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.length || 1 });
}

const asLang = (v: string | undefined | null): Lang | null =>
  v && (LANGS as readonly string[]).includes(v) ? (v as Lang) : null;

/**
 * The spec sheet of a car for a user with access (a paid banner view or purchase, a
 * recommendation, or an administrator): 404 unknown car, 403 without access. The language
 * is `lang` when given, else the user's.
 */
export async function carPdf(core: Core, user: SessionUser, carId: number, lang?: string) {
  const [car] = await core.db.select().from(cars).where(eq(cars.id, carId));
  if (!car) throw notFound("Car");
  if (!(await canOpenCar(core.db, user, carId))) {
    throw forbidden("Open this car's description first (banner view, purchase or a recommendation)");
  }
  const language = asLang(lang) ?? asLang(user.lang) ?? "en";
  const now = new Date();
  const key = `${car.id}:${car.updatedAt.getTime()}:${language}:${now.toISOString().slice(0, 10)}`;
  const cache = core.pdfCache;
  let pdf = cache.get(key);
  if (!pdf) {
    const photo = await loadCarPhoto(core, car);
    pdf = await renderSpecSheet({
      car,
      lang: language,
      photo,
      siteName: core.config.siteName,
      baseUrl: core.config.publicBaseUrl,
      now,
    });
    cache.set(key, pdf);
  }
  return { pdf, filename: `car-${car.id}-${language}.pdf` };
}

import { LANGS, type Lang } from "../../../shared/vehicle-terms.js";
import type { Core } from "../../core.js";
import { forbidden } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { carRowOr404 } from "../cars/index.js";
import { canOpenCar } from "../credits/index.js";
import { loadCarPhoto } from "./photo.js";

/** Where a car's cached sheets live in the object store. */
const cacheFolder = (carId: number) => `pdf-cache/${carId}/`;

const asLang = (v: string | undefined | null): Lang | null =>
  v && (LANGS as readonly string[]).includes(v) ? (v as Lang) : null;

/**
 * The spec sheet of a car for a user with access (a paid banner view or purchase, a
 * recommendation, or an administrator): 404 unknown car, 403 without access. The language
 * is `lang` when given, else the user's.
 */
export async function carPdf(core: Core, user: SessionUser, carId: number, lang?: string) {
  const car = await carRowOr404(core.db, carId);
  if (!(await canOpenCar(core.db, user, carId))) {
    throw forbidden("Open this car's description first (banner view, purchase or a recommendation)");
  }
  const language = asLang(lang) ?? asLang(user.lang) ?? "en";
  const now = new Date();
  // Rendering embeds a subset of a large CJK font (100+ ms of CPU): finished sheets are kept in
  // the object store (shared by every instance, no process memory) per car version, day (the
  // footer shows the date) and language.
  const version = `${car.updatedAt.getTime()}-${now.toISOString().slice(0, 10)}`;
  const key = `${cacheFolder(car.id)}${version}-${language}.pdf`;
  let pdf = await core.storage.get(key);
  if (!pdf) {
    const photo = await loadCarPhoto(core, car);
    // pdfkit and the fonts are loaded at the first sheet: API processes stay lean until then.
    const { renderSpecSheet } = await import("./spec-sheet.js");
    pdf = await renderSpecSheet({
      car,
      lang: language,
      photo,
      siteName: core.config.siteName,
      baseUrl: core.config.publicBaseUrl,
      now,
    });
    await core.storage.put(key, pdf, { contentType: "application/pdf" });
    await dropStaleSheets(core, car.id, version);
  }
  return { pdf, filename: `car-${car.id}-${language}.pdf` };
}

/** Sheets of an older version or day are never asked for again; a failure only leaves them behind. */
async function dropStaleSheets(core: Core, carId: number, version: string) {
  try {
    for (const { key } of await core.storage.list(cacheFolder(carId))) {
      if (!key.startsWith(`${cacheFolder(carId)}${version}-`)) await core.storage.delete(key);
    }
  } catch (err) {
    core.log.warn({ err, carId }, "stale PDF sheets could not be removed");
  }
}

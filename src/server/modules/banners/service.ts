import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { cars, heroBanners } from "../../db/schema/cars.js";
import { notFound, validationError } from "../../lib/errors.js";
import { translateCarName, type Lang } from "../../../shared/vehicle-terms.js";
import { carSummary, setBannerFlag } from "../cars/index.js";
import { carStatus } from "../../../shared/car-list.js";
import type { BannerPatch } from "../../../shared/api/banners.js";
import { LANGUAGES } from "../../../shared/api/constants.js";

type BannerRow = typeof heroBanners.$inferSelect;
type CarRow = typeof cars.$inferSelect;

function serializeAdminBanner(b: BannerRow, c: CarRow) {
  return {
    id: b.id,
    car_id: b.carId,
    position: b.position,
    is_active: b.isActive,
    title_en: b.titleEn,
    title_ko: b.titleKo,
    title_mn: b.titleMn,
    title_ru: b.titleRu,
    subtitle_en: b.subtitleEn,
    subtitle_ko: b.subtitleKo,
    subtitle_mn: b.subtitleMn,
    subtitle_ru: b.subtitleRu,
    created_at: b.createdAt,
    car: { ...carSummary(c), status: carStatus(c.soldout) },
  };
}

/** The banner showing this car, if any (admin car view, promo alerts). */
export async function bannerOfCar(db: DbOrTx, carId: number) {
  const [banner] = await db
    .select({ id: heroBanners.id, position: heroBanners.position, isActive: heroBanners.isActive })
    .from(heroBanners)
    .where(eq(heroBanners.carId, carId));
  return banner ?? null;
}

const TITLE = { en: "titleEn", ko: "titleKo", mn: "titleMn", ru: "titleRu" } as const;
const SUBTITLE = { en: "subtitleEn", ko: "subtitleKo", mn: "subtitleMn", ru: "subtitleRu" } as const;

/** Active banners in order, with their cars (the catalogue shows them to buyers). */
export async function activeBannerCars(core: Core) {
  return (
    core.db
      .select({ banner: heroBanners, car: cars })
      .from(heroBanners)
      .innerJoin(cars, eq(cars.id, heroBanners.carId))
      // An archived car's banner stays for the admins (cars/service.ts deleteCar) but is shown to nobody.
      .where(and(eq(heroBanners.isActive, true), isNull(cars.archivedAt)))
      .orderBy(asc(heroBanners.position), asc(heroBanners.id))
  );
}

/** A banner's title and subtitle in `lang` (falling back to English, then the car name). */
export function bannerTexts(banner: BannerRow, carName: string, lang: Lang) {
  return {
    title: banner[TITLE[lang]] || banner.titleEn || translateCarName(carName, lang),
    subtitle: banner[SUBTITLE[lang]] || banner.subtitleEn || null,
  };
}

/** Every banner (active or not) with its car, in order: the admin list of banner cars. */
export async function adminBannerCars(core: Core, db: Core["db"] | Tx = core.db) {
  const rows = await db
    .select({ banner: heroBanners, car: cars })
    .from(heroBanners)
    .innerJoin(cars, eq(cars.id, heroBanners.carId))
    .orderBy(asc(heroBanners.position), asc(heroBanners.id));
  return rows.map(({ banner, car }) => serializeAdminBanner(banner, car));
}

/**
 * Registers the car as a banner or removes it, deciding by the HeroBanner record (not
 * cars.is_banner, which follows). The car row is locked so that two toggles queue up.
 */
export async function toggleBanner(core: Core, carId: number): Promise<{ car_id: number; is_banner: boolean }> {
  const result = await core.db.transaction(async (tx) => {
    const [car] = await tx
      .select({ id: cars.id, carName: cars.carName })
      .from(cars)
      .where(eq(cars.id, carId))
      .for("update");
    if (!car) throw notFound("Car");
    const removed = await tx.delete(heroBanners).where(eq(heroBanners.carId, carId)).returning({ id: heroBanners.id });
    if (removed.length > 0) {
      await setBannerFlag(tx, carId, false);
      return { car_id: carId, is_banner: false };
    }
    await addBanner(tx, { id: carId, carName: car.carName });
    return { car_id: carId, is_banner: true };
  });
  // Joining a promotion is what triggers the promo alerts (a subscriber of this event).
  await core.events.emit("bannersChanged", { carIds: [carId], joinedPromotion: result.is_banner ? [carId] : [] });
  return result;
}

/**
 * Appends a banner for a car inside the caller's transaction (toggle, demo data); titles
 * default to the car name in each language.
 */
export async function addBanner(tx: Tx, car: { id: number; carName: string }, texts: BannerPatch = {}) {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${heroBanners.position}), 0)::int + 1` })
    .from(heroBanners);
  const [row] = await tx
    .insert(heroBanners)
    .values({
      carId: car.id,
      position: Number(next),
      titleEn: texts.title_en ?? translateCarName(car.carName, "en"),
      titleKo: texts.title_ko ?? car.carName,
      titleMn: texts.title_mn ?? translateCarName(car.carName, "mn"),
      titleRu: texts.title_ru ?? translateCarName(car.carName, "ru"),
      subtitleEn: texts.subtitle_en ?? null,
      subtitleKo: texts.subtitle_ko ?? null,
      subtitleMn: texts.subtitle_mn ?? null,
      subtitleRu: texts.subtitle_ru ?? null,
      isActive: texts.is_active ?? true,
    })
    .returning();
  await setBannerFlag(tx, car.id, true);
  return row;
}

/** Puts the listed banner cars first, in that order; the others keep their order after them. */
export async function reorderBanners(core: Core, carIds: number[]) {
  const banners = await core.db.transaction(async (tx) => {
    const banners = await tx
      .select()
      .from(heroBanners)
      .orderBy(asc(heroBanners.position), asc(heroBanners.id))
      .for("update");
    const byCar = new Map(banners.map((b) => [b.carId, b]));
    const unknown = carIds.filter((id) => !byCar.has(id));
    if (unknown.length > 0) {
      throw validationError([{ field: "car_ids", message: `not banner cars: ${unknown.join(", ")}` }]);
    }
    const listed = new Set(carIds);
    const order = [...carIds.map((id) => byCar.get(id)!), ...banners.filter((b) => !listed.has(b.carId))];
    for (const [i, b] of order.entries()) {
      if (b.position !== i + 1)
        await tx
          .update(heroBanners)
          .set({ position: i + 1 })
          .where(eq(heroBanners.id, b.id));
    }
    return adminBannerCars(core, tx);
  });
  await core.events.emit("bannersChanged", { carIds: banners.map((b) => b.car_id), joinedPromotion: [] });
  return banners;
}

async function bannerWithCar(db: Core["db"] | Tx, id: number) {
  const [row] = await db
    .select({ banner: heroBanners, car: cars })
    .from(heroBanners)
    .innerJoin(cars, eq(cars.id, heroBanners.carId))
    .where(eq(heroBanners.id, id));
  if (!row) throw notFound("Banner");
  return serializeAdminBanner(row.banner, row.car);
}

export const getBanner = (core: Core, id: number) => bannerWithCar(core.db, id);

export async function updateBanner(core: Core, id: number, patch: BannerPatch) {
  const set: Partial<typeof heroBanners.$inferInsert> = {};
  for (const lang of LANGUAGES) {
    const title = patch[`title_${lang}`];
    const subtitle = patch[`subtitle_${lang}`];
    if (title !== undefined) set[TITLE[lang]] = title?.trim() || null;
    if (subtitle !== undefined) set[SUBTITLE[lang]] = subtitle?.trim() || null;
  }
  if (patch.is_active !== undefined) set.isActive = patch.is_active;
  const updated = await core.db
    .update(heroBanners)
    .set(set)
    .where(eq(heroBanners.id, id))
    .returning({ id: heroBanners.id });
  if (updated.length === 0) throw notFound("Banner");
  const banner = await getBanner(core, id);
  await core.events.emit("bannersChanged", { carIds: [banner.car_id], joinedPromotion: [] });
  return banner;
}

/** Deletes the banner; its car is no longer a banner car. */
export async function deleteBanner(core: Core, id: number) {
  const carId = await core.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(heroBanners)
      .where(eq(heroBanners.id, id))
      .returning({ carId: heroBanners.carId });
    if (!removed) throw notFound("Banner");
    await setBannerFlag(tx, removed.carId, false);
    return removed.carId;
  });
  await core.events.emit("bannersChanged", { carIds: [carId], joinedPromotion: [] });
}

/**
 * The pieces of a raw car list statement that put banner cars first (the admin Local Cars
 * list): the join on `carAlias`, the banner id and position columns, and the order.
 */
export function bannerPlacementSql(carAlias: string) {
  const c = sql.raw(carAlias);
  return {
    join: sql`left join hero_banners hb on hb.car_id = ${c}.id`,
    columns: sql`hb.id as banner_id, hb.position as banner_position`,
    bannersFirst: sql`(hb.id is null), hb.position, hb.id`,
  };
}

import { and, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { cars, heroBanners, type CarImage } from "../../db/schema/cars.js";
import { carAccessGrants } from "../../db/schema/credits.js";
import { notFound } from "../../lib/errors.js";
import type { SessionUser } from "../auth/sessions.js";
import { invalidateCatalogue } from "./catalogue-cache.js";
import type { CarImageInput, CarCreateInput, CarPatchInput } from "../../../shared/api/cars.js";
import type { CarRow } from "./serialize.js";

/** Accepts bare URLs or {url, thumb_url}; a missing thumbnail is the image itself. */
export function normalizeImages(images: readonly CarImageInput[] | undefined): CarImage[] {
  return (images ?? []).map((img) =>
    typeof img === "string" ? { url: img, thumb_url: img } : { url: img.url, thumb_url: img.thumb_url ?? img.url },
  );
}

type Origin = { source?: string; upstreamKey?: string | null; complexCode?: string | null };

function columnsOf(input: CarPatchInput) {
  const v: Partial<typeof cars.$inferInsert> = {};
  if (input.car_name !== undefined) v.carName = input.car_name;
  if (input.maker !== undefined) v.maker = input.maker;
  if (input.model !== undefined) v.model = input.model;
  if (input.grade !== undefined) v.grade = input.grade;
  if (input.year !== undefined) v.year = input.year;
  if (input.month !== undefined) v.month = input.month;
  if (input.mileage !== undefined) v.mileage = input.mileage;
  if (input.fuel !== undefined) v.fuel = input.fuel;
  if (input.transmission !== undefined) v.transmission = input.transmission;
  if (input.color !== undefined) v.color = input.color;
  if (input.displacement_cc !== undefined) v.displacementCc = input.displacement_cc;
  if (input.car_number !== undefined) v.carNumber = input.car_number;
  if (input.price_krw !== undefined) v.priceKrw = input.price_krw;
  if (input.options !== undefined) v.options = input.options;
  if (input.description !== undefined) v.description = input.description;
  if (input.dealer_comment !== undefined) v.dealerComment = input.dealer_comment;
  if (input.dealer_name !== undefined) v.dealerName = input.dealer_name;
  if (input.dealer_phone !== undefined) v.dealerPhone = input.dealer_phone;
  if (input.images !== undefined) v.images = normalizeImages(input.images);
  if (input.main_image !== undefined) v.mainImage = input.main_image;
  return v;
}

/**
 * Adds a car to the catalogue (admin form, demo data, upstream import). The main image
 * defaults to the first photo's thumbnail, as the list shows thumbnails.
 */
export async function createCar(
  core: Core,
  input: CarCreateInput,
  origin: Origin = {},
  db: DbOrTx = core.db,
): Promise<CarRow> {
  const values = columnsOf(input) as typeof cars.$inferInsert;
  values.images ??= [];
  values.mainImage ??= values.images[0]?.thumb_url ?? null;
  const [row] = await db
    .insert(cars)
    .values({
      ...values,
      source: origin.source ?? "manual",
      upstreamKey: origin.upstreamKey ?? null,
      complexCode: origin.complexCode ?? null,
    })
    .returning();
  invalidateCatalogue(core);
  return row;
}

/** Changes some fields of a car; 404 when it does not exist. */
export async function updateCar(core: Core, id: number, patch: CarPatchInput): Promise<CarRow> {
  const values = columnsOf(patch);
  const row = await core.db.transaction(async (tx) => {
    const [current] = await tx.select().from(cars).where(eq(cars.id, id)).for("update");
    if (!current) throw notFound("Car");
    // New photos without a chosen main image: keep the old one only if it is still among them.
    if (values.images && patch.main_image === undefined) {
      const still =
        current.mainImage &&
        values.images.some((i) => i.url === current.mainImage || i.thumb_url === current.mainImage);
      if (!still) values.mainImage = values.images[0]?.thumb_url ?? null;
    }
    const [updated] = await tx
      .update(cars)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(cars.id, id))
      .returning();
    return updated;
  });
  invalidateCatalogue(core);
  return row;
}

/** Removes a car and (by cascade) its banner and access grants. */
export async function deleteCar(core: Core, id: number): Promise<void> {
  const deleted = await core.db.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id });
  if (deleted.length === 0) throw notFound("Car");
  invalidateCatalogue(core);
}

/** Sets or clears the sold-out marker (admin action, availability check). */
export async function setSoldout(
  core: Core,
  id: number,
  soldout: boolean,
  db: DbOrTx = core.db,
): Promise<{ id: number; soldout: boolean }> {
  const rows = await db
    .update(cars)
    .set({
      soldout,
      // Keep the first time it was seen sold; clear it when the marker goes.
      soldoutAt: soldout ? sql`coalesce(${cars.soldoutAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(cars.id, id))
    .returning({ id: cars.id, soldout: cars.soldout });
  if (rows.length === 0) throw notFound("Car");
  invalidateCatalogue(core);
  return rows[0];
}

// The detail's query, built once per database: drizzle's query building costs more CPU than
// the primary-key lookup itself, and PostgreSQL keeps the named statement's plan.
const carByIdQueries = new WeakMap<object, { execute(params: { id: number }): Promise<CarRow[]> }>();

function carByIdQuery(db: Core["db"]) {
  let query = carByIdQueries.get(db);
  if (!query) {
    query = db
      .select()
      .from(cars)
      .where(eq(cars.id, sql.placeholder("id")))
      .prepare("car_by_id");
    carByIdQueries.set(db, query);
  }
  return query;
}

export async function getCarRow(core: Core, id: number, db: DbOrTx = core.db): Promise<CarRow | undefined> {
  if (db === core.db) return (await carByIdQuery(core.db).execute({ id }))[0];
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  return row;
}

/** Whether a user may open the car's description/PDF: admins always, others with a grant. */
export async function userHasCarAccess(core: Core, user: SessionUser | null, carId: number): Promise<boolean> {
  if (!user) return false;
  if (user.role === "admin") return true;
  const rows = await core.db
    .select({ id: carAccessGrants.id })
    .from(carAccessGrants)
    .where(and(eq(carAccessGrants.userId, user.id), eq(carAccessGrants.carId, carId)))
    .limit(1);
  return rows.length > 0;
}

export async function bannerOfCar(core: Core, carId: number) {
  const [banner] = await core.db
    .select({ id: heroBanners.id, position: heroBanners.position, isActive: heroBanners.isActive })
    .from(heroBanners)
    .where(eq(heroBanners.carId, carId));
  return banner ?? null;
}

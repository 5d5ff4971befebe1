import { eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { cars, type CarImage } from "../../db/schema/cars.js";
import { AppError, notFound } from "../../lib/errors.js";
import { isForeignKeyViolation } from "../../lib/pg-errors.js";
import { assertPublicUrl, UnsafeUrlError, upstreamHosts } from "../../lib/safe-fetch.js";
import type { CarImageInput, CarCreateInput, CarPatchInput } from "../../../shared/api/cars.js";
import type { CarRow } from "./serialize.js";
import { recordPrice } from "./price-history.js";
import type { CarCondition } from "../../../shared/api/condition.js";

/** Accepts bare URLs or {url, thumb_url}; a missing thumbnail is the image itself. */
export function normalizeImages(images: readonly CarImageInput[] | undefined): CarImage[] {
  return (images ?? []).map((img) =>
    typeof img === "string" ? { url: img, thumb_url: img } : { url: img.url, thumb_url: img.thumb_url ?? img.url },
  );
}

/**
 * Refuses photo addresses the server must never fetch (the PDF embeds the first photo):
 * loopback, private and link-local hosts, by name or after DNS. A name that does not resolve
 * now is accepted: the fetch checks again and a failing photo never stops anything.
 */
async function assertFetchableImages(core: Core, input: CarPatchInput) {
  const urls: { field: string; url: string }[] = [];
  normalizeImages(input.images).forEach((img, i) => {
    urls.push({ field: `images.${i}.url`, url: img.url }, { field: `images.${i}.thumb_url`, url: img.thumb_url });
  });
  if (input.main_image) urls.push({ field: "main_image", url: input.main_image });
  const bad: { field: string; in: string; message: string }[] = [];
  for (const { field, url } of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      await assertPublicUrl(url, { allowHosts: upstreamHosts(core.config) });
    } catch (err) {
      if (err instanceof UnsafeUrlError) bad.push({ field, in: "body", message: "must be a public http(s) address" });
    }
  }
  if (bad.length > 0) throw new AppError(422, "validation_error", "Some photo addresses are not allowed", bad);
}

type Origin = {
  source?: string;
  upstreamKey?: string | null;
  complexCode?: string | null;
  /** The inspection record read with the car (upstream import, demo data); null: none. */
  condition?: CarCondition | null;
};

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
  if (input.power_hp !== undefined) v.powerHp = input.power_hp;
  if (input.car_number !== undefined) v.carNumber = input.car_number;
  if (input.vin !== undefined) v.vin = input.vin;
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
 * defaults to the first photo's thumbnail, as the list shows thumbnails. It may run inside the
 * caller's transaction, so the caller emits the event once that has committed
 * (`carsChanged` created, `carsImported`).
 */
export async function createCar(core: Core, db: DbOrTx, input: CarCreateInput, origin: Origin = {}): Promise<CarRow> {
  await assertFetchableImages(core, input);
  const values = columnsOf(input) as typeof cars.$inferInsert;
  values.images ??= [];
  values.mainImage ??= values.images[0]?.thumb_url ?? null;
  // A savepoint inside the caller's transaction (import, demo) or a transaction of its own.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(cars)
      .values({
        ...values,
        source: origin.source ?? "manual",
        upstreamKey: origin.upstreamKey ?? null,
        complexCode: origin.complexCode ?? null,
        condition: origin.condition ?? null,
      })
      .returning();
    await recordPrice(tx, inserted.id, Number(inserted.priceKrw));
    return inserted;
  });
  return row;
}

/** The admin form's new car, in a transaction of its own. */
export async function addCar(core: Core, input: CarCreateInput): Promise<CarRow> {
  const row = await createCar(core, core.db, input);
  await core.events.emit("carsChanged", { carIds: [row.id], change: "created" });
  return row;
}

/** Changes some fields of a car; 404 when it does not exist. */
export async function updateCar(core: Core, id: number, patch: CarPatchInput): Promise<CarRow> {
  await assertFetchableImages(core, patch);
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
    const oldPrice = Number(current.priceKrw);
    const priceChanged = values.priceKrw !== undefined && values.priceKrw !== oldPrice;
    if (priceChanged && values.priceKrw! < oldPrice) values.priceDroppedAt = sql`now()` as unknown as Date;
    const [updated] = await tx
      .update(cars)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(cars.id, id))
      .returning();
    if (priceChanged) await recordPrice(tx, id, Number(updated.priceKrw));
    return { updated, priceChanged };
  });
  // A new price alone is a price change (alerts, the buyers' prices); anything else is an edit.
  const priceOnly = Object.keys(patch).every((k) => k === "price_krw");
  if (!(priceOnly && row.priceChanged)) await core.events.emit("carsChanged", { carIds: [id], change: "edited" });
  if (row.priceChanged) await core.events.emit("pricesChanged", { carIds: [id] });
  return row.updated;
}

/**
 * An admin's delete. A car that no record names goes, with what hangs on it alone (favourites,
 * alerts, price history, its banner: cascades). A car that orders, CC-bought access,
 * recommendations or questions name is archived instead: the database's RESTRICT keys refuse the
 * delete, and that refusal is the test, so a money record added later is kept the same way. An
 * archived car is sold out and off the banner, buyers get 404 for it, and it stays for its
 * records and for the admins. Deleting it again is a 404, as for a car that is gone.
 */
export async function deleteCar(core: Core, id: number): Promise<{ archived: boolean }> {
  const outcome = await core.db.transaction(async (tx) => {
    const [car] = await tx.select({ archivedAt: cars.archivedAt }).from(cars).where(eq(cars.id, id)).for("update");
    if (!car || car.archivedAt) throw notFound("Car");
    try {
      // A savepoint: the refused delete rolls back alone, and the archive goes on in this transaction.
      await tx.transaction((sp) => sp.delete(cars).where(eq(cars.id, id)));
      return { archived: false };
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
    }
    await tx
      .update(cars)
      .set({
        archivedAt: sql`now()`,
        soldout: true,
        soldoutAt: sql`coalesce(${cars.soldoutAt}, now())`,
        isBanner: false,
        updatedAt: sql`now()`,
      })
      .where(eq(cars.id, id));
    return { archived: true };
  });
  await core.events.emit("carsChanged", { carIds: [id], change: "deleted" });
  return outcome;
}

/** The banner module's marker on the car row (banner cars come first in the admin list). */
export async function setBannerFlag(tx: DbOrTx, carId: number, isBanner: boolean): Promise<void> {
  await tx.update(cars).set({ isBanner }).where(eq(cars.id, carId));
}

/**
 * Sets or clears the sold-out marker inside the caller's transaction (an order paid or
 * cancelled); the caller's event (`ordersChanged`) follows its commit.
 */
export async function setSoldout(db: DbOrTx, id: number, soldout: boolean): Promise<{ id: number; soldout: boolean }> {
  const rows = await db
    .update(cars)
    .set(
      soldout
        ? // Keep the first time it was seen sold.
          { soldout, soldoutAt: sql`coalesce(${cars.soldoutAt}, now())`, updatedAt: sql`now()` }
        : // Cleared, with its time, unless the car is archived: an archived car stays sold out, which
          // is what keeps it out of the lists (deleteCar).
          {
            soldout: sql`${cars.archivedAt} is not null`,
            soldoutAt: sql`case when ${cars.archivedAt} is null then null else ${cars.soldoutAt} end`,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(cars.id, id))
    .returning({ id: cars.id, soldout: cars.soldout });
  if (rows.length === 0) throw notFound("Car");
  return rows[0];
}

/** The admin's sold-out switch: sets or clears the marker, then tells the subscribers. */
export async function markSoldout(core: Core, id: number, soldout: boolean) {
  const result = await setSoldout(core.db, id, soldout);
  await core.events.emit("soldOutMarked", { carIds: [id], soldout });
  return result;
}

export async function getCarRow(core: Core, id: number): Promise<CarRow | undefined> {
  return (await core.carQueries.carById.execute({ id }))[0];
}

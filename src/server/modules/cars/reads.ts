// What other modules read of the cars, asked of this module instead of the cars table: rows by
// id (for the joins they used to write), names for the data export, and whether a car is still
// listed. The rule of a listed car (not archived) is written here.
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { notFound } from "../../lib/errors.js";
import type { CarRow } from "./serialize.js";

/** The car's row in `db` (inside a transaction, as it stands there), or 404. */
export async function carRowOr404(db: DbOrTx, carId: number): Promise<CarRow> {
  const [car] = await db.select().from(cars).where(eq(cars.id, carId));
  if (!car) throw notFound("Car");
  return car;
}

/** The rows of the cars `ids`, by id (archived ones too: records name them). */
export async function carRowsById(db: DbOrTx, ids: readonly number[]): Promise<Map<number, CarRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(cars).where(inArray(cars.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each row with the row of its car (`carIdOf`), in the same order; rows whose car is gone are left out. */
export async function withCars<R>(
  db: DbOrTx,
  rows: readonly R[],
  carIdOf: (row: R) => number,
): Promise<(R & { car: CarRow })[]> {
  const byId = await carRowsById(db, rows.map(carIdOf));
  return rows.flatMap((r) => {
    const car = byId.get(carIdOf(r));
    return car ? [{ ...r, car }] : [];
  });
}

/**
 * Each row with the Korean listing name of its car (`carIdOf`), in the same order; rows whose car
 * is gone are left out. A buyer's data export names their cars so.
 */
export async function withCarNames<R>(
  db: DbOrTx,
  rows: readonly R[],
  carIdOf: (row: R) => number,
): Promise<(R & { carName: string })[]> {
  const ids = [...new Set(rows.map(carIdOf))];
  if (ids.length === 0) return [];
  const names = await db.select({ id: cars.id, name: cars.carName }).from(cars).where(inArray(cars.id, ids));
  const byId = new Map(names.map((r) => [r.id, r.name]));
  return rows.flatMap((r) => {
    const carName = byId.get(carIdOf(r));
    return carName === undefined ? [] : [{ ...r, carName }];
  });
}

/** 404 unless the car exists and is listed (not archived): what a buyer may favourite or ask about. */
export async function assertListedCar(db: DbOrTx, carId: number): Promise<void> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, carId), isNull(cars.archivedAt)));
  if (!car) throw notFound("Car");
}

/** True when the car `carId` (a column or SQL expression) is listed: not archived. */
export const isListedCarSql = (carId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from ${cars} where ${cars.id} = ${carId} and ${cars.archivedAt} is null)`;

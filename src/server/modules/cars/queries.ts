import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import type { CarRow } from "./serialize.js";

/** Prepared statements of the hot reads, built once per app (as `core.carQueries`). */
export type CarQueries = { carById: { execute(params: { id: number }): Promise<CarRow[]> } };

// Drizzle's query building costs more CPU than the primary-key lookup itself, and
// PostgreSQL keeps the named statement's plan.
export function createCarQueries(db: Db): CarQueries {
  return {
    carById: db
      .select()
      .from(cars)
      .where(eq(cars.id, sql.placeholder("id")))
      .prepare("car_by_id"),
  };
}

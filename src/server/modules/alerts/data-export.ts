// What the alerts module gives to a buyer's data export: which alerts about which cars it sent the user.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { alertDeliveries } from "../../db/schema/alerts.js";
import { cars } from "../../db/schema/cars.js";

/** The alerts sent to the user, oldest first, with the car and the cause. */
export async function exportAlertsOf(db: DbOrTx, userId: number): Promise<DataExport["alerts"]> {
  const rows = await db
    .select({
      carId: alertDeliveries.carId,
      carName: cars.carName,
      cause: alertDeliveries.cause,
      at: alertDeliveries.createdAt,
    })
    .from(alertDeliveries)
    .innerJoin(cars, eq(cars.id, alertDeliveries.carId))
    .where(eq(alertDeliveries.userId, userId))
    .orderBy(asc(alertDeliveries.createdAt), asc(alertDeliveries.carId), asc(alertDeliveries.cause));
  return rows.map((r) => ({
    car: { id: r.carId, car_name: r.carName },
    cause: r.cause,
    created_at: r.at.toISOString(),
  }));
}

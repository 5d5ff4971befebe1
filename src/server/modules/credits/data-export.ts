// What the credits module gives to a buyer's data export: why the user may open which cars.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { withCarNames } from "../cars/index.js";
import { carAccessGrants } from "../../db/schema/credits.js";
import type { GrantKind } from "./access.js";

/** The user's access grants, oldest first, with the car's name. */
export async function exportCarAccessOf(db: DbOrTx, userId: number): Promise<DataExport["car_access"]> {
  const grants = await db
    .select({ grant: carAccessGrants })
    .from(carAccessGrants)
    .where(eq(carAccessGrants.userId, userId))
    .orderBy(asc(carAccessGrants.id));
  const rows = await withCarNames(db, grants, (r) => r.grant.carId);
  return rows.map(({ grant, carName }) => ({
    car: { id: grant.carId, car_name: carName },
    kind: grant.kind as GrantKind,
    vehicle_request_id: grant.vehicleRequestId,
    created_at: grant.createdAt.toISOString(),
  }));
}

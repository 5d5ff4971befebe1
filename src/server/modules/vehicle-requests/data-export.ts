// What the vehicle-requests module gives to a buyer's data export: the user's requests with the
// cars recommended for them, and the user's reviews.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { withCarNames } from "../cars/index.js";
import { reviews, vehicleRequestCars, vehicleRequests } from "../../db/schema/requests.js";
import { requestFields } from "./service.js";

type Recommended = DataExport["vehicle_requests"][number]["recommended_cars"];

/** The user's vehicle requests, oldest first, each with its recommended cars. */
export async function exportVehicleRequestsOf(db: DbOrTx, userId: number): Promise<DataExport["vehicle_requests"]> {
  const requests = await db
    .select()
    .from(vehicleRequests)
    .where(eq(vehicleRequests.userId, userId))
    .orderBy(asc(vehicleRequests.id));
  const links = await db
    .select({
      requestId: vehicleRequestCars.vehicleRequestId,
      carId: vehicleRequestCars.carId,
      at: vehicleRequestCars.createdAt,
    })
    .from(vehicleRequestCars)
    .innerJoin(vehicleRequests, eq(vehicleRequests.id, vehicleRequestCars.vehicleRequestId))
    .where(eq(vehicleRequests.userId, userId))
    .orderBy(asc(vehicleRequestCars.createdAt), asc(vehicleRequestCars.carId));
  const recommended = await withCarNames(db, links, (l) => l.carId);
  const byRequest = new Map<number, Recommended>();
  for (const r of recommended) {
    const list = byRequest.get(r.requestId) ?? [];
    list.push({ car: { id: r.carId, car_name: r.carName }, recommended_at: r.at.toISOString() });
    byRequest.set(r.requestId, list);
  }
  return requests.map((r) => ({
    ...requestFields(r),
    completed_at: r.completedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    recommended_cars: byRequest.get(r.id) ?? [],
  }));
}

/** The user's reviews, oldest first, hidden ones included (with their visibility). */
export async function exportReviewsOf(db: DbOrTx, userId: number): Promise<DataExport["reviews"]> {
  const rows = await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.id));
  return rows.map((r) => ({
    id: r.id,
    vehicle_request_id: r.vehicleRequestId,
    rating: r.rating,
    content: r.content,
    is_visible: r.isVisible,
    created_at: r.createdAt.toISOString(),
  }));
}

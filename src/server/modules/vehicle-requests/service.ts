import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { CC_AMOUNTS, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { reviews, vehicleRequestCars, vehicleRequests } from "../../db/schema/requests.js";
import { AppError, conflict, insufficientCc, notFound, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { grantCarAccess } from "../credits/index.js";
import { carRowsById, carSummary, withCars } from "../cars/index.js";
import { heldCarIds } from "../orders/index.js";
import { applyLedgerEntry, ccBalanceOf, userCards, userMatchesSql } from "../accounts/index.js";
import { notifyRecommendation, notifyStatusChange } from "./notifications.js";
import type {
  AdminRequestsQuery,
  RecommendInput,
  StatusPatch,
  VehicleRequestInput,
} from "../../../shared/api/vehicle-requests.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { containsPattern } from "../../lib/sql.js";
import type { RequestStatus } from "../../../shared/api/constants.js";

type RequestRow = typeof vehicleRequests.$inferSelect;
type Recommended = ReturnType<typeof carSummary> & { recommended_at: Date };

export const recommendationKey = (requestId: number) => `request-recommendation:${requestId}`;

const clean = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === "" ? null : v.trim());

/** A request's own fields as the API and the data export name them (not its times). */
export function requestFields(r: RequestRow) {
  return {
    id: r.id,
    maker: r.maker,
    model: r.model,
    grade: r.grade,
    year: r.year,
    fuel: r.fuel,
    mileage: r.mileage,
    budget_krw: r.budgetKrw === null ? null : Number(r.budgetKrw),
    note: r.note,
    status: r.status as RequestStatus,
    admin_note: r.adminNote,
  };
}

function serializeRequest(r: RequestRow, recommended: Recommended[]) {
  return {
    ...requestFields(r),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    completed_at: r.completedAt,
    recommended_cars: recommended,
  };
}

/** The recommended cars of some requests, by request id. */
async function recommendedCars(db: DbOrTx, requestIds: number[]): Promise<Map<number, Recommended[]>> {
  const map = new Map<number, Recommended[]>();
  if (requestIds.length === 0) return map;
  const links = await db
    .select({
      requestId: vehicleRequestCars.vehicleRequestId,
      at: vehicleRequestCars.createdAt,
      carId: vehicleRequestCars.carId,
    })
    .from(vehicleRequestCars)
    .where(inArray(vehicleRequestCars.vehicleRequestId, requestIds))
    .orderBy(vehicleRequestCars.createdAt, vehicleRequestCars.carId);
  const rows = await withCars(db, links, (l) => l.carId);
  for (const row of rows) {
    const list = map.get(row.requestId) ?? [];
    list.push({ ...carSummary(row.car), recommended_at: row.at });
    map.set(row.requestId, list);
  }
  return map;
}

/**
 * A logged-in user asks for a vehicle. Nothing is charged yet (1 CC is charged when a car is
 * recommended), but the balance must already cover that: 402 below 1 CC.
 */
export async function createVehicleRequest(core: Core, user: SessionUser, input: VehicleRequestInput) {
  const maker = clean(input.maker);
  if (!maker) throw validationError([{ field: "maker", message: "must not be empty" }]);
  return core.db.transaction(async (tx) => {
    const balance = await ccBalanceOf(tx, user.id);
    if (balance < CC_AMOUNTS.minimumBalanceForRequest) {
      throw insufficientCc({
        required: milliToCc(CC_AMOUNTS.minimumBalanceForRequest),
        balance: milliToCc(balance),
        account: "cc",
      });
    }
    const [row] = await tx
      .insert(vehicleRequests)
      .values({
        userId: user.id,
        maker,
        model: clean(input.model),
        grade: clean(input.grade),
        year: input.year ?? null,
        fuel: clean(input.fuel),
        mileage: input.mileage ?? null,
        budgetKrw: input.budget_krw ?? null,
        note: clean(input.note),
      })
      .returning();
    return serializeRequest(row, []);
  });
}

/** The user's own requests, newest first, with their recommended cars and review. */
export async function listMyRequests(core: Core, userId: number, page: number, pageSize: number) {
  const where = eq(vehicleRequests.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select({ request: vehicleRequests, reviewId: reviews.id, rating: reviews.rating })
      .from(vehicleRequests)
      .leftJoin(reviews, eq(reviews.vehicleRequestId, vehicleRequests.id))
      .where(where)
      .orderBy(desc(vehicleRequests.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(vehicleRequests).where(where),
  ]);
  const recommended = await recommendedCars(
    core.db,
    rows.map((r) => r.request.id),
  );
  return {
    items: rows.map((r) => ({
      ...serializeRequest(r.request, recommended.get(r.request.id) ?? []),
      review: r.reviewId === null || r.rating === null ? null : { id: r.reviewId, rating: r.rating },
      can_review: r.request.status === "completed" && r.reviewId === null,
    })),
    total,
    page,
    page_size: pageSize,
  };
}

type AdminRow = { request: RequestRow; email: string; name: string; country: string };

/** The requests with their requesters' email, name and country (asked of the accounts module). */
async function withRequesters(db: DbOrTx, requests: RequestRow[]): Promise<AdminRow[]> {
  const people = await userCards(
    db,
    requests.map((r) => r.userId),
  );
  // A request goes with its account (cascade): every one has its user.
  return requests.flatMap((request) => {
    const user = people.get(request.userId);
    return user ? [{ request, email: user.email, name: user.name, country: user.country }] : [];
  });
}

function serializeAdmin(r: AdminRow, recommended: Recommended[]) {
  return {
    ...serializeRequest(r.request, recommended),
    user_id: r.request.userId,
    email: r.email,
    user_name: r.name,
    country: r.country,
  };
}

/** Administrators' list: status filter, search over the requester's email and the wanted car, newest first. */
export async function adminListRequests(core: Core, query: AdminRequestsQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(vehicleRequests.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const p = containsPattern(q);
    const asId = /^\d{1,9}$/.test(q) ? [eq(vehicleRequests.id, Number(q))] : [];
    conditions.push(
      or(
        userMatchesSql(vehicleRequests.userId, p),
        ilike(vehicleRequests.maker, p),
        ilike(vehicleRequests.model, p),
        ilike(vehicleRequests.grade, p),
        ilike(vehicleRequests.fuel, p),
        ilike(vehicleRequests.note, p),
        ...asId,
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [requests, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(vehicleRequests)
      .where(where)
      .orderBy(desc(vehicleRequests.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    core.db.select({ total: count() }).from(vehicleRequests).where(where),
  ]);
  const rows = await withRequesters(core.db, requests);
  const recommended = await recommendedCars(
    core.db,
    rows.map((r) => r.request.id),
  );
  return pagedResponse(
    rows.map((r) => serializeAdmin(r, recommended.get(r.request.id) ?? [])),
    total,
    query.page,
    query.page_size,
  );
}

async function adminRequest(db: DbOrTx, id: number) {
  const [row] = await withRequesters(db, await db.select().from(vehicleRequests).where(eq(vehicleRequests.id, id)));
  if (!row) throw notFound("Vehicle request");
  const recommended = await recommendedCars(db, [id]);
  return serializeAdmin(row, recommended.get(id) ?? []);
}

export const getAdminRequest = (core: Core, id: number) => adminRequest(core.db, id);

const OPEN: readonly string[] = ["pending", "in_progress"];

/**
 * Sets in_progress, cancelled or rejected and notifies the requester. Only open requests
 * (pending, in_progress) change; setting the current status again changes nothing.
 */
export async function updateRequestStatus(core: Core, id: number, patch: StatusPatch) {
  return core.db.transaction(async (tx) => {
    const [current] = await tx.select().from(vehicleRequests).where(eq(vehicleRequests.id, id)).for("update");
    if (!current) throw notFound("Vehicle request");
    const adminNote = patch.admin_note === undefined ? current.adminNote : clean(patch.admin_note);
    if (current.status === patch.status) {
      if (adminNote !== current.adminNote)
        await tx
          .update(vehicleRequests)
          .set({ adminNote, updatedAt: sql`now()` })
          .where(eq(vehicleRequests.id, id));
      return adminRequest(tx, id);
    }
    if (!OPEN.includes(current.status)) {
      throw conflict("invalid_status_transition", `A ${current.status} request cannot become ${patch.status}`, {
        from: current.status,
        to: patch.status,
      });
    }
    const [updated] = await tx
      .update(vehicleRequests)
      .set({ status: patch.status, adminNote, updatedAt: sql`now()` })
      .where(eq(vehicleRequests.id, id))
      .returning();
    await notifyStatusChange(core, tx, updated.userId, patch.status, updated);
    return adminRequest(tx, id);
  });
}

/**
 * Recommends cars for an open request: charges the requester 1 CC (once: the ledger key
 * `request-recommendation:<id>`), completes the request, opens the cars to the user and
 * notifies them in English. 402 when the user cannot pay; then nothing changes.
 */
export async function recommendCars(core: Core, admin: SessionUser, id: number, input: RecommendInput) {
  return core.db.transaction(async (tx) => {
    // The row lock queues racing recommendations; the losers then see `completed`.
    const [current] = await tx.select().from(vehicleRequests).where(eq(vehicleRequests.id, id)).for("update");
    if (!current) throw notFound("Vehicle request");
    if (!OPEN.includes(current.status)) {
      throw conflict("invalid_status_transition", `A ${current.status} request cannot receive a recommendation`, {
        from: current.status,
        to: "completed",
      });
    }
    const found = [...(await carRowsById(tx, input.car_ids)).values()];
    const missing = input.car_ids.filter((carId) => !found.some((c) => c.id === carId));
    if (missing.length > 0)
      throw validationError([{ field: "car_ids", message: `unknown cars: ${missing.join(", ")}` }]);
    // A sold-out or reserved car cannot be offered (Deals); checked before anything is charged.
    const held = await heldCarIds(tx, input.car_ids);
    const unavailable = found.filter((c) => c.soldout || held.has(c.id)).map((c) => c.id);
    if (unavailable.length > 0)
      throw conflict("car_unavailable", "Some of these cars are sold out or reserved", { car_ids: unavailable });
    const charge = await applyLedgerEntry(tx, {
      userId: current.userId,
      account: "cc",
      amount: -CC_AMOUNTS.vehicleRequestRecommendation,
      kind: "vehicle_request_recommendation",
      ref: `vehicle_request:${id}`,
      idempotencyKey: recommendationKey(id),
      createdByUserId: admin.id,
    });
    if (!charge.applied)
      throw new AppError(409, "already_recommended", "This request has already been charged for a recommendation");
    const note = clean(input.note);
    await tx
      .insert(vehicleRequestCars)
      .values(input.car_ids.map((carId) => ({ vehicleRequestId: id, carId })))
      .onConflictDoNothing();
    for (const carId of input.car_ids) {
      await grantCarAccess(tx, {
        userId: current.userId,
        carId,
        kind: "recommendation",
        ledgerEntryId: charge.entryId,
        vehicleRequestId: id,
      });
    }
    const [updated] = await tx
      .update(vehicleRequests)
      .set({
        status: "completed",
        completedAt: sql`now()`,
        adminNote: note ?? current.adminNote,
        updatedAt: sql`now()`,
      })
      .where(eq(vehicleRequests.id, id))
      .returning();
    // In the order the administrator chose them.
    const recommended = input.car_ids.map((carId) => found.find((c) => c.id === carId)!);
    await notifyRecommendation(core, tx, updated.userId, updated, recommended, note);
    return adminRequest(tx, id);
  });
}

/** The cars recommended to a user through their requests, newest first (My vehicles). */
export async function recommendedCarsOf(core: Core, userId: number) {
  const links = await core.db
    .select({
      carId: vehicleRequestCars.carId,
      requestId: vehicleRequestCars.vehicleRequestId,
      at: vehicleRequestCars.createdAt,
    })
    .from(vehicleRequestCars)
    .innerJoin(vehicleRequests, eq(vehicleRequests.id, vehicleRequestCars.vehicleRequestId))
    .where(eq(vehicleRequests.userId, userId))
    .orderBy(desc(vehicleRequestCars.createdAt), desc(vehicleRequestCars.vehicleRequestId), vehicleRequestCars.carId);
  return withCars(core.db, links, (l) => l.carId);
}

/** The dashboard's count: requests waiting for an administrator. */
export async function pendingRequestCount(core: Pick<Core, "db">) {
  const [row] = await core.db.select({ n: count() }).from(vehicleRequests).where(eq(vehicleRequests.status, "pending"));
  return Number(row.n);
}

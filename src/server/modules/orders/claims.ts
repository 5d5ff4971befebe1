// Claims after delivery (api.md "The buyer's money, protected"): within `claim_window_days` of
// delivery the buyer files one (category, description, the amount asked, evidence files); the
// staff accept or reject it once, with a note; a refund may name it. Claims and their evidence
// are never deleted; the files are private objects under claim-evidence/ in the object store,
// named by this module (never by the uploaded file's name).
import crypto from "node:crypto";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type {
  AdminClaim,
  AdminClaimsQuery,
  Claim,
  ClaimCategory,
  ClaimDecisionBody,
  ClaimEvidenceType,
  ClaimStatus,
} from "../../../shared/api/protection.js";
import type { Core } from "../../core.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { orders } from "../../db/schema/deals.js";
import { orderClaimEvidence, orderClaims, orderRefunds } from "../../db/schema/protection.js";
import { users } from "../../db/schema/users.js";
import { conflict, notFound, validationError } from "../../lib/errors.js";
import { isUniqueViolation } from "../../lib/pg-errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import type { SessionUser } from "../../lib/session-user.js";
import { notify } from "../notifications/index.js";
import { cachedSettings, getSettingIn } from "../settings/index.js";
import { claimWindowClosesAt, deliveredAt } from "./claim-window.js";
import { cleanFilename } from "./documents.js";
import { fromCents } from "../../../shared/price-chain/index.js";
import { emailStaff } from "./staff-email.js";
import { eventsOf } from "./serialize.js";
import { lockOrder } from "./service.js";

type ClaimRow = typeof orderClaims.$inferSelect;
type EvidenceRow = typeof orderClaimEvidence.$inferSelect;

export const EVIDENCE_EXTENSION: Record<ClaimEvidenceType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
  "video/mp4": "mp4",
};

// Only keys this module made are ever read back.
const KEY = /^claim-evidence\/\d{1,10}-[0-9a-f]{16}\.(jpg|png|pdf|mp4)$/;

/** An evidence file stored before its claim's row is written (removed again if the row is not). */
export type StoredEvidence = { key: string; filename: string; type: ClaimEvidenceType; size: number };

/** Stores one evidence file of an order's claim-to-be under a key of this module's making. */
export async function storeEvidence(
  core: Core,
  orderId: number,
  file: { bytes: Buffer; filename: string | undefined; type: ClaimEvidenceType },
): Promise<StoredEvidence> {
  const ext = EVIDENCE_EXTENSION[file.type];
  const key = `claim-evidence/${orderId}-${crypto.randomBytes(8).toString("hex")}.${ext}`;
  await core.storage.put(key, file.bytes, { contentType: file.type });
  return { key, filename: cleanFilename(file.filename, ext, "evidence"), type: file.type, size: file.bytes.length };
}

/** Removes stored evidence whose claim was refused (best effort: an orphan file harms nobody). */
export async function discardEvidence(core: Core, files: StoredEvidence[]) {
  await Promise.all(files.map((f) => core.storage.delete(f.key).catch(() => undefined)));
}

const serializeClaim = (c: ClaimRow, evidence: EvidenceRow[], refundedCents: number): Claim => ({
  id: c.id,
  order_id: c.orderId,
  category: c.category as ClaimCategory,
  description: c.description,
  amount_usd: c.amountCents === null ? null : fromCents(c.amountCents),
  status: c.status as ClaimStatus,
  evidence: evidence.map((e) => ({
    id: e.id,
    filename: e.filename,
    size: e.size,
    content_type: e.contentType as ClaimEvidenceType,
  })),
  decision_note: c.decisionNote,
  decided_at: c.decidedAt?.toISOString() ?? null,
  refunded_usd: fromCents(refundedCents),
  created_at: c.createdAt.toISOString(),
});

/** The evidence and the refunds' sums of some claims, to serialise them. */
async function detailsOf(db: DbOrTx, claimIds: number[]) {
  const evidence = new Map<number, EvidenceRow[]>();
  const refunded = new Map<number, number>();
  if (claimIds.length === 0) return { evidence, refunded };
  const files = await db
    .select()
    .from(orderClaimEvidence)
    .where(inArray(orderClaimEvidence.claimId, claimIds))
    .orderBy(orderClaimEvidence.id);
  for (const f of files) evidence.set(f.claimId, [...(evidence.get(f.claimId) ?? []), f]);
  const sums = await db
    .select({ claimId: orderRefunds.claimId, cents: sql<string>`sum(${orderRefunds.amountCents})::text` })
    .from(orderRefunds)
    .where(inArray(orderRefunds.claimId, claimIds))
    .groupBy(orderRefunds.claimId);
  for (const s of sums) if (s.claimId !== null) refunded.set(s.claimId, Number(s.cents));
  return { evidence, refunded };
}

async function serializeAll(db: DbOrTx, rows: ClaimRow[]): Promise<Claim[]> {
  const { evidence, refunded } = await detailsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => serializeClaim(r, evidence.get(r.id) ?? [], refunded.get(r.id) ?? 0));
}

/**
 * Why the buyer may not file a claim on this order now, as the contract's 409s, or nothing:
 * not delivered, the window closed (or 0), a claim already open. `order` is the buyer's.
 */
async function refuseClaim(db: DbOrTx, order: { id: number; status: string }, windowDays: number) {
  if (order.status !== "delivered")
    throw conflict("not_delivered", "A claim can be filed once the order is delivered", { status: order.status });
  const events = (await eventsOf(db, [order.id])).get(order.id) ?? [];
  const closes = claimWindowClosesAt(deliveredAt(events), windowDays);
  if (closes === null || closes.getTime() <= Date.now())
    throw conflict("claim_window_closed", "The time to file a claim about this order has passed", {
      closed_at: closes?.toISOString() ?? null,
    });
  const [open] = await db
    .select({ id: orderClaims.id })
    .from(orderClaims)
    .where(and(eq(orderClaims.orderId, order.id), eq(orderClaims.status, "open")));
  if (open) throw claimOpen(open.id);
}

const claimOpen = (claimId: number | null) =>
  conflict("claim_open", "This order already has a claim waiting for a decision", { claim_id: claimId });

/** The buyer's order for a claim, or 404 (someone else's or none). */
async function buyersOrder(db: DbOrTx, buyerId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, carId: orders.carId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, buyerId)));
  if (!order) throw notFound("Order");
  return order;
}

/** The checks a claim must pass before its files are read and stored (404 and the 409s). */
export async function precheckClaim(core: Core, buyerId: number, orderId: number) {
  const order = await buyersOrder(core.db, buyerId, orderId);
  await refuseClaim(core.db, order, (await cachedSettings(core)).claim_window_days);
}

export type ClaimInput = {
  category: ClaimCategory;
  description: string;
  amountCents: number | null;
  evidence: StoredEvidence[];
};

/**
 * Files the claim with its stored evidence. Under the order's lock the rules are checked again
 * (a decision or another claim may have come meanwhile); the partial unique index is the last
 * guard against two open claims. The buyer gets a confirmation, the staff an email.
 */
export async function fileClaim(core: Core, buyer: SessionUser, orderId: number, input: ClaimInput): Promise<Claim> {
  try {
    return await core.db.transaction(async (tx) => {
      const order = await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.userId, buyer.id))!);
      await refuseClaim(tx, order, await getSettingIn(tx, "claim_window_days"));
      const [claim] = await tx
        .insert(orderClaims)
        .values({
          orderId,
          userId: buyer.id,
          category: input.category,
          description: input.description,
          amountCents: input.amountCents,
        })
        .returning();
      const files =
        input.evidence.length === 0
          ? []
          : await tx
              .insert(orderClaimEvidence)
              .values(
                input.evidence.map((e) => ({
                  claimId: claim.id,
                  filename: e.filename,
                  contentType: e.type,
                  size: e.size,
                  storageKey: e.key,
                })),
              )
              .returning();
      const carName = await carNameOf(tx, order.carId);
      await notify(core, tx, {
        userId: buyer.id,
        kind: "claim_received",
        params: { orderId, claimId: claim.id, carName, category: input.category },
      });
      await emailStaff(core, tx, "claim_filed", {
        orderId,
        claimId: claim.id,
        carName,
        email: buyer.email,
        category: input.category,
        description: input.description,
        amountUsd: input.amountCents === null ? null : fromCents(input.amountCents),
        files: files.length,
      });
      return serializeClaim(claim, files, 0);
    });
  } catch (err) {
    if (isUniqueViolation(err, "order_claims_one_open_per_order")) throw claimOpen(null);
    throw err;
  }
}

const carNameOf = async (tx: Tx, carId: number) =>
  (await tx.select({ carName: cars.carName }).from(cars).where(eq(cars.id, carId)))[0]?.carName ?? "";

/** GET /api/users/me/orders/{order_id}/claims: the buyer's claims of the order, newest first. */
export async function myClaims(core: Core, buyerId: number, orderId: number): Promise<Claim[]> {
  await buyersOrder(core.db, buyerId, orderId);
  const rows = await core.db
    .select()
    .from(orderClaims)
    .where(eq(orderClaims.orderId, orderId))
    .orderBy(desc(orderClaims.id));
  return serializeAll(core.db, rows);
}

/** The claims of some orders, oldest first, by order id (the buyer's data export). */
export async function claimsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, Claim[]>> {
  const map = new Map<number, Claim[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderClaims)
    .where(inArray(orderClaims.orderId, orderIds))
    .orderBy(orderClaims.id);
  for (const claim of await serializeAll(db, rows))
    map.set(claim.order_id, [...(map.get(claim.order_id) ?? []), claim]);
  return map;
}

/** GET /api/admin/claims: by status (all without one), newest first, with the buyer, the order and the car. */
export async function adminClaims(core: Core, query: AdminClaimsQuery) {
  const where: SQL | undefined = query.status ? eq(orderClaims.status, query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select({
        claim: orderClaims,
        email: users.email,
        name: users.name,
        orderStatus: orders.status,
        car: { id: cars.id, carName: cars.carName },
      })
      .from(orderClaims)
      .innerJoin(orders, eq(orders.id, orderClaims.orderId))
      .innerJoin(cars, eq(cars.id, orders.carId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orderClaims.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    core.db.select({ total: count() }).from(orderClaims).where(where),
  ]);
  const claims = await serializeAll(
    core.db,
    rows.map((r) => r.claim),
  );
  const items: AdminClaim[] = rows.map((r, i) => ({
    ...claims[i],
    user_id: r.claim.userId,
    email: r.email ?? "",
    user_name: r.name ?? "",
    order_status: r.orderStatus,
    car: { id: r.car.id, car_name: r.car.carName },
  }));
  return pagedResponse(items, total, query.page, query.page_size);
}

/**
 * POST /api/admin/claims/{claim_id}/decision: once. The conditional UPDATE is the guard: of two
 * decisions at once only one finds the claim open; the other is 409 invalid_transition.
 */
export async function decideClaim(core: Core, admin: SessionUser, claimId: number, body: ClaimDecisionBody) {
  // eslint-disable-next-line no-control-regex
  const note = body.note.replace(/\u0000/g, "").trim();
  if (note.length === 0) throw validationError([{ field: "note", message: "must not be empty" }]);
  return core.db.transaction(async (tx) => {
    const [claim] = await tx
      .update(orderClaims)
      .set({ status: body.status, decisionNote: note, decidedAt: sql`now()`, decidedByUserId: admin.id })
      .where(and(eq(orderClaims.id, claimId), eq(orderClaims.status, "open")))
      .returning();
    if (!claim) {
      const [existing] = await tx
        .select({ status: orderClaims.status })
        .from(orderClaims)
        .where(eq(orderClaims.id, claimId));
      if (!existing) throw notFound("Claim");
      throw conflict("invalid_transition", `This claim was already ${existing.status}`, {
        from: existing.status,
        to: body.status,
      });
    }
    const [order] = await tx
      .select({ userId: orders.userId, carId: orders.carId })
      .from(orders)
      .where(eq(orders.id, claim.orderId));
    if (order?.userId != null)
      await notify(core, tx, {
        userId: order.userId,
        kind: "claim_decided",
        params: {
          orderId: claim.orderId,
          claimId,
          carName: await carNameOf(tx, order.carId),
          status: body.status,
          note,
        },
      });
    return (await serializeAll(tx, [claim]))[0];
  });
}

/**
 * One evidence file: the buyer's own (`buyer` with the order), or any claim's for an admin. A
 * claim, file or order that is someone else's is 404, as one that does not exist.
 */
export async function evidenceFile(
  core: Core,
  ids: { claimId: number; fileId: number },
  buyer: { userId: number; orderId: number } | null,
) {
  const [row] = await core.db
    .select({ file: orderClaimEvidence, orderId: orderClaims.orderId, userId: orders.userId })
    .from(orderClaimEvidence)
    .innerJoin(orderClaims, eq(orderClaims.id, orderClaimEvidence.claimId))
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .where(and(eq(orderClaimEvidence.id, ids.fileId), eq(orderClaimEvidence.claimId, ids.claimId)));
  if (!row || (buyer && (row.userId !== buyer.userId || row.orderId !== buyer.orderId))) throw notFound("File");
  if (!KEY.test(row.file.storageKey)) throw notFound("File");
  const stored = await core.storage.stream(row.file.storageKey);
  if (!stored) throw notFound("File");
  return { stream: stored.body, size: stored.size, type: row.file.contentType, filename: row.file.filename };
}

/** The dashboard's counts: claims awaiting a decision. */
export async function openClaimCount(core: Pick<Core, "db">): Promise<number> {
  const [row] = await core.db.select({ n: count() }).from(orderClaims).where(eq(orderClaims.status, "open"));
  return Number(row?.n ?? 0);
}

/**
 * A purged account's claims stay with their orders (a refund may name them), without their
 * filer. Runs inside the purge's transaction (core.purgeSteps).
 */
export async function anonymiseClaimsOf(tx: DbOrTx, userId: number) {
  await tx.update(orderClaims).set({ userId: null }).where(eq(orderClaims.userId, userId));
}

import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { CC_AMOUNTS, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { reviews, vehicleRequests } from "../../db/schema/requests.js";
import { conflict, forbidden, notFound, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import {
  applyLedgerEntry,
  isUndeletedUserSql,
  ledgerEntryExists,
  userCards,
  userMatchesSql,
} from "../accounts/index.js";
import { notify } from "../notifications/index.js";
import type { AdminReviewsQuery, ReviewInput } from "../../../shared/api/reviews.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { containsPattern } from "../../lib/sql.js";

type ReviewRow = typeof reviews.$inferSelect;

export const reviewRewardKey = (requestId: number) => `review-reward:${requestId}`;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

const columns = { review: reviews, maker: vehicleRequests.maker, model: vehicleRequests.model };
type Row = { review: ReviewRow; maker: string; model: string | null; name: string; country: string; email: string };

const base = (r: Row) => ({
  id: r.review.id,
  vehicle_request_id: r.review.vehicleRequestId,
  rating: r.review.rating,
  content: r.review.content,
  maker: r.maker,
  model: r.model,
  created_at: r.review.createdAt,
});

/** What visitors see: the author's first name and country, never the email. */
const serializePublic = (r: Row) => ({ ...base(r), author_name: firstName(r.name), country: r.country });
const serializeOwn = (r: Row) => ({ ...base(r), is_visible: r.review.isVisible });
const serializeAdmin = (r: Row) => ({
  ...serializeOwn(r),
  user_id: r.review.userId,
  email: r.email,
  author_name: r.name,
  country: r.country,
});

function select(db: Core["db"] | Tx) {
  return db.select(columns).from(reviews).innerJoin(vehicleRequests, eq(vehicleRequests.id, reviews.vehicleRequestId));
}

/** The reviews with their authors' name, country and email (asked of the accounts module). */
async function withAuthors(db: Core["db"] | Tx, rows: Omit<Row, "name" | "country" | "email">[]): Promise<Row[]> {
  const authors = await userCards(
    db,
    rows.map((r) => r.review.userId),
  );
  // A review goes with its account (cascade): every one has its author.
  return rows.flatMap((r) => {
    const author = authors.get(r.review.userId);
    return author ? [{ ...r, name: author.name, country: author.country, email: author.email }] : [];
  });
}

async function page<T>(core: Core, where: SQL | undefined, pageNo: number, pageSize: number, map: (r: Row) => T) {
  const [rows, [{ total }]] = await Promise.all([
    select(core.db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset(pageOffset(pageNo, pageSize)),
    core.db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(vehicleRequests, eq(vehicleRequests.id, reviews.vehicleRequestId))
      .where(where),
  ]);
  return pagedResponse((await withAuthors(core.db, rows)).map(map), total, pageNo, pageSize);
}

/**
 * The requester reviews their own completed request, once, and earns 1 CC once (ledger
 * key `review-reward:<request_id>`): 403 for another user's request, 409 for a request
 * that is not completed or already reviewed (even if the review was deleted since).
 */
export async function createReview(core: Core, user: SessionUser, input: ReviewInput) {
  const content = input.content.trim();
  if (!content) throw validationError([{ field: "content", message: "must not be empty" }]);
  return core.db.transaction(async (tx) => {
    // Locking the request queues racing submissions for it.
    const [request] = await tx
      .select()
      .from(vehicleRequests)
      .where(eq(vehicleRequests.id, input.vehicle_request_id))
      .for("update");
    if (!request) throw notFound("Vehicle request");
    if (request.userId !== user.id) throw forbidden("You can only review your own requests");
    if (request.status !== "completed")
      throw conflict("request_not_completed", "Only a completed request can be reviewed");
    if (await ledgerEntryExists(tx, reviewRewardKey(request.id)))
      throw conflict("review_exists", "This request has already been reviewed");
    const [review] = await tx
      .insert(reviews)
      .values({ userId: user.id, vehicleRequestId: request.id, rating: input.rating, content })
      .onConflictDoNothing({ target: reviews.vehicleRequestId })
      .returning();
    if (!review) throw conflict("review_exists", "This request has already been reviewed");
    const reward = await applyLedgerEntry(tx, {
      userId: user.id,
      account: "cc",
      amount: CC_AMOUNTS.reviewReward,
      kind: "review_reward",
      ref: `review:${review.id}`,
      idempotencyKey: reviewRewardKey(request.id),
    });
    if (!reward.applied) throw conflict("review_exists", "This request has already been reviewed");
    await notify(core, tx, {
      userId: user.id,
      kind: "cc_reward",
      params: { reason: "review", amount: milliToCc(CC_AMOUNTS.reviewReward) },
    });
    const [row] = await withAuthors(tx, await select(tx).where(eq(reviews.id, review.id)));
    return { ...serializeOwn(row), reward_cc: milliToCc(CC_AMOUNTS.reviewReward) };
  });
}

/** Visible reviews of active accounts, newest first. */
export function listPublicReviews(core: Core, pageNo: number, pageSize: number) {
  return page(
    core,
    and(eq(reviews.isVisible, true), isUndeletedUserSql(reviews.userId)),
    pageNo,
    pageSize,
    serializePublic,
  );
}

export function listMyReviews(core: Core, userId: number, pageNo: number, pageSize: number) {
  return page(core, eq(reviews.userId, userId), pageNo, pageSize, serializeOwn);
}

/** Administrators' list: every review, optionally by visibility and a search over content, email and name. */
export function adminListReviews(core: Core, query: AdminReviewsQuery) {
  const conditions: SQL[] = [];
  if (query.is_visible !== undefined) conditions.push(eq(reviews.isVisible, query.is_visible));
  const q = query.q?.trim();
  if (q) {
    const p = containsPattern(q);
    conditions.push(or(ilike(reviews.content, p), userMatchesSql(reviews.userId, p), ilike(vehicleRequests.maker, p))!);
  }
  return page(core, conditions.length ? and(...conditions) : undefined, query.page, query.page_size, serializeAdmin);
}

/** Hides or shows a review. */
export async function setReviewVisibility(core: Core, id: number, isVisible: boolean) {
  const updated = await core.db
    .update(reviews)
    .set({ isVisible })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw notFound("Review");
  const [row] = await withAuthors(core.db, await select(core.db).where(eq(reviews.id, id)));
  return serializeAdmin(row);
}

/** Deletes a review. The reward stays paid, and the request cannot earn a second one. */
export async function deleteReview(core: Core, id: number) {
  const deleted = await core.db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (deleted.length === 0) throw notFound("Review");
}

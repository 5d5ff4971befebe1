/**
 * The dealers' comments as the comment-translations module reads them: by id (the cars an event
 * named) and, for its sweep, their hashes in batches by id. Archived cars are left out: buyers no
 * longer see them.
 */
import crypto from "node:crypto";
import { and, asc, gt, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";

export type DealerComment = { id: number; comment: string };

/**
 * A comment's identity: hex SHA-256 of its UTF-8 text. A translation made of another text (the
 * comment changed since) has another hash. The SQL below computes the same value in the
 * database, so a sweep reads 64 characters per car instead of the comments.
 */
export function dealerCommentHash(comment: string): string {
  return crypto.createHash("sha256").update(comment, "utf8").digest("hex");
}

const commentHashSql = sql<string>`encode(sha256(convert_to(${cars.dealerComment}, 'UTF8')), 'hex')`;

const hasComment = and(isNotNull(cars.dealerComment), ne(cars.dealerComment, ""), isNull(cars.archivedAt));

/** The comments of these cars (those that have one and are not archived). */
export async function dealerCommentsOf(core: Pick<Core, "db">, ids: readonly number[]): Promise<DealerComment[]> {
  if (ids.length === 0) return [];
  const rows = await core.db
    .select({ id: cars.id, comment: cars.dealerComment })
    .from(cars)
    .where(and(inArray(cars.id, [...ids]), hasComment));
  return rows.map((r) => ({ id: r.id, comment: r.comment! }));
}

/** The next batch (by id) of cars with a comment after `afterId`, with each comment's hash. */
export async function dealerCommentHashesAfter(
  core: Pick<Core, "db">,
  afterId: number,
  limit: number,
): Promise<{ id: number; hash: string }[]> {
  return core.db
    .select({ id: cars.id, hash: commentHashSql })
    .from(cars)
    .where(and(gt(cars.id, afterId), hasComment))
    .orderBy(asc(cars.id))
    .limit(limit);
}

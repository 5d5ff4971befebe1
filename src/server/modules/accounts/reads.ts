// What other modules read of the accounts (api.md's buyers, staff and authors), asked of this
// module instead of the users table. The rule of who counts as a live account (active and not
// deleted) is written here once; callers that filter or join in SQL take it as a fragment.
import { and, asc, eq, gt, inArray, isNull, lte, max, count, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.js";
import { users } from "../../db/schema/users.js";

/** An account that can be written to and emailed: active, not deleted. */
const live = and(eq(users.isActive, true), isNull(users.deletedAt))!;

/** True when the account `userId` (a column or SQL expression) is live: active and not deleted. */
export const isLiveUserSql = (userId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${live})`;

/** The port the account `userId` remembers (null: none), as an SQL expression. */
export const rememberedPortSql = (userId: AnyPgColumn | SQL): SQL =>
  sql`(select ${users.portId} from ${users} where ${users.id} = ${userId})`;

/** The email address of the account `userId`, as an SQL expression. */
export const userEmailSql = (userId: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;

/** True when the account `userId`'s email or name contains the `like` pattern (admin searches). */
export const userMatchesSql = (userId: AnyPgColumn | SQL, pattern: string): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId}
      and (${users.email} ilike ${pattern} or ${users.name} ilike ${pattern}))`;

/** True when the account `userId` still exists and is not deleted (public lists of what users wrote). */
export const isUndeletedUserSql = (userId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.deletedAt} is null)`;

/** What a list shows of the account behind a row: who it is and how to reach them. */
export type UserCard = {
  name: string;
  email: string;
  country: string;
  /** The withdrawable balance, in thousandths of a CC. */
  cashCcBalance: number;
  deleted: boolean;
};

/** The accounts `ids` as lists show them, by id (a purged account is missing). */
export async function userCards(db: DbOrTx, ids: readonly number[]): Promise<Map<number, UserCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      country: users.country,
      cashCcBalance: users.cashCcBalance,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map(({ id, deletedAt, ...card }) => [id, { ...card, deleted: deletedAt !== null }]));
}

/** The account's email address and country, and whether it is deleted; undefined when there is none. */
export async function userContact(
  db: DbOrTx,
  userId: number,
): Promise<{ email: string; country: string; deleted: boolean } | undefined> {
  const [row] = await db
    .select({ email: users.email, country: users.country, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && { email: row.email, country: row.country, deleted: row.deletedAt !== null };
}

/**
 * Locks the account's row until the transaction ends: one user's requests that count what they
 * already have (pending top-ups, approved shares) take turns.
 */
export async function lockAccount(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The account's CC balance, in thousandths (0 when there is no such account). */
export async function ccBalanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.ccBalance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/** The live administrators' addresses and countries, oldest account first. */
export function liveAdmins(db: DbOrTx): Promise<{ email: string; country: string }[]> {
  return db
    .select({ email: users.email, country: users.country })
    .from(users)
    .where(and(eq(users.role, "admin"), live))
    .orderBy(users.id);
}

/** How many live accounts there are, and the highest id among them (a broadcast's range). */
export async function liveUserStats(db: DbOrTx): Promise<{ maxId: number | null; count: number }> {
  const [row] = await db
    .select({ maxId: max(users.id), n: count() })
    .from(users)
    .where(live);
  return { maxId: row.maxId, count: row.n };
}

/** The next `limit` live accounts after id `after` up to `upTo`, by id: who a broadcast reaches. */
export function liveUsersBetween(
  db: DbOrTx,
  range: { after: number; upTo: number; limit: number },
): Promise<{ id: number; email: string; country: string }[]> {
  return db
    .select({ id: users.id, email: users.email, country: users.country })
    .from(users)
    .where(and(gt(users.id, range.after), lte(users.id, range.upTo), live))
    .orderBy(asc(users.id))
    .limit(range.limit);
}

/**
 * The next `limit` live accounts after id `after` with promo emails on whose preferred maker is one
 * of `makers` (and model, when they set one, one of `models`), spellings compared lower-case.
 */
export function promoRecipientsAfter(
  db: DbOrTx,
  wanted: { after: number; makers: string[]; models: string[]; limit: number },
): Promise<{ id: number; email: string; country: string }[]> {
  const preferredModel = sql`lower(btrim(${users.promoPreferredModel}))`;
  return db
    .select({ id: users.id, email: users.email, country: users.country })
    .from(users)
    .where(
      and(
        gt(users.id, wanted.after),
        eq(users.promoEmailEnabled, true),
        live,
        inArray(sql`lower(btrim(${users.promoPreferredMaker}))`, wanted.makers),
        or(isNull(users.promoPreferredModel), eq(preferredModel, ""), inArray(preferredModel, wanted.models)),
      ),
    )
    .orderBy(asc(users.id))
    .limit(wanted.limit);
}

/**
 * What the modules below this one in the layers (notifications, contact) read of the accounts: they
 * cannot import it, so the composition root hands them these as `core.users` (decision 0019).
 */
export const userDirectory = { userContact, liveAdmins, liveUserStats, liveUsersBetween };
export type UserDirectory = typeof userDirectory;

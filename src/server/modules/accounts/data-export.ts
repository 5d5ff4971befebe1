// What the accounts module gives to a buyer's data export (modules/data-export): the profile, the
// sign-ins, the CC ledger and the referral rewards. Secrets stay here: the password hash, session
// ids (the hash of the cookie's token), reset tokens, verification codes and idempotency keys.
import { asc, eq, or } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import { milliToCc } from "../../../shared/cc.js";
import type { DbOrTx } from "../../db/client.js";
import { ccLedger } from "../../db/schema/credits.js";
import { referralRewards, sessions } from "../../db/schema/users.js";
import { serializeLedgerEntry } from "./balances.js";
import { serializeUser } from "./serialize.js";
import { getUser } from "./service.js";

/** The users row as its owner may read it: everything but the password hash. */
export async function exportProfileOf(db: DbOrTx, userId: number): Promise<DataExport["profile"]> {
  const u = await getUser(db, userId);
  return {
    ...serializeUser(u),
    referred_by_user_id: u.referredByUserId,
    failed_login_count: u.failedLoginCount,
    locked_at: u.lockedAt?.toISOString() ?? null,
    updated_at: u.updatedAt.toISOString(),
  };
}

/**
 * The user's sessions: their number, times, and last address and browser; never the token's hash.
 * `currentSessionId` marks the one asking.
 */
export async function exportSessionsOf(
  db: DbOrTx,
  userId: number,
  currentSessionId: string | null,
): Promise<DataExport["sessions"]> {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
  return rows.map((s) => ({
    id: s.publicId,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    ip: s.ip,
    user_agent: s.userAgent,
    current: s.id === currentSessionId,
  }));
}

/** Every ledger entry of the user, oldest first (the idempotency key and the acting admin stay out). */
export async function exportLedgerOf(db: DbOrTx, userId: number): Promise<DataExport["ledger"]> {
  const rows = await db.select().from(ccLedger).where(eq(ccLedger.userId, userId)).orderBy(asc(ccLedger.id));
  return rows.map(serializeLedgerEntry);
}

/**
 * The referral rewards the user earned as referrer or brought as the referred account; the other
 * account and the hash of the referred email are not the user's to read.
 */
export async function exportReferralRewardsOf(db: DbOrTx, userId: number): Promise<DataExport["referral_rewards"]> {
  const rows = await db
    .select()
    .from(referralRewards)
    .where(or(eq(referralRewards.referrerUserId, userId), eq(referralRewards.referredUserId, userId)))
    .orderBy(asc(referralRewards.id));
  return rows.map((r) => ({
    role: r.referrerUserId === userId ? ("referrer" as const) : ("referred" as const),
    reward_type: r.rewardType,
    amount: milliToCc(r.amount),
    created_at: r.createdAt.toISOString(),
  }));
}

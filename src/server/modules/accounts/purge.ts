import { and, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { users } from "../../db/schema/users.js";
import { forgetContactSender } from "../contact/index.js";
import { forgetVisitorUser } from "../visitors/index.js";

/**
 * Removes a soft-deleted account for good when its email registers again. Money records stay,
 * anonymised: ledger entries keep their amounts, kinds, keys and the bare number of the account
 * (append-only: nothing may change them; the user row that number named is gone); top-ups,
 * orders and withdrawal requests lose their user (their modules' purge steps, before the user
 * row goes: their foreign keys refuse a delete otherwise), top-ups their payer name and
 * withdrawals their payout account details; a still pending top-up or withdrawal is closed as
 * rejected (the balance it came from or went to is gone).
 * Referral rewards keep their email hash, so the same mailbox never earns its referrer twice.
 * Everything else goes: rows owned by the user (cascades), the user id in visitor logs, the name
 * and email of contact messages, and the "referred by" mark on the users it referred.
 * Modules above this one (top-ups, withdrawals, orders) add their part to `core.purgeSteps`; it runs in the
 * same transaction, as a purge must be whole or not at all.
 */
export async function purgeDeletedUser(core: Pick<Core, "purgeSteps">, tx: Tx, userId: number) {
  for (const step of core.purgeSteps) await step(tx, userId);
  await forgetVisitorUser(tx, userId);
  await forgetContactSender(tx, userId);
  await tx.update(users).set({ referredByUserId: null }).where(eq(users.referredByUserId, userId));
  await tx.delete(users).where(and(eq(users.id, userId), sql`${users.deletedAt} is not null`));
}

import { eq } from "drizzle-orm";
import { CC_AMOUNTS, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { referralRewards, users } from "../../db/schema/users.js";
import { applyLedgerEntry } from "./ledger.js";
import { notify } from "../notifications/index.js";
import { referralEmailHash, referralMailbox } from "./referral-guard.js";
import { paths } from "../../../shared/paths.js";

/** `{PUBLIC_BASE_URL}/register?ref=CODE` */
export const referralLink = (core: Core, code: string) =>
  `${core.config.publicBaseUrl}/register?ref=${encodeURIComponent(code)}`;

/**
 * Applies a referral code to a user who has just signed up, inside the registration
 * transaction: records the referrer and rewards them 10 CC once per mailbox, ever (ReferralReward
 * `signup` keyed by the email's hash, a ledger entry and a notification). Unknown codes, disabled referrers and
 * self-referrals are ignored: they never block a registration.
 */
export async function applySignupReferral(
  core: Core,
  tx: Tx,
  newUser: { id: number; email: string },
  codeInput: string,
): Promise<boolean> {
  const code = codeInput.trim().toUpperCase();
  if (!code) return false;
  const [referrer] = await tx.select().from(users).where(eq(users.referralCode, code)).limit(1);
  if (!referrer || referrer.id === newUser.id) return false;
  if (referralMailbox(referrer.email) === referralMailbox(newUser.email)) return false;
  if (referrer.deletedAt || !referrer.isActive) return false;

  await tx.update(users).set({ referredByUserId: referrer.id }).where(eq(users.id, newUser.id));
  const amount = CC_AMOUNTS.referralSignupReward;
  const [reward] = await tx
    .insert(referralRewards)
    .values({
      referrerUserId: referrer.id,
      referredUserId: newUser.id,
      // The guard outlives the account: deleting it and registering the same mailbox again earns nothing.
      referredEmailHash: await referralEmailHash(core.secrets, tx, newUser.email),
      rewardType: "signup",
      amount,
    })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  if (!reward) return false;
  const entry = await applyLedgerEntry(tx, {
    userId: referrer.id,
    account: "cc",
    amount,
    kind: "referral_reward",
    ref: `referral:${reward.id}`,
    idempotencyKey: `referral-signup:${newUser.id}`,
  });
  if (!entry.applied) return false;
  // Same template and language rule (the user's country) as every other CC reward.
  await notify(core, tx, {
    userId: referrer.id,
    kind: "cc_reward",
    params: { reason: "referral", amount: milliToCc(amount) },
    link: paths.me.home,
  });
  return true;
}

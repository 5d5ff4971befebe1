import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { users } from "../../db/schema/users.js";
import { AppError } from "../../lib/errors.js";

/** Wrong passwords (and second factors) an account takes before it locks until a password reset. */
export const MAX_FAILED_LOGINS = 20;

/** Where a locked account is sent: the reset form, the email filled in. */
export const resetUrlFor = (core: Core, email: string) =>
  `${core.config.publicBaseUrl}/forgot-password?email=${encodeURIComponent(email)}`;

export const lockedError = (resetUrl: string) =>
  new AppError(423, "account_locked", "Too many failed logins: reset your password to unlock", {
    reset_url: resetUrl,
  });

export type GuessSlot = {
  /** The account's failures so far, this guess included. */
  failed: number;
  /**
   * A wrong guess keeps its slot; the one that used up the last slot locks the account (423),
   * any other gets `error(remaining)`. `onRefused` runs first (an admin's failure is audited).
   */
  refuse(error: (remaining: number) => AppError, onRefused?: (failed: number) => Promise<void>): Promise<never>;
  /** A right guess gives its slot back; false when the account locked meanwhile (the 20th went to another guess). */
  release(): Promise<boolean>;
};

/**
 * Every guess at an account's password (a login, a password change) takes a slot before the
 * password is checked, in one conditional statement: concurrent guesses cannot all read the same
 * count, so no burst checks more than 20. 423 account_locked when none is left.
 */
export async function takeGuessSlot(core: Core, user: { id: number; email: string }): Promise<GuessSlot> {
  const resetUrl = resetUrlFor(core, user.email);
  const [slot] = await core.db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(and(eq(users.id, user.id), isNull(users.lockedAt), lt(users.failedLoginCount, MAX_FAILED_LOGINS)))
    .returning({ failed: users.failedLoginCount });
  if (!slot) throw lockedError(resetUrl);
  return {
    failed: slot.failed,
    async refuse(error, onRefused) {
      await onRefused?.(slot.failed);
      const remaining = Math.max(0, MAX_FAILED_LOGINS - slot.failed);
      if (remaining === 0) {
        await core.db
          .update(users)
          .set({ lockedAt: sql`coalesce(${users.lockedAt}, now())` })
          .where(and(eq(users.id, user.id), gte(users.failedLoginCount, MAX_FAILED_LOGINS)));
        throw lockedError(resetUrl);
      }
      throw error(remaining);
    },
    async release() {
      const [open] = await core.db
        .update(users)
        .set({ failedLoginCount: 0 })
        .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
        .returning({ id: users.id });
      return open !== undefined;
    },
  };
}

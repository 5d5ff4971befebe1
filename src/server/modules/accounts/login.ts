import crypto from "node:crypto";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import { users } from "../../db/schema/users.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { createSession } from "./sessions.js";

export const MAX_FAILED_LOGINS = 20;

// Verifying against a real hash keeps the time the same whether or not the email exists.
let dummyHash: Promise<string> | undefined;

/**
 * Checks credentials and opens a session. Counts failures; the 20th locks the account
 * until a password reset, and a burst of guesses sent at once never gets more than 20 checks. Deleted and deactivated users are refused.
 */
export async function login(core: Core, emailInput: string, password: string) {
  const email = emailInput.trim().toLowerCase();
  const [user] = await core.db.select().from(users).where(eq(users.email, email)).limit(1);
  const resetUrl = `${core.config.publicBaseUrl}/forgot-password?email=${encodeURIComponent(email)}`;
  if (!user) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verifyPassword(await dummyHash, password);
    throw new AppError(401, "invalid_credentials", "Email or password is wrong");
  }
  if (user.deletedAt || !user.isActive) {
    // Only someone who knows the password learns that the account is disabled.
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new AppError(401, "invalid_credentials", "Email or password is wrong");
    throw new AppError(403, "account_disabled", "This account is deleted or deactivated");
  }
  const lockedError = () =>
    new AppError(423, "account_locked", "Too many failed logins: reset your password to unlock", {
      reset_url: resetUrl,
    });
  // Every guess takes a slot before its password is checked, in one conditional statement:
  // concurrent guesses cannot all read the same count, so no burst checks more than 20.
  const [slot] = await core.db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(and(eq(users.id, user.id), isNull(users.lockedAt), lt(users.failedLoginCount, MAX_FAILED_LOGINS)))
    .returning({ failed: users.failedLoginCount });
  if (!slot) throw lockedError();
  if (!(await verifyPassword(user.passwordHash, password))) {
    const remaining = Math.max(0, MAX_FAILED_LOGINS - slot.failed);
    if (remaining === 0) {
      await core.db
        .update(users)
        .set({ lockedAt: sql`coalesce(${users.lockedAt}, now())` })
        .where(and(eq(users.id, user.id), gte(users.failedLoginCount, MAX_FAILED_LOGINS)));
      throw lockedError();
    }
    throw new AppError(401, "invalid_credentials", "Email or password is wrong", { remaining_attempts: remaining });
  }
  // The right password: give the slot back, unless the account was locked meanwhile (the
  // 20th slot went to another guess), in which case no session opens.
  const [open] = await core.db
    .update(users)
    .set({ failedLoginCount: 0 })
    .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
    .returning({ id: users.id });
  if (!open) throw lockedError();
  const session = await createSession(core, core.db, user.id);
  return { user, session };
}

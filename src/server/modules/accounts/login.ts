import crypto from "node:crypto";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import { users } from "../../db/schema/users.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { createSession } from "./sessions.js";
import { recordAdminLogin } from "../audit/index.js";
import { acceptSecondFactor } from "./totp.js";

export const MAX_FAILED_LOGINS = 20;

// Verifying against a real hash keeps the time the same whether or not the email exists.
let dummyHash: Promise<string> | undefined;

/**
 * Checks credentials and opens a session. Counts failures; the 20th locks the account
 * until a password reset, and a burst of guesses sent at once never gets more than 20 checks. Deleted and deactivated users are refused.
 * An account with a second factor also needs `totp` (a current code, each step once, or an
 * unused recovery code): without it, or with a wrong one, the right password answers 401
 * totp_required, counted as a failure like a wrong password, and no session opens.
 */
export async function login(core: Core, emailInput: string, password: string, totp?: string) {
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
  // A failure keeps its slot; the one that used up the last slot locks the account.
  const refuse = async (error: (remaining: number) => AppError): Promise<never> => {
    await recordAdminLogin(core.db, user, { failedLogins: slot.failed });
    const remaining = Math.max(0, MAX_FAILED_LOGINS - slot.failed);
    if (remaining === 0) {
      await core.db
        .update(users)
        .set({ lockedAt: sql`coalesce(${users.lockedAt}, now())` })
        .where(and(eq(users.id, user.id), gte(users.failedLoginCount, MAX_FAILED_LOGINS)));
      throw lockedError();
    }
    throw error(remaining);
  };
  if (!(await verifyPassword(user.passwordHash, password))) {
    return refuse(
      (remaining) =>
        new AppError(401, "invalid_credentials", "Email or password is wrong", { remaining_attempts: remaining }),
    );
  }
  if (user.totpSecret) {
    const given = totp?.trim() ? totp : undefined;
    if (!given || !(await acceptSecondFactor(core.db, user, given))) {
      return refuse(
        (remaining) =>
          new AppError(
            401,
            "totp_required",
            given
              ? "The code is wrong or was used already: enter the current code from your app, or a recovery code"
              : "Enter the code from your authenticator app",
            { remaining_attempts: remaining, reason: given ? "code_wrong" : "code_missing" },
          ),
      );
    }
  }
  // The right password: give the slot back, unless the account was locked meanwhile (the
  // 20th slot went to another guess), in which case no session opens.
  const [open] = await core.db
    .update(users)
    .set({ failedLoginCount: 0 })
    .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
    .returning({ id: users.id });
  if (!open) throw lockedError();
  // An administrator's login is in the audit log, written with the session or not at all.
  const session = await core.db.transaction(async (tx) => {
    const opened = await createSession(core, tx, user.id, user.role);
    await recordAdminLogin(tx, user);
    return opened;
  });
  return { user, session };
}

import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
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
 * until a password reset. Deleted and deactivated users are refused.
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
  if (user.lockedAt) {
    throw new AppError(423, "account_locked", "Too many failed logins: reset your password to unlock", {
      reset_url: resetUrl,
    });
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    const [updated] = await core.db
      .update(users)
      .set({
        failedLoginCount: sql`${users.failedLoginCount} + 1`,
        lockedAt: sql`case when ${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS} then now() else null end`,
      })
      .where(eq(users.id, user.id))
      .returning({ failed: users.failedLoginCount });
    const remaining = Math.max(0, MAX_FAILED_LOGINS - updated.failed);
    if (remaining === 0) {
      throw new AppError(423, "account_locked", "Too many failed logins: reset your password to unlock", {
        reset_url: resetUrl,
      });
    }
    throw new AppError(401, "invalid_credentials", "Email or password is wrong", { remaining_attempts: remaining });
  }
  if (user.failedLoginCount > 0) {
    await core.db.update(users).set({ failedLoginCount: 0 }).where(eq(users.id, user.id));
  }
  const session = await createSession(core, core.db, user.id);
  return { user, session };
}

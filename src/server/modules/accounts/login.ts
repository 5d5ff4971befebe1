import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import { users } from "../../db/schema/users.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { createSession, type SessionClient } from "./sessions.js";
import { recordAdminLogin } from "../audit/index.js";
import { acceptSecondFactor } from "./totp.js";
import { totpIsOn } from "./totp-secrets.js";
import { lockedError, resetUrlFor, takeGuessSlot } from "./lockout.js";

export { MAX_FAILED_LOGINS } from "./lockout.js";

// Verifying against a real hash keeps the time the same whether or not the email exists.
let dummyHash: Promise<string> | undefined;

/**
 * Checks credentials and opens a session. Counts failures; the 20th locks the account
 * until a password reset, and a burst of guesses sent at once never gets more than 20 checks. Deleted and deactivated users are refused.
 * An account with a second factor also needs `totp` (a current code, each step once, or an
 * unused recovery code): without it, or with a wrong one, the right password answers 401
 * totp_required, counted as a failure like a wrong password, and no session opens.
 */
export async function login(core: Core, emailInput: string, password: string, totp?: string, client?: SessionClient) {
  const email = emailInput.trim().toLowerCase();
  const [user] = await core.db.select().from(users).where(eq(users.email, email)).limit(1);
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
  const slot = await takeGuessSlot(core, user);
  const audited = (failed: number) => recordAdminLogin(core.db, user, { failedLogins: failed });
  if (!(await verifyPassword(user.passwordHash, password))) {
    return slot.refuse(
      (remaining) =>
        new AppError(401, "invalid_credentials", "Email or password is wrong", { remaining_attempts: remaining }),
      audited,
    );
  }
  if (totpIsOn(user)) {
    const given = totp?.trim() ? totp : undefined;
    if (!given || !(await acceptSecondFactor(core, core.db, user, given))) {
      return slot.refuse(
        (remaining) =>
          new AppError(
            401,
            "totp_required",
            given
              ? "The code is wrong or was used already: enter the current code from your app, or a recovery code"
              : "Enter the code from your authenticator app",
            { remaining_attempts: remaining, reason: given ? "code_wrong" : "code_missing" },
          ),
        audited,
      );
    }
  }
  // The right password: give the slot back, unless the account was locked meanwhile, in which
  // case no session opens.
  if (!(await slot.release())) throw lockedError(resetUrlFor(core, user.email));
  // An administrator's login is in the audit log, written with the session or not at all.
  const session = await core.db.transaction(async (tx) => {
    const opened = await createSession(core, tx, user.id, user.role, client);
    await recordAdminLogin(tx, user);
    return opened;
  });
  return { user, session };
}

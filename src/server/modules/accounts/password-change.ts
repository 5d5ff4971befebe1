import { and, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { users } from "../../db/schema/users.js";
import { AppError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { asLang } from "./emails.js";
import { lockedError, resetUrlFor, takeGuessSlot } from "./lockout.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { assertPasswordPolicy } from "./policy.js";
import { sendPasswordChangedEmail } from "./security-emails.js";
import { deleteUserSessions } from "./sessions.js";

const wrongCurrent = (remaining?: number) =>
  new AppError(401, "invalid_credentials", "The current password is wrong", {
    field: "current_password",
    ...(remaining === undefined ? {} : { remaining_attempts: remaining }),
  });

/**
 * POST /api/users/me/password: a signed-in user sets a new password by giving the current one.
 * A new password that breaks the policy is a 422 naming the unmet rules (before the current one
 * is tried, so it costs no guess). The current password is a guess like a login's (lockout.ts): a
 * wrong one is 401 invalid_credentials and counts, the 20th locks the account. Then, in one
 * transaction: the new hash (only over the hash that was checked, so of two changes at once one
 * wins), every other session of the account ends, and the user is emailed.
 */
export async function changePassword(
  core: Core,
  user: SessionUser,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
) {
  assertPasswordPolicy(newPassword, "new_password");
  const slot = await takeGuessSlot(core, user);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) return slot.refuse(wrongCurrent);
  if (!(await slot.release())) throw lockedError(resetUrlFor(core, user.email));
  const passwordHash = await hashPassword(newPassword);
  await core.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    // Changed meanwhile by another request: what was typed is no longer the current password.
    if (!changed) throw wrongCurrent();
    await deleteUserSessions(tx, user.id, sessionId);
    await sendPasswordChangedEmail(core, tx, user.email, asLang(user.lang));
  });
}

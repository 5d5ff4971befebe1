import { eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { totpRecoveryCodes, users } from "../../db/schema/users.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { asLang } from "./emails.js";
import { sendTotpResetEmail } from "./security-emails.js";
import { deleteUserSessions } from "./sessions.js";
import { NO_TOTP, totpIsOn } from "./totp-secrets.js";

/**
 * DELETE /api/admin/users/{id}/totp: an administrator turns off the second factor of a user who
 * lost both the authenticator and the recovery codes. The secret and the recovery codes go, every
 * session of the user ends, and the user is emailed, in one transaction; the audit log records it
 * (user.totp_reset, by the users table's trigger). The row is locked first, so of two
 * administrators at once one resets and the other gets 409 totp_not_enabled. On one's own account
 * → 403: an administrator turns their own factor off with a code (DELETE /api/users/me/totp).
 */
export async function resetTotpByAdmin(core: Core, admin: SessionUser, userId: number) {
  if (admin.id === userId)
    throw new AppError(
      403,
      "cannot_change_self",
      "Administrators turn off their own two-step sign-in on My page → Security, with a code",
    );
  await core.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound("User");
    if (user.deletedAt) throw conflict("user_deleted", "This account is deleted");
    if (!totpIsOn(user)) throw conflict("totp_not_enabled", "Two-step sign-in is not on for this user");
    await tx
      .update(users)
      .set({ ...NO_TOTP, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    await deleteUserSessions(tx, userId);
    await sendTotpResetEmail(core, tx, user.email, asLang(user.lang));
  });
}

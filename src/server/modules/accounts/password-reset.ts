import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { passwordResetTokens, users } from "../../db/schema/users.js";
import { AppError } from "../../lib/errors.js";
import { asLang, sendPasswordResetEmail, type Lang } from "./emails.js";
import { hashPassword } from "./passwords.js";
import { assertPasswordPolicy } from "./policy.js";
import { deleteUserSessions, sha256 } from "./sessions.js";
import { normalizeEmail } from "./verification.js";
import { paths } from "../../../shared/paths.js";

export const RESET_TTL_MINUTES = 60;

/**
 * Emails a single-use reset link when the email belongs to an account that is not
 * deleted. The caller answers the same either way, so nothing is learnt about the email.
 */
export async function requestPasswordReset(core: Core, emailInput: string, lang: Lang | undefined) {
  const email = normalizeEmail(emailInput);
  const [user] = await core.db
    .select({ id: users.id, lang: users.lang, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || user.deletedAt) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await core.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    });
    const url = `${core.config.publicBaseUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
    await sendPasswordResetEmail(core, tx, email, lang ?? asLang(user.lang), url, RESET_TTL_MINUTES);
  });
}

const invalidToken = () =>
  new AppError(422, "validation_error", "The reset link is invalid or has expired; request a new one", [
    { field: "token", in: "body", message: "is invalid, used or expired" },
  ]);

/**
 * Sets a new password from a reset token: uses the token up, unlocks the account, clears
 * the failure count and ends every session of the user (api.md "Changing a password": whoever
 * asked for the reset may not be the one signed in). Answers the user's id.
 */
export async function confirmPasswordReset(core: Core, token: string, password: string): Promise<number> {
  assertPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  return core.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw invalidToken();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedAt: null, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw invalidToken();
    await deleteUserSessions(tx, user.id);
    return user.id;
  });
}

import crypto from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { emailVerifications, users } from "../../db/schema/users.js";
import { AppError, conflict } from "../../lib/errors.js";
import { sendVerificationCodeEmail, type Lang } from "./emails.js";

export const CODE_TTL_MINUTES = 30;
/** Wrong guesses allowed per code; the next send replaces the code. */
export const MAX_CODE_ATTEMPTS = 5;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// A per-code salt: the stored value alone does not reveal the code through a lookup table.
function hashCode(email: string, code: string, salt = crypto.randomBytes(16).toString("hex")): string {
  return `${salt}$${crypto.createHash("sha256").update(`${salt}:${email}:${code}`).digest("hex")}`;
}

function codeMatches(stored: string, email: string, code: string): boolean {
  const [salt] = stored.split("$");
  const a = Buffer.from(hashCode(email, code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const badCode = (reason: "invalid" | "expired" | "too_many_attempts", message: string) =>
  new AppError(422, "validation_error", message, [{ field: "code", in: "body", message, reason }]);

/**
 * send-preregister: emails a fresh 6-digit code for `email` (valid 30 minutes). Allowed for
 * a soft-deleted user's email; an existing account's email is 409 email_taken.
 */
export async function sendPreregisterCode(core: Core, emailInput: string, lang: Lang) {
  const email = normalizeEmail(emailInput);
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  await core.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing && !existing.deletedAt) throw conflict("email_taken", "An account with this email already exists");
    // Only the newest code counts: a resend starts a new attempt budget and ends the old code.
    await tx
      .delete(emailVerifications)
      .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.consumedAt)));
    await tx.insert(emailVerifications).values({ email, codeHash: hashCode(email, code), expiresAt });
    await sendVerificationCodeEmail(core, tx, email, lang, code, CODE_TTL_MINUTES);
  });
  return { expiresAt };
}

/**
 * Checks a registration code against the newest unused code of the email. A wrong guess is
 * counted (and committed) before the 422; after MAX_CODE_ATTEMPTS the code is dead.
 * Returns the verification id, to be consumed by the registration transaction.
 */
export async function checkPreregisterCode(core: Core, email: string, code: string): Promise<number> {
  const [row] = await core.db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, email), isNull(emailVerifications.consumedAt)))
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  if (!row) throw badCode("invalid", "The verification code is wrong; request a new one");
  if (row.expiresAt.getTime() <= Date.now())
    throw badCode("expired", "The verification code has expired; request a new one");
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw badCode("too_many_attempts", "Too many wrong codes; request a new one");
  if (!codeMatches(row.codeHash, email, code)) {
    const [updated] = await core.db
      .update(emailVerifications)
      .set({ attempts: sql`${emailVerifications.attempts} + 1` })
      .where(eq(emailVerifications.id, row.id))
      .returning({ attempts: emailVerifications.attempts });
    const remaining = Math.max(0, MAX_CODE_ATTEMPTS - updated.attempts);
    throw new AppError(422, "validation_error", "The verification code is wrong", [
      {
        field: "code",
        in: "body",
        message: "The verification code is wrong",
        reason: "invalid",
        remaining_attempts: remaining,
      },
    ]);
  }
  return row.id;
}

/** Marks the code used; false when a concurrent registration used it first. */
export async function consumePreregisterCode(tx: Tx, verificationId: number): Promise<boolean> {
  const rows = await tx
    .update(emailVerifications)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailVerifications.id, verificationId), isNull(emailVerifications.consumedAt)))
    .returning({ id: emailVerifications.id });
  return rows.length > 0;
}

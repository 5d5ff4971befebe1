import crypto from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { emailVerifications, users } from "../../db/schema/users.js";
import { AppError, conflict } from "../../lib/errors.js";
import { sendVerificationCodeEmail, type Lang } from "./emails.js";
import { installationSecret } from "../visitors/index.js";

export const CODE_TTL_MINUTES = 30;
/** Wrong guesses allowed per code; the next send replaces the code. */
export const MAX_CODE_ATTEMPTS = 5;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A code is kept as `k1$<salt>$<HMAC-SHA-256>`, keyed with an installation key that is itself
 * sealed under SECRETS_KEY: a 6-digit code has only a million values, so a plain hash in a backup
 * would give it away within its 30 minutes. (`<salt>$<SHA-256>` is the earlier unkeyed form, still
 * read for codes sent before an upgrade.)
 */
async function hashCode(core: Core, db: DbOrTx, email: string, code: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString("hex");
  const key = await installationSecret(core.secrets, db, "verification");
  return `k1$${salt}$${crypto.createHmac("sha256", key).update(`${salt}:${email}:${code}`).digest("hex")}`;
}

async function codeMatches(core: Core, stored: string, email: string, code: string): Promise<boolean> {
  const parts = stored.split("$");
  const expected =
    parts.length === 3 && parts[0] === "k1"
      ? `k1$${parts[1]}$${crypto
          .createHmac("sha256", await installationSecret(core.secrets, core.db, "verification"))
          .update(`${parts[1]}:${email}:${code}`)
          .digest("hex")}`
      : `${parts[0]}$${crypto.createHash("sha256").update(`${parts[0]}:${email}:${code}`).digest("hex")}`;
  const a = Buffer.from(expected);
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
    await tx.insert(emailVerifications).values({ email, codeHash: await hashCode(core, tx, email, code), expiresAt });
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
  if (!(await codeMatches(core, row.codeHash, email, code))) {
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

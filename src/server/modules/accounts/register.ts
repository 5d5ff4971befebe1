import { eq } from "drizzle-orm";
import { isCountryCode } from "../../../shared/countries.js";
import type { Core } from "../../core.js";
import { users } from "../../db/schema/users.js";
import { AppError, conflict, validationError } from "../../lib/errors.js";
import { newReferralCode } from "./referral-code.js";
import { purgeDeletedUser } from "./purge.js";
import { applySignupReferral } from "./referrals.js";
import type { Lang } from "./emails.js";
import { hashPassword } from "./passwords.js";
import { assertPasswordPolicy } from "./policy.js";
import { createSession, type SessionClient } from "./sessions.js";
import { checkPreregisterCode, consumePreregisterCode, normalizeEmail } from "./verification.js";
import { isUniqueViolation } from "../../lib/pg-errors.js";

export type RegisterInput = {
  email: string;
  code: string;
  password: string;
  name: string;
  country: string;
  lang: Lang;
  referralCode?: string;
  /** Where the registration comes from, kept with its first session. */
  client?: SessionClient;
};

/**
 * Creates an account from a verified email. A soft-deleted user with the same email is
 * purged first (users/purge.ts: money records stay anonymised, every other trace goes), all
 * in one transaction with the new user, the referral reward and a session.
 */
export async function registerUser(core: Core, input: RegisterInput) {
  const email = normalizeEmail(input.email);
  const country = input.country.trim().toUpperCase();
  const name = input.name.trim();
  // Checks that cost no code attempt come first.
  assertPasswordPolicy(input.password);
  const bad = [];
  if (!isCountryCode(country))
    bad.push({ field: "country", in: "body", message: "must be an ISO 3166-1 alpha-2 country code" });
  if (!name) bad.push({ field: "name", in: "body", message: "must not be empty" });
  if (bad.length > 0) throw validationError(bad);

  const verificationId = await checkPreregisterCode(core, email, input.code.trim());
  const passwordHash = await hashPassword(input.password);
  try {
    return await core.db.transaction(async (tx) => {
      if (!(await consumePreregisterCode(tx, verificationId))) {
        throw new AppError(422, "validation_error", "The verification code was already used", [
          { field: "code", in: "body", message: "The verification code was already used", reason: "invalid" },
        ]);
      }
      const [existing] = await tx
        .select({ id: users.id, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.email, email))
        .for("update");
      if (existing && !existing.deletedAt) throw conflict("email_taken", "An account with this email already exists");
      if (existing) await purgeDeletedUser(core, tx, existing.id);

      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash, name, country, lang: input.lang, referralCode: newReferralCode() })
        .returning();
      let user = created;
      if (input.referralCode && (await applySignupReferral(core, tx, created, input.referralCode))) {
        [user] = await tx.select().from(users).where(eq(users.id, created.id));
      }
      const session = await createSession(core, tx, user.id, user.role, input.client);
      return { user, session };
    });
  } catch (err) {
    if (isUniqueViolation(err, "users_email_key"))
      throw conflict("email_taken", "An account with this email already exists");
    throw err;
  }
}

import { eq } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema/users.js";
import { pgErrorCode } from "../../lib/pg-errors.js";
import { hashPassword } from "./passwords.js";
import { newReferralCode } from "./referral-code.js";

export type NewUser = {
  email: string;
  password: string;
  name: string;
  role?: "user" | "admin";
  country?: string;
  lang?: string;
};

export async function insertUser(db: DbOrTx, input: NewUser & { referredByUserId?: number | null }) {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      name: input.name,
      role: input.role ?? "user",
      country: input.country ?? "US",
      lang: input.lang ?? "en",
      referralCode: newReferralCode(),
      referredByUserId: input.referredByUserId ?? null,
    })
    .returning();
  return row;
}

/** Creates the ADMIN_EMAIL admin at start when it does not exist yet. */
export async function ensureConfiguredAdmin(core: Core) {
  const { adminEmail, adminPassword } = core.config;
  if (!adminEmail || !adminPassword) return;
  const existing = await core.db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail)).limit(1);
  if (existing.length > 0) return;
  try {
    await insertUser(core.db, { email: adminEmail, password: adminPassword, name: "Administrator", role: "admin" });
  } catch (err) {
    // Instances starting together (N APIs and a worker) race here: one creates the admin,
    // the others find the email taken, which is what they wanted.
    if (pgErrorCode(err) === "23505") return;
    throw err;
  }
  core.log.info({ email: adminEmail }, "created the configured admin");
}

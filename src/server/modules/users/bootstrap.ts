import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema/users.js";
import { hashPassword } from "../auth/passwords.js";
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
  await insertUser(core.db, { email: adminEmail, password: adminPassword, name: "Administrator", role: "admin" });
  core.log.info({ email: adminEmail }, "created the configured admin");
}

/** Demo accounts for a fresh development database; their passwords are printed once. */
export async function ensureDemoUsers(core: Core): Promise<{ email: string; password: string; role: string }[] | null> {
  const any = await core.db.select({ id: users.id }).from(users).limit(1);
  if (any.length > 0) return null;
  const accounts = [
    {
      email: "admin@demo.local",
      password: `Admin-${crypto.randomBytes(4).toString("hex")}!`,
      name: "Demo Admin",
      role: "admin" as const,
    },
    {
      email: "user@demo.local",
      password: `User-${crypto.randomBytes(4).toString("hex")}!`,
      name: "Demo Buyer",
      role: "user" as const,
      country: "MN",
    },
  ];
  for (const a of accounts) await insertUser(core.db, a);
  return accounts.map(({ email, password, role }) => ({ email, password, role }));
}

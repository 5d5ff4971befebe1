// The demo accounts of a development start: created in an empty database with random
// passwords that are printed once; `npm run demo:accounts` gives them new ones.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Core } from "../core.js";
import { users } from "../db/schema/users.js";
import { hashPassword } from "../modules/accounts/passwords.js";
import { insertUser } from "../modules/accounts/bootstrap.js";

export type DemoAccount = { email: string; password: string; role: "admin" | "user" };

function demoAccounts() {
  return [
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
}

/** Demo accounts for a fresh development database; their passwords are printed once. */
export async function ensureDemoUsers(core: Pick<Core, "db">): Promise<DemoAccount[] | null> {
  const any = await core.db.select({ id: users.id }).from(users).limit(1);
  if (any.length > 0) return null;
  const accounts = demoAccounts();
  for (const a of accounts) await insertUser(core.db, a);
  return accounts.map(({ email, password, role }) => ({ email, password, role }));
}

/**
 * Gives both demo accounts new passwords (creating an account that was deleted), for
 * whoever missed the one-time print of the first start.
 */
export async function resetDemoUsers(core: Pick<Core, "db">): Promise<DemoAccount[]> {
  const accounts = demoAccounts();
  for (const a of accounts) {
    const [existing] = await core.db.select({ id: users.id }).from(users).where(eq(users.email, a.email)).limit(1);
    if (existing) {
      const passwordHash = await hashPassword(a.password);
      await core.db.update(users).set({ passwordHash, role: a.role }).where(eq(users.id, existing.id));
    } else {
      await insertUser(core.db, a);
    }
  }
  return accounts.map(({ email, password, role }) => ({ email, password, role }));
}

export function formatDemoAccounts(title: string, accounts: DemoAccount[]): string {
  const lines = accounts.map((a) => `  ${a.role.padEnd(5)}  ${a.email}  password: ${a.password}`);
  return `\n${title}\n${lines.join("\n")}\n`;
}

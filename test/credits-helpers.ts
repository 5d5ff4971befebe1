import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ccLedger } from "../src/server/db/schema/credits.js";
import { users } from "../src/server/db/schema/users.js";
import { post, type Actor } from "./helper.js";

// Who acts and how a request is sent live in the helper module (test/helper.ts); re-exported
// here for the files that import them with the credit helpers.
export { actor, adminActor, del, get, patch, post, type Actor } from "./helper.js";

/** Credits (or debits) a user through the admin credits API: one ledger entry. */
export async function adjust(
  app: FastifyInstance,
  admin: Actor,
  userId: number,
  amount: number,
  account: "cc" | "cash_cc" = "cc",
) {
  const res = await app.inject({
    method: "POST",
    url: `/api/admin/users/${userId}/credits`,
    headers: { cookie: admin.cookie },
    payload: { amount, account, reason: "test funding" },
  });
  if (res.statusCode !== 200) throw new Error(`adjust ${amount}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The user's balances in milli-CC, read from the table. */
export async function balances(app: FastifyInstance, userId: number) {
  const [u] = await app.core.db
    .select({ cc: users.ccBalance, cash: users.cashCcBalance })
    .from(users)
    .where(eq(users.id, userId));
  return u;
}

/** Sums of the user's ledger per account, in milli-CC. */
export async function ledgerSums(app: FastifyInstance, userId: number) {
  const rows = await app.core.db
    .select({ account: ccLedger.account, total: sql<string>`coalesce(sum(${ccLedger.amount}), 0)` })
    .from(ccLedger)
    .where(eq(ccLedger.userId, userId))
    .groupBy(ccLedger.account);
  const by = Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
  return { cc: by.cc ?? 0, cash: by.cash_cc ?? 0 };
}

/** Ledger rows with an idempotency key (or key prefix with `%`). */
export async function ledgerRows(app: FastifyInstance, keyLike: string) {
  return app.core.db
    .select()
    .from(ccLedger)
    .where(sql`${ccLedger.idempotencyKey} like ${keyLike}`);
}

/** A pending vehicle request of `user` (who needs at least 1 CC). */
export async function createRequest(app: FastifyInstance, user: Actor, body: object = {}) {
  const res = await post(app, user, "/api/vehicle-requests", {
    maker: "현대",
    model: "쏘나타",
    year: 2020,
    fuel: "가솔린",
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`create request: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; status: string };
}

// One copy for every test file; the credits tests import it with their other helpers.
export { drainJobs } from "./drain-jobs.js";

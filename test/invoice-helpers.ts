import type { FastifyInstance } from "fastify";
import { applyLedgerEntry } from "../src/server/modules/accounts/ledger.js";
import { createAdmin, createBannerCar, createUser, loginCookie } from "./factories.js";

/**
 * A buyer's order moved to `invoiced` through the API (the purchase as the buyer, the move as an
 * admin), for the pages that show an invoice's verification; answers the order's code.
 */
export async function createInvoicedOrder(
  app: FastifyInstance,
  opts: { country?: string; priceUsd?: number; vin?: string | null; carName?: string } = {},
) {
  const buyer = await createUser(app, { country: opts.country ?? "MN" });
  await app.core.db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId: buyer.id,
      account: "cc",
      amount: 5000,
      kind: "admin_adjustment",
      idempotencyKey: `invoice-helper:${buyer.id}`,
    }),
  );
  const car = await createBannerCar(app, {
    vin: opts.vin ?? null,
    ...(opts.carName ? { carName: opts.carName } : {}),
  });
  const purchase = await app.inject({
    method: "POST",
    url: `/api/cars/${car.id}/purchase`,
    headers: { cookie: await loginCookie(app, buyer) },
  });
  if (purchase.statusCode !== 200) throw new Error(`purchase: ${purchase.statusCode} ${purchase.body}`);
  const orderId = purchase.json().order_id as number;
  const admin = await createAdmin(app);
  const moved = await app.inject({
    method: "PATCH",
    url: `/api/admin/orders/${orderId}`,
    headers: { cookie: await loginCookie(app, admin) },
    payload: { status: "invoiced", price_usd: opts.priceUsd ?? 18_450 },
  });
  if (moved.statusCode !== 200) throw new Error(`invoice: ${moved.statusCode} ${moved.body}`);
  return { buyer, car, orderId, code: moved.json().invoice_code as string };
}

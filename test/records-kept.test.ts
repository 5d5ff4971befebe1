// Money records are never deleted (the contract's "Records that last"): a deleted car that orders,
// paid access or questions name is archived; a purged account keeps its top-ups and orders,
// anonymised; the ledger is append-only in the database; the books are reconciled daily.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import { ccLedger } from "../src/server/db/schema/credits.js";
import { orders, topups } from "../src/server/db/schema/deals.js";
import { users } from "../src/server/db/schema/users.js";
import { reconcileAndReport } from "../src/server/modules/accounts/reconcile.js";
import { registerViaApi, mailTo, STRONG_PASSWORD, type Sink } from "./accounts-helpers.js";
import { actor, adjust, adminActor, type Actor } from "./credits-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { createBannerCar, createCar, DEFAULT_PASSWORD, loginCookie } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { send } from "./helper.js";

let app: TestApp;
let sink: Sink;
let admin: Actor;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await adminActor(app);
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

const deleteCar = (carId: number) =>
  app.inject({ method: "DELETE", url: `/api/cars/${carId}`, headers: { cookie: admin.cookie } });
const listIds = async (query: string) =>
  ((await send(app, null, "GET", `/api/cars?${query}&page_size=100`)).json().items as { id: number }[]).map(
    (c) => c.id,
  );
/** Every car page the sitemap names (one file for a small catalogue, else an index of files). */
async function sitemapCarIds(): Promise<number[]> {
  const index = (await send(app, null, "GET", "/sitemap.xml")).body;
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemap-cars-[^<]+\.xml)<\/loc>/g)].map((m) => m[1]);
  const bodies = [index, ...(await Promise.all(files.map(async (f) => (await send(app, null, "GET", f)).body)))];
  return bodies.flatMap((body) => [...body.matchAll(/\/cars\/(\d+)(?=[<"])/g)].map((m) => Number(m[1])));
}

async function buyerWithOrder() {
  const buyer = await actor(app);
  await adjust(app, admin, buyer.id, 5);
  const car = await createBannerCar(app, { priceKrw: 21_500_000, carName: "기아 K5 archived-test" });
  const res = await send(app, buyer, "POST", `/api/cars/${car.id}/purchase`);
  expect(res.statusCode, res.body).toBe(200);
  return { buyer, car, order: { id: (res.json() as { order: { order_id: number } }).order.order_id } };
}

describe("DELETE /api/cars/{car_id} archives a car that records name", () => {
  it("a car with an order: 204, gone for buyers (detail, lists, search, sitemap, favourites), kept for its order and the admins", async () => {
    const { buyer, car, order } = await buyerWithOrder();
    // Warm the list index and the caches, so a stale answer would show.
    expect(await listIds("include_soldout=true")).toContain(car.id);
    expect(await sitemapCarIds()).toContain(car.id);

    const res = await deleteCar(car.id);
    expect(res.statusCode, res.body).toBe(204);

    const [row] = await app.core.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row.archivedAt).not.toBeNull();
    expect(row.soldout).toBe(true);

    expect((await send(app, null, "GET", `/api/cars/${car.id}`)).statusCode).toBe(404);
    expect((await send(app, buyer, "GET", `/api/cars/${car.id}`)).statusCode).toBe(404);
    expect((await send(app, null, "GET", `/api/cars/${car.id}/price-history`)).statusCode).toBe(404);
    expect(await listIds("")).not.toContain(car.id);
    expect(await listIds("include_soldout=true")).not.toContain(car.id);
    expect(await listIds("include_soldout=true&q=archived-test")).not.toContain(car.id);
    expect(await listIds("q=archived-test")).not.toContain(car.id);
    expect(await sitemapCarIds()).not.toContain(car.id);
    expect((await send(app, buyer, "PUT", `/api/users/me/favorites/${car.id}`)).statusCode).toBe(404);
    expect((await send(app, buyer, "POST", `/api/cars/${car.id}/questions`, { body: "Still there?" })).statusCode).toBe(
      404,
    );

    // The buyer's order, its timeline and the car's name stay readable.
    const mine = await send(app, buyer, "GET", `/api/users/me/orders/${order.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().car).toMatchObject({ id: car.id, car_name: car.carName });
    // The admins still see the car, marked archived, and the order.
    const detail = await send(app, admin, "GET", `/api/admin/cars/${car.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().archived_at).not.toBeNull();
    const adminList = await send(app, admin, "GET", `/api/admin/cars?q=${car.id}`);
    expect(adminList.json().items.find((c: { id: number }) => c.id === car.id)?.archived_at).not.toBeNull();
    const adminOrders = (await send(app, admin, "GET", "/api/admin/orders?page_size=100")).json().items;
    expect(adminOrders.find((o: { id: number }) => o.id === order.id)?.car.id).toBe(car.id);

    // Deleting it again is a 404, as for a car that is gone; cancelling its order keeps it sold out.
    expect((await deleteCar(car.id)).statusCode).toBe(404);
    const cancel = await send(app, admin, "PATCH", `/api/admin/orders/${order.id}`, { status: "cancelled" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [after] = await app.core.db.select().from(cars).where(eq(cars.id, car.id));
    expect(after.soldout).toBe(true);
    expect(await listIds("include_soldout=true")).not.toContain(car.id);
  });

  it("the invoice of an archived car's order stays readable by its buyer", async () => {
    const { buyer, car, order } = await buyerWithOrder();
    const moved = await send(app, admin, "PATCH", `/api/admin/orders/${order.id}`, {
      status: "invoiced",
      price_usd: 16_000,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await deleteCar(car.id)).statusCode).toBe(204);
    const invoice = await send(app, buyer, "GET", `/api/users/me/orders/${order.id}/invoice`);
    expect(invoice.statusCode, invoice.body.slice(0, 200)).toBe(200);
    expect(invoice.headers["content-type"]).toContain("application/pdf");
  });

  it("a car no record names is deleted for good", async () => {
    const car = await createCar(app);
    expect((await deleteCar(car.id)).statusCode).toBe(204);
    expect(await app.core.db.select().from(cars).where(eq(cars.id, car.id))).toHaveLength(0);
  });

  it("a car with questions or CC-bought access is archived too", async () => {
    const buyer = await actor(app);
    const asked = await createCar(app);
    expect(
      (await send(app, buyer, "POST", `/api/cars/${asked.id}/questions`, { body: "Is it rust-free?" })).statusCode,
    ).toBe(201);
    expect((await deleteCar(asked.id)).statusCode).toBe(204);
    const [row] = await app.core.db.select().from(cars).where(eq(cars.id, asked.id));
    expect(row.archivedAt).not.toBeNull();
    // The buyer's thread is still theirs to read.
    const threads = await send(app, buyer, "GET", "/api/users/me/questions");
    expect(threads.statusCode).toBe(200);
    expect(JSON.stringify(threads.json())).toContain("Is it rust-free?");
  });

  it("the database itself refuses to delete a car that an order names", async () => {
    const { car } = await buyerWithOrder();
    await expect(app.core.db.delete(cars).where(eq(cars.id, car.id))).rejects.toThrow();
    expect(await app.core.db.select().from(cars).where(eq(cars.id, car.id))).toHaveLength(1);
  });

  it("a burst of parallel deletes of one car: one 204, the rest 404, never a 5xx", async () => {
    const { car } = await buyerWithOrder();
    const answers = await Promise.all(Array.from({ length: 12 }, () => deleteCar(car.id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 204)).toHaveLength(1);
    expect(codes.filter((c) => c !== 204).every((c) => c === 404)).toBe(true);
  });
});

describe("purging a deleted account keeps its money records, anonymised", () => {
  it("top-ups and orders stay with no user and no name; the ledger stays whole", async () => {
    const buyer = await actor(app, { name: "Bat-Erdene Purged" });
    const topup = await send(app, buyer, "POST", "/api/users/me/topups", { amount_cc: 10, payer_name: "BAT-ERDENE D" });
    expect(topup.statusCode, topup.body).toBe(201);
    const confirmed = await send(app, admin, "POST", `/api/admin/topups/${topup.json().id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const pending = await send(app, buyer, "POST", "/api/users/me/topups", {
      amount_cc: 3,
      payer_name: "BAT-ERDENE D",
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const car = await createBannerCar(app, { priceKrw: 30_000_000 });
    const purchase = await send(app, buyer, "POST", `/api/cars/${car.id}/purchase`);
    expect(purchase.statusCode, purchase.body).toBe(200);
    const order = { id: purchase.json().order.order_id as number };
    const ledgerBefore = await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, buyer.id));
    expect(ledgerBefore.length).toBeGreaterThanOrEqual(2);

    const del = await app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { cookie: buyer.cookie },
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(del.statusCode, del.body).toBe(204);
    await drainJobs(app); // the top-up's emails first: the registration code is read from the next one
    const again = await registerViaApi(app, sink, { email: buyer.email, name: "Someone New" });
    expect(again.statusCode, again.body).toBe(201);

    expect(await app.core.db.select().from(users).where(eq(users.id, buyer.id))).toHaveLength(0);
    const kept = await app.core.db
      .select()
      .from(topups)
      .where(sql`${topups.id} in (${topup.json().id}, ${pending.json().id})`);
    expect(kept).toHaveLength(2);
    for (const t of kept) expect(t).toMatchObject({ userId: null, payerName: "", note: null });
    expect(kept.find((t) => t.id === topup.json().id)).toMatchObject({ status: "confirmed", confirmedAmount: 10_000 });
    expect(kept.find((t) => t.id === pending.json().id)).toMatchObject({
      status: "rejected",
      rejectReason: "account deleted",
    });
    const [keptOrder] = await app.core.db.select().from(orders).where(eq(orders.id, order.id));
    expect(keptOrder).toMatchObject({ userId: null, carId: car.id });
    expect(await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, buyer.id))).toHaveLength(
      ledgerBefore.length,
    );

    // The admins' lists keep them, with no name.
    const adminTopups = (await send(app, admin, "GET", "/api/admin/topups?page_size=100")).json().items;
    expect(adminTopups.find((t: { id: number }) => t.id === topup.json().id)).toMatchObject({
      user_id: null,
      email: "",
      user_name: "",
      payer_name: "",
    });
    const adminOrders = (await send(app, admin, "GET", "/api/admin/orders?page_size=100")).json().items;
    expect(adminOrders.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      user_id: null,
      email: "",
      user_name: "",
    });
    // The new account with the same email sees none of it.
    const fresh = { email: buyer.email, password: STRONG_PASSWORD };
    const cookie = await loginCookie(app, fresh);
    expect((await app.inject({ method: "GET", url: "/api/users/me/topups", headers: { cookie } })).json().total).toBe(
      0,
    );
    expect((await app.inject({ method: "GET", url: "/api/users/me/orders", headers: { cookie } })).json().total).toBe(
      0,
    );
  });
});

/** The database's refusal, through Drizzle's wrapping (the trigger's message is on the cause). */
async function refusedAsAppendOnly(statement: Promise<unknown>) {
  const err = await statement.then(
    () => undefined,
    (e: unknown) => e as { message: string; cause?: { message?: string } },
  );
  expect(err, "the statement was refused").toBeDefined();
  expect(`${err!.message} ${err!.cause?.message ?? ""}`).toMatch(/cc_ledger is append-only/);
}

describe("the ledger is append-only in the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, and a balance changed by hand shows in the reconciliation", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 7);
    const [entry] = await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, user.id));
    await refusedAsAppendOnly(app.core.db.execute(sql`update cc_ledger set amount = 1000000 where id = ${entry.id}`));
    await refusedAsAppendOnly(app.core.db.execute(sql`update cc_ledger set user_id = null where id = ${entry.id}`));
    await refusedAsAppendOnly(app.core.db.execute(sql`delete from cc_ledger where id = ${entry.id}`));
    await refusedAsAppendOnly(app.core.db.execute(sql`truncate cc_ledger`));
    const [still] = await app.core.db.select().from(ccLedger).where(eq(ccLedger.id, entry.id));
    expect(still).toEqual(entry);
    expect(still.balanceAfter).toBe(7000);

    const clean = await send(app, admin, "GET", "/api/admin/ledger/reconcile");
    expect(clean.statusCode).toBe(200);
    expect(clean.json().mismatches.filter((m: { user_id: number }) => m.user_id === user.id)).toEqual([]);
    expect(clean.json().users_checked).toBeGreaterThanOrEqual(2);

    // Money moved without an entry: someone with SQL raised a balance.
    await app.core.db.update(users).set({ cashCcBalance: 2500 }).where(eq(users.id, user.id));
    const found = await send(app, admin, "GET", "/api/admin/ledger/reconcile");
    expect(found.json().mismatches).toContainEqual({ user_id: user.id, balance: 2.5, ledger_sum: 0, kind: "cash_cc" });

    // The daily job emails the staff about it.
    const since = sink.messages.length;
    await reconcileAndReport(app.core);
    await drainJobs(app);
    const mail = await mailTo(sink, admin.email, since, /Ledger check/);
    expect(mail.text).toContain(`User #${user.id}, cash CC: balance 2.5, ledger entries add up to 0`);
    await app.core.db.update(users).set({ cashCcBalance: 0 }).where(eq(users.id, user.id));
  });

  it("the reconciliation is for admins only", async () => {
    const user = await actor(app);
    expect((await send(app, user, "GET", "/api/admin/ledger/reconcile")).statusCode).toBe(403);
    expect((await send(app, null, "GET", "/api/admin/ledger/reconcile")).statusCode).toBe(401);
  });

  it("a burst of one idempotency key moves money once (the entry is written whole, balance_after included)", async () => {
    const user = await actor(app);
    const key = `burst-${user.id}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: "POST",
          url: `/api/admin/users/${user.id}/credits`,
          headers: { cookie: admin.cookie },
          payload: { amount: 3, account: "cc", reason: "burst", idempotency_key: key },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().applied)).toHaveLength(1);
    const entries = await app.core.db.select().from(ccLedger).where(eq(ccLedger.userId, user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0].balanceAfter).toBe(3000);
  });
});

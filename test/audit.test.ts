/**
 * Who did what (contract "Who did what"; docs/decisions/0009-audit-log-by-triggers.md): every
 * admin write route leaves an audit row naming the admin, the action and the target, written in
 * the change's own transaction (the database's triggers, scoped by db/audit-scope.ts); admin
 * logins are recorded with their address; the log is append-only in the database; and
 * GET /api/admin/audit filters and pages it. Public reads, user requests and admin reads carry
 * no audit scope (no statement is added to them).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/server/db/schema/users.js";
import { cars } from "../src/server/db/schema/cars.js";
import { runWithRequestContext, type AuditScope } from "../src/server/lib/request-context.js";
import { queryRows } from "../src/server/lib/sql.js";
import { BUYER_ACTIONS, ROUTE_ACTIONS } from "../src/server/modules/audit/actions.js";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../src/shared/audit-actions.js";
import type { RouteEntry } from "../src/server/plugins/access.js";
import { auditScenarios, type AuditScenario } from "./audit-scenarios.js";
import { createAdmin, createCar, createUser, loginCookie } from "./factories.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { patient } from "./patience.js";

type Json = Record<string, any>;
type AuditRow = {
  id: string;
  action: string;
  actor_id: number | null;
  actor_email: string | null;
  target_type: string | null;
  target_id: string | null;
  before: Json | null;
  after: Json | null;
  ip: string | null;
  request_id: string | null;
};

let env: UpstreamTestEnv;
let admin: { id: number; email: string; cookie: string };
let buyerCookie: string;

beforeAll(async () => {
  env = await startUpstreamTestEnv({ carCount: 40 });
  const row = await createAdmin(env.app, { email: `audit-admin-${Date.now()}@example.com` });
  admin = { id: row.id, email: row.email, cookie: await loginCookie(env.app, row) };
  buyerCookie = env.user;
}, patient(60_000));
afterAll(async () => {
  if (env) await drainJobs(env.app);
  await stopUpstreamTestEnv(env);
});

const app = () => env.app;
const lastAuditId = async () =>
  Number((await queryRows<{ id: string | null }>(app().core.db, sql`select max(id) as id from audit_log`))[0].id ?? 0);
const rowsSince = (mark: number) =>
  queryRows<AuditRow>(app().core.db, sql`select * from audit_log where id > ${mark} order by id`);
const audit = (query: string, cookie: string | null = admin.cookie) =>
  app().inject({ method: "GET", url: `/api/admin/audit${query}`, headers: cookie ? { cookie } : {} });
const as = (cookie: string, method: string, url: string, payload?: object) =>
  app().inject({ method: method as "GET", url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Admin write routes of the table (what must leave an audit row). */
const adminWrites = (table: RouteEntry[]) =>
  table.filter((r) => r.access === "admin" && r.method !== "GET" && r.method !== "HEAD");
const key = (r: RouteEntry) => `${r.method} ${r.url}`;
/** Admin write routes nobody has told the test how to call. */
const unscripted = (table: RouteEntry[], scenarios: Record<string, AuditScenario>) =>
  adminWrites(table)
    .map(key)
    .filter((k) => !(k in scenarios));

describe("every admin write route is on the record", () => {
  it("notices an admin write route without a scenario", () => {
    const scenarios = auditScenarios({ app: app(), sim: env.sim, admin: admin.cookie });
    const planted: RouteEntry = { method: "POST", url: "/api/admin/new-thing", access: "admin" };
    expect(unscripted([...app().routeTable, planted], scenarios)).toEqual(["POST /api/admin/new-thing"]);
  });

  it(
    "walks the admin write routes of the OpenAPI document: each call leaves rows naming the admin, its action and its target",
    async () => {
      const scenarios = auditScenarios({ app: app(), sim: env.sim, admin: admin.cookie });
      const writes = adminWrites(app().routeTable);
      expect(writes.length).toBeGreaterThan(40);
      expect(
        unscripted(app().routeTable, scenarios),
        "admin write routes without a scenario in test/audit-scenarios.ts",
      ).toEqual([]);
      expect(
        Object.keys(scenarios).filter((k) => !writes.some((r) => key(r) === k)),
        "stale scenarios",
      ).toEqual([]);

      const doc = (await app().inject({ method: "GET", url: "/api/openapi.json" })).json();
      const operationOf = (r: RouteEntry) =>
        doc.paths[r.url.replace(/:(\w+)/g, "{$1}")]?.[r.method.toLowerCase()]?.operationId as string | undefined;
      const operations = writes.map(operationOf);
      expect(
        Object.keys(ROUTE_ACTIONS).filter((op) => !operations.includes(op)),
        "actions of no route",
      ).toEqual([]);
      // A buyer's request that the contract puts on the log names its route too (test/protection-money.test.ts checks its row).
      const buyerOperations = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>)
        .flatMap((methods) => Object.values(methods))
        .map((op) => op.operationId);
      expect(
        Object.keys(BUYER_ACTIONS).filter((op) => !buyerOperations.includes(op)),
        "buyer actions of no route",
      ).toEqual([]);
      const used = new Set<string>([
        ...Object.values(ROUTE_ACTIONS),
        ...Object.values(BUYER_ACTIONS),
        "auth.login",
        "auth.login_failed",
      ]);
      expect(
        AUDIT_ACTIONS.filter((a) => !used.has(a)),
        "actions nothing records",
      ).toEqual([]);
      const problems: string[] = [];
      for (const route of writes) {
        const name = key(route);
        const operationId = operationOf(route);
        const action = operationId && ROUTE_ACTIONS[operationId];
        if (!action) {
          problems.push(`${name}: operation ${operationId} has no action in modules/audit/actions.ts`);
          continue;
        }
        const scenario = scenarios[name];
        let ctx: Json;
        try {
          ctx = scenario.setup ? await scenario.setup() : {};
        } catch (err) {
          problems.push(`${name}: setup failed: ${(err as Error).message.slice(0, 300)}`);
          continue;
        }
        const mark = await lastAuditId();
        const res = await scenario.act(ctx);
        if (res.statusCode >= 300) {
          problems.push(`${name}: answered ${res.statusCode} ${res.body.slice(0, 300)}`);
          continue;
        }
        const [type, id] = scenario.target(ctx, res.statusCode === 204 ? {} : res.json()).split(/:(.*)/);
        const rows = await rowsSince(mark);
        const hit = rows.find((r) => r.target_type === type && (id === undefined || r.target_id === id));
        if (!hit) {
          problems.push(
            `${name}: no audit row for ${type}:${id ?? "*"}; rows: ${JSON.stringify(rows.map((r) => [r.action, r.target_type, r.target_id]))}`,
          );
          continue;
        }
        // Everything the call changed is on the record under its action, by this admin, from one request.
        for (const r of rows) {
          if (r.action !== action || r.actor_id !== admin.id || r.actor_email !== admin.email || !r.ip)
            problems.push(`${name}: row ${JSON.stringify(r)} is not ${action} by ${admin.email}`);
          if (r.request_id !== res.headers["x-request-id"] && res.headers["x-request-id"] !== undefined)
            problems.push(
              `${name}: row ${r.id} has request id ${r.request_id}, the answer ${res.headers["x-request-id"]}`,
            );
        }
        if (new Set(rows.map((r) => r.request_id)).size !== 1) problems.push(`${name}: rows of several requests`);
      }
      expect(problems).toEqual([]);
    },
    patient(240_000),
  );
});

describe("what a row holds", () => {
  it("a change of the bank details shows the old and the new text, and GET /api/admin/audit finds it by target", async () => {
    const put = (text: string) => as(admin.cookie, "PUT", "/api/admin/settings", { topup_bank_details: text });
    expect((await put("Khan Bank, 5000 1234 56, Monkor LLC")).statusCode).toBe(200);
    expect((await put("Golomt Bank, 1105 0099 88, Monkor LLC")).statusCode).toBe(200);
    const res = await audit("?target=setting:topup_bank_details&page_size=1");
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().items;
    expect(latest).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: "settings.update",
      target: { type: "setting", id: "topup_bank_details" },
      before: { topup_bank_details: "Khan Bank, 5000 1234 56, Monkor LLC" },
      after: { topup_bank_details: "Golomt Bank, 1105 0099 88, Monkor LLC" },
    });
    expect(latest.ip).toBeTruthy();
    // Only the changed fields: the rate, not sent, is not in it.
    expect(Object.keys(latest.after)).toEqual(["topup_bank_details"]);
  });

  it("shows a CC adjustment as the balance before and after, and the ledger entry with its reason", async () => {
    const user = await createUser(app());
    const mark = await lastAuditId();
    const res = await as(admin.cookie, "POST", `/api/admin/users/${user.id}/credits`, {
      amount: 2.5,
      account: "cc",
      reason: "refund for order 12",
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsSince(mark);
    expect(rows.find((r) => r.target_type === "user")).toMatchObject({
      action: "user.credits",
      target_id: String(user.id),
      before: { cc_balance: 0 },
      after: { cc_balance: 2500 },
    });
    expect(rows.find((r) => r.target_type === "ledger_entry")?.after).toMatchObject({
      user_id: user.id,
      amount: 2500,
      kind: "admin_adjustment",
      note: "refund for order 12",
      created_by_user_id: admin.id,
    });
  });

  it("masks secrets: a password hash or a TOTP secret reads *** before and after", async () => {
    const user = await createUser(app());
    const mark = await lastAuditId();
    // A write of the kind a future admin route might make, in an admin's scope.
    await asAdmin("user.update", () =>
      app().core.db.transaction((tx) =>
        tx
          .update(users)
          .set({
            passwordHash: "$argon2id$new",
            totpSecret: "JBSWY3DPEHPK3PXP",
            totpSecretSealed: "sealed1:0a1b2c3d:iv:JBSWY3DPEHPK3PXP",
          })
          .where(eq(users.id, user.id)),
      ),
    );
    const [row] = await rowsSince(mark);
    expect(row).toMatchObject({
      target_type: "user",
      before: { password_hash: "***", totp_secret: null },
      after: { password_hash: "***", totp_secret: "***", totp_secret_sealed: "***" },
    });
    expect(JSON.stringify(row)).not.toContain("argon2");
    expect(JSON.stringify(row)).not.toContain("JBSWY3DPEHPK3PXP");
  });

  it("sums up a statement that changes many rows: a broadcast to everyone is one row, not one per user", async () => {
    for (let i = 0; i < 22; i++) await createUser(app());
    const mark = await lastAuditId();
    const res = await as(admin.cookie, "POST", "/api/admin/notifications", { all: true, title: "Hi", message: "News" });
    expect(res.statusCode).toBeLessThan(300);
    const rows = await rowsSince(mark);
    expect(rows.map((r) => r.target_type).sort()).toEqual(["broadcast", "notification"]);
    const summary = rows.find((r) => r.target_type === "notification")!;
    expect(summary.target_id).toBeNull();
    expect(summary.after!.rows).toBeGreaterThan(20);
    expect(summary.after!.first_ids).toHaveLength(20);
    expect(rows.find((r) => r.target_type === "broadcast")!.after).toMatchObject({ title: "Hi", message: "News" });
  });

  it("names only target types the Audit page knows", async () => {
    const triggers = await queryRows<{ table: string; name: string; args: string }>(
      app().core.db,
      sql`select c.relname as "table", t.tgname as name, encode(t.tgargs, 'escape') as args
            from pg_trigger t join pg_class c on c.oid = t.tgrelid
           where t.tgname in ('audit_row', 'audit_flush')`,
    );
    expect(triggers.length).toBeGreaterThan(40);
    const types = new Set(triggers.map((t) => t.args.split("\\000")[0]));
    expect([...types].filter((t) => !(AUDIT_TARGET_TYPES as readonly string[]).includes(t))).toEqual([]);
    // Every table that buffers rows also writes them out.
    const byTable = (name: string) => new Set(triggers.filter((t) => t.name === name).map((t) => t.table));
    expect([...byTable("audit_row")].sort()).toEqual([...byTable("audit_flush")].sort());
    expect(Object.values(ROUTE_ACTIONS).filter((a) => !AUDIT_ACTIONS.includes(a))).toEqual([]);
  });
});

/** Runs `work` as an admin's write request would (the scope the request hook sets). */
function asAdmin<T>(action: string, work: () => Promise<T>): Promise<T> {
  const scope: AuditScope = { action, actorId: admin.id, actorEmail: admin.email, ip: "198.51.100.4", requestId: "t" };
  return runWithRequestContext({ requestId: "t", audit: scope }, work);
}

describe("admin logins", () => {
  it("records an admin's login with its address, and a refused attempt on an admin account; a buyer's login is not recorded", async () => {
    const other = await createAdmin(app());
    const buyer = await createUser(app());
    const mark = await lastAuditId();
    const login = (email: string, password: string) =>
      app().inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "203.0.113.7",
        payload: { email, password },
      });
    expect((await login(other.email, "wrong-password")).statusCode).toBe(401);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await login(buyer.email, buyer.password)).statusCode).toBe(200);
    const rows = await rowsSince(mark);
    expect(rows.map((r) => [r.action, r.actor_id, r.actor_email, r.target_type, r.target_id, r.ip])).toEqual([
      ["auth.login_failed", other.id, other.email, "user", String(other.id), "203.0.113.7"],
      ["auth.login", other.id, other.email, "user", String(other.id), "203.0.113.7"],
    ]);
    expect(rows[0].after).toEqual({ failed_login_count: 1 });
  });
});

describe("the row commits and rolls back with the change", () => {
  it("a refused change (409, 402) leaves no row", async () => {
    const user = await createUser(app());
    const mark = await lastAuditId();
    // An admin cannot deactivate themselves (409); a debit below zero is 402.
    expect((await as(admin.cookie, "PATCH", `/api/admin/users/${admin.id}`, { is_active: false })).statusCode).toBe(
      409,
    );
    const debit = { amount: -5, account: "cc", reason: "too much" };
    expect((await as(admin.cookie, "POST", `/api/admin/users/${user.id}/credits`, debit)).statusCode).toBe(402);
    // A top-up confirmed twice: the second one's ledger credit is refused and all of it rolls back.
    const topupRes = await as(await loginCookie(app(), user), "POST", "/api/users/me/topups", {
      amount_cc: 1,
      payer_name: "Dorj",
    });
    const topupId = topupRes.json().id;
    const afterTopup = await lastAuditId();
    expect((await as(admin.cookie, "POST", `/api/admin/topups/${topupId}/confirm`, {})).statusCode).toBe(200);
    const confirmed = await lastAuditId();
    expect(confirmed).toBeGreaterThan(afterTopup);
    expect((await as(admin.cookie, "POST", `/api/admin/topups/${topupId}/confirm`, {})).statusCode).toBe(409);
    expect(await lastAuditId()).toBe(confirmed);
    expect((await rowsSince(mark)).filter((r) => Number(r.id) <= afterTopup)).toEqual([]);
  });

  it("a transaction that fails after its change takes the row with it; one that commits keeps it", async () => {
    const car = await createCar(app());
    const mark = await lastAuditId();
    const change = (price: number, fail: boolean) =>
      asAdmin("car.update", () =>
        app().core.db.transaction(async (tx) => {
          await tx.update(cars).set({ priceKrw: price }).where(eq(cars.id, car.id));
          if (fail) throw new Error("changed my mind");
        }),
      );
    await expect(change(1_000_000, true)).rejects.toThrow("changed my mind");
    expect(await rowsSince(mark)).toEqual([]);
    await change(2_000_000, false);
    // And a write outside any transaction (autocommit) gets its row as well.
    await asAdmin("car.update", async () => {
      await app().core.db.update(cars).set({ mileage: 12_345 }).where(eq(cars.id, car.id));
    });
    const rows = await rowsSince(mark);
    expect(rows.map((r) => [r.action, r.target_id, r.before, r.after, r.ip])).toEqual([
      ["car.update", String(car.id), { price_krw: car.priceKrw }, { price_krw: 2_000_000 }, "198.51.100.4"],
      ["car.update", String(car.id), { mileage: car.mileage }, { mileage: 12_345 }, "198.51.100.4"],
    ]);
  });
});

describe("append-only", () => {
  it("the database refuses UPDATE, DELETE and TRUNCATE of audit_log", async () => {
    await as(admin.cookie, "PUT", "/api/admin/settings", { staff_email: "desk@example.com" });
    for (const statement of [
      sql`update audit_log set action = 'nothing.happened'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const refused = await app()
        .core.db.execute(statement)
        .then(
          () => null,
          (err: Error & { cause?: Error }) => err.cause ?? err,
        );
      expect(refused?.message).toMatch(/audit_log is append-only/);
    }
    expect(await lastAuditId()).toBeGreaterThan(0);
  });
});

describe("GET /api/admin/audit", () => {
  it("filters by actor, action or its area, and target type or type:id; pages newest first", async () => {
    const other = await createAdmin(app());
    const otherCookie = await loginCookie(app(), other);
    const port = (
      await as(otherCookie, "POST", "/api/admin/ports", {
        name: { en: "Audit Port", ko: "항구", mn: "Боомт", ru: "Порт" },
        country: "RU",
        method: "roro",
        freight_usd: 900,
        insurance_pct: 0.5,
        transit_days: 4,
      })
    ).json();
    expect((await as(otherCookie, "PATCH", `/api/admin/ports/${port.id}`, { freight_usd: 950 })).statusCode).toBe(200);
    expect((await as(otherCookie, "PATCH", `/api/admin/ports/${port.id}`, { transit_days: 6 })).statusCode).toBe(200);

    const byId = (await audit(`?actor=${other.id}`)).json();
    expect(byId.items.map((i: Json) => i.action)).toEqual(["port.update", "port.update", "port.create", "auth.login"]);
    expect(byId.total).toBe(4);
    const byEmail = (await audit(`?actor=${encodeURIComponent(other.email.slice(2, 12).toUpperCase())}`)).json();
    expect(byEmail.items.map((i: Json) => i.id)).toEqual(byId.items.map((i: Json) => i.id));
    // Newest first.
    const ids = byId.items.map((i: Json) => i.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    expect((await audit(`?actor=${other.id}&action=port.update`)).json().total).toBe(2);
    expect((await audit(`?actor=${other.id}&action=port`)).json().total).toBe(3);
    expect((await audit(`?actor=${other.id}&action=por`)).json().total).toBe(0);
    const target = (await audit(`?target=port:${port.id}`)).json();
    expect(target.items.map((i: Json) => [i.action, i.target])).toEqual([
      ["port.update", { type: "port", id: String(port.id) }],
      ["port.update", { type: "port", id: String(port.id) }],
      ["port.create", { type: "port", id: String(port.id) }],
    ]);
    expect(target.items[1]).toMatchObject({
      before: { freight_usd_cents: 90_000 },
      after: { freight_usd_cents: 95_000 },
    });
    expect((await audit(`?actor=${other.id}&target=port`)).json().total).toBe(3);

    const page2 = (await audit(`?actor=${other.id}&page=2&page_size=3`)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(page2.items.map((i: Json) => i.id)).toEqual([ids[3]]);
    expect((await audit(`?actor=nobody-like-this@example.com`)).json()).toMatchObject({ total: 0, items: [] });
  });

  it("is for admins: 401 anonymous, 403 for a user", async () => {
    expect((await audit("", null)).statusCode).toBe(401);
    expect((await audit("", buyerCookie)).statusCode).toBe(403);
  });

  it("answers hostile filters with 422, never a 5xx", async () => {
    const bad = [
      "?page=99999999999999999999",
      "?page=0",
      "?page_size=1000",
      "?page=1e400",
      "?actor=",
      `?actor=${"a".repeat(300)}`,
      "?actor=a%00b",
      "?action=car.update.twice",
      "?action=car%00",
      "?action=Car",
      "?target=car:",
      "?target=car:1%2000",
      "?target=%00",
      `?target=car:${"9".repeat(200)}`,
      "?unknown=1",
    ];
    for (const q of bad) {
      const res = await audit(q);
      expect(res.statusCode, q).toBe(422);
    }
    for (const q of ["?actor=99999999999999", "?actor=%25_%5C", "?target=car:99999999999999999999"]) {
      const res = await audit(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().total, q).toBe(0);
    }
  });
});

describe("what it costs the rest", () => {
  // What db/audit-scope.ts adds is the `set_config('app.audit', …)` statement (with a BEGIN and
  // COMMIT around an autocommit write): none of it here means nothing was added.
  it("public reads, a buyer's writes and admin reads send no audit statement; an admin's write does", async () => {
    const car = await createCar(app());
    const seen = observeStatements();
    try {
      for (const url of [
        "/api/cars",
        `/api/cars/${car.id}`,
        "/api/cars/makers",
        "/api/hero-banners?lang=en",
        "/api/settings/public",
      ])
        expect((await app().inject({ method: "GET", url })).statusCode, url).toBe(200);
      expect((await as(buyerCookie, "PUT", `/api/users/me/favorites/${car.id}`)).statusCode).toBeLessThan(300);
      expect((await audit("")).statusCode).toBe(200);
      expect((await as(admin.cookie, "GET", "/api/admin/users")).statusCode).toBe(200);
      expect(seen.statements.length).toBeGreaterThan(0);
      expect(seen.statements.filter((s) => /app\.audit/.test(s))).toEqual([]);
      const before = seen.statements.length;
      expect((await as(admin.cookie, "PATCH", `/api/cars/${car.id}`, { mileage: 1 })).statusCode).toBe(200);
      expect(seen.statements.slice(before).filter((s) => /app\.audit/.test(s)).length).toBeGreaterThan(0);
    } finally {
      seen.stop();
    }
  });
});

/**
 * Every statement the app sends to its database from now until `stop()`: autocommit queries and
 * the statements of transactions, on PGlite and on a node-postgres pool.
 */
function observeStatements() {
  const statements: string[] = [];
  const textOf = (q: unknown) => (typeof q === "string" ? q : String((q as { text?: string })?.text ?? ""));
  const client = (app().core.db as unknown as { session: { client: any } }).session.client;
  const restore: (() => void)[] = [];
  const wrap = (target: any, name: string, make: (original: any) => any) => {
    const own = Object.prototype.hasOwnProperty.call(target, name);
    const original = target[name];
    target[name] = make(original);
    restore.push(() => (own ? (target[name] = original) : delete target[name]));
  };
  const recording = (original: any) =>
    function (this: unknown, q: unknown, ...rest: unknown[]) {
      statements.push(textOf(q));
      return original.call(this, q, ...rest);
    };
  wrap(client, "query", recording);
  if (typeof client.transaction === "function") {
    // PGlite: a transaction's statements go through the object its callback gets.
    wrap(
      client,
      "transaction",
      (original: any) =>
        function (this: unknown, work: (tx: any) => Promise<unknown>) {
          return original.call(this, (tx: any) => {
            const query = tx.query.bind(tx);
            tx.query = (q: unknown, ...rest: unknown[]) => {
              statements.push(textOf(q));
              return query(q, ...rest);
            };
            return work(tx);
          });
        },
    );
  } else {
    // A pool: a transaction's statements go through the client it checks out.
    wrap(
      client,
      "connect",
      (original: any) =>
        function (this: unknown, ...args: unknown[]) {
          // pool.query's own checkout (a callback): its statement was seen by the query wrapper.
          if (typeof args[0] === "function") return original.apply(this, args);
          return original.apply(this, args).then((checkedOut: any) => {
            if (!checkedOut.__observed) {
              const query = checkedOut.query.bind(checkedOut);
              checkedOut.query = (q: unknown, ...rest: unknown[]) => {
                if (observing) statements.push(textOf(q));
                return query(q, ...rest);
              };
              checkedOut.__observed = true;
            }
            return checkedOut;
          });
        },
    );
  }
  let observing = true;
  return {
    statements,
    stop() {
      observing = false;
      restore.reverse().forEach((r) => r());
    },
  };
}

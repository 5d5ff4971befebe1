// Upgrades keep the data (the contract's "Records that last"): a database made at the baseline
// (0000_init, the schema databases in the field were made from), holding rows in every table
// that holds money, migrated to the newest migration by the real start-up, keeps every row and
// every value, and the app answers on it. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import { EXTENSIONS, openDatabase, pgliteAssets } from "../src/server/db/client.js";
import { DB_FUNCTIONS } from "../src/server/db/functions.js";
import { adminQuery, databaseUrl } from "./db-template.js";
import { DEFAULT_PASSWORD, loginCookie } from "./factories.js";
import { patient } from "./patience.js";
import { testConfig } from "./test-app.js";
import { hashPassword } from "../src/server/modules/accounts/passwords.js";

const base = process.env.TEST_DATABASE_URL;
const migrations = path.resolve(import.meta.dirname, "../src/server/db/migrations");
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

/** The tables whose rows are money or name money, and the key to list them by. */
const MONEY_TABLES: Record<string, string> = {
  users: "id",
  cars: "id",
  cc_ledger: "id",
  topups: "id",
  orders: "id",
  order_events: "id",
  car_access_grants: "id",
  withdrawal_requests: "id",
  referral_rewards: "id",
  vehicle_requests: "id",
  vehicle_request_cars: "vehicle_request_id, car_id",
  reviews: "id",
  sns_share_submissions: "id",
  question_threads: "id",
  question_messages: "id",
};

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A folder holding the baseline alone: the migrator then stops where released databases stand. */
function baselineFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-baseline-"));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, "meta"));
  fs.copyFileSync(path.join(migrations, "0000_init.sql"), path.join(dir, "0000_init.sql"));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"));
  expect(journal.entries[0].tag).toBe("0000_init");
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: [journal.entries[0]] }));
  return dir;
}

/** As start-up prepared a database before migrating it at the baseline (db/client.ts). */
async function prerequisites(query: Query) {
  for (const name of EXTENSIONS) await query(`create extension if not exists ${name}`);
  for (const text of DB_FUNCTIONS) await query(text);
}

/**
 * A database at the baseline, where the newest code will find it. Returns how to query it with a
 * plain client (no migrations) and where it lives, as the configuration names it.
 */
async function baselineDatabase(): Promise<{
  where: { databaseUrl?: string; pgliteDir?: string };
  withClient<T>(work: (query: Query) => Promise<T>): Promise<T>;
}> {
  const folder = baselineFolder();
  if (base) {
    const name = `t_upgrade_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    await adminQuery(base, `create database ${name}`);
    cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
    const url = databaseUrl(base, name);
    const withClient = async <T>(work: (query: Query) => Promise<T>) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await work((text, values) => client.query(text, values as unknown[]));
      } finally {
        await client.end();
      }
    };
    await withClient(async (query) => prerequisites(query));
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
    await pool.end();
    return { where: { databaseUrl: url }, withClient };
  }
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-upgrade-"));
  cleanups.push(async () => fs.rmSync(pgliteDir, { recursive: true, force: true }));
  const open = async () =>
    PGlite.create({ dataDir: pgliteDir, ...(await pgliteAssets()), extensions: { pg_trgm, btree_gin } });
  const withClient = async <T>(work: (query: Query) => Promise<T>) => {
    const client = await open();
    try {
      return await work((text, values) => client.query(text, values as unknown[]) as ReturnType<Query>);
    } finally {
      await client.close();
    }
  };
  const client = await open();
  await prerequisites((text) => client.query(text) as ReturnType<Query>);
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
  await client.close();
  return { where: { pgliteDir }, withClient };
}

/** Rows in every money table, as a week-old installation holds them (raw SQL: the baseline's columns). */
async function fillAtBaseline(query: Query, passwordHash: string) {
  const one = async (text: string, values: unknown[]) => (await query(text, values)).rows[0];
  const buyer = await one(
    `insert into users (email, password_hash, name, referral_code, cc_balance, cash_cc_balance, country)
     values ('buyer@example.com', $1, 'Bat-Erdene', 'REFBUY01', 4000, 1500, 'MN') returning id`,
    [passwordHash],
  );
  const friend = await one(
    `insert into users (email, password_hash, name, referral_code, referred_by_user_id)
     values ('friend@example.com', $1, 'Friend', 'REFFRI02', $2) returning id`,
    [passwordHash, buyer.id],
  );
  const car = await one(
    `insert into cars (car_name, maker, model, year, mileage, fuel, transmission, price_krw, soldout)
     values ('현대 쏘나타 DN8', '현대', '쏘나타', 2021, 35000, '가솔린', '오토', 21500000, true) returning id`,
    [],
  );
  const other = await one(
    `insert into cars (car_name, maker, model, year, mileage, fuel, transmission, price_krw)
     values ('기아 K5', '기아', 'K5', 2020, 41000, '가솔린', '오토', 18000000) returning id`,
    [],
  );
  // The ledger explains both balances: 10 CC referral, 5 topped up, -1 purchase, -10 moved to cash CC…
  const entries: [string, number, number, string, string][] = [
    ["cc", 5000, 5000, "topup", "topup:1"],
    ["cc", 1000, 6000, "admin_adjustment", "adjust:1"],
    ["cc", -1000, 5000, "banner_purchase", `banner-purchase:${buyer.id}:${car.id}`],
    ["cc", -1000, 4000, "banner_view", `banner-view:${buyer.id}:${other.id}`],
    ["cash_cc", 2000, 2000, "referral_reward", `referral-signup:${friend.id}`],
    ["cash_cc", -500, 1500, "withdrawal", "withdrawal:1"],
  ];
  for (const [account, amount, after, kind, key] of entries) {
    await query(
      `insert into cc_ledger (user_id, account, amount, balance_after, kind, idempotency_key) values ($1, $2, $3, $4, $5, $6)`,
      [buyer.id, account, amount, after, kind, key],
    );
  }
  await query(
    `insert into topups (user_id, amount, amount_usd_cents, reference, payer_name, status, confirmed_amount, processed_at)
     values ($1, 5000, 500, 'TOPUP-REF-1', 'BAT-ERDENE D', 'confirmed', 5000, now()),
            ($1, 3000, 300, 'TOPUP-REF-2', 'BAT-ERDENE D', 'pending', null, null)`,
    [buyer.id],
  );
  const order = await one(
    `insert into orders (user_id, car_id, status, reserved_until, price_krw, price_usd_cents, charged_amount, vessel, bl_number)
     values ($1, $2, 'paid', now() + interval '3 days', 21500000, 1550000, 1000, 'MV Glovis', 'BL-0001') returning id`,
    [buyer.id, car.id],
  );
  for (const status of ["reserved", "invoiced", "paid"])
    await query(`insert into order_events (order_id, status) values ($1, $2)`, [order.id, status]);
  await query(
    `insert into car_access_grants (user_id, car_id, kind) values ($1, $2, 'purchase'), ($1, $3, 'banner_view')`,
    [buyer.id, car.id, other.id],
  );
  await query(
    `insert into withdrawal_requests (user_id, amount, method, account_details, status) values ($1, 500, 'bank', 'Khan Bank 5000123456', 'paid')`,
    [buyer.id],
  );
  await query(
    `insert into referral_rewards (referrer_user_id, referred_user_id, referred_email_hash, reward_type, amount)
     values ($1, $2, 'hash-of-friend', 'signup', 2000)`,
    [buyer.id, friend.id],
  );
  const request = await one(
    `insert into vehicle_requests (user_id, maker, status) values ($1, '현대', 'completed') returning id`,
    [buyer.id],
  );
  await query(`insert into vehicle_request_cars (vehicle_request_id, car_id) values ($1, $2)`, [request.id, other.id]);
  await query(
    `insert into reviews (user_id, vehicle_request_id, rating, content) values ($1, $2, 5, 'Found it fast')`,
    [buyer.id, request.id],
  );
  await query(`insert into sns_share_submissions (user_id, platform, url) values ($1, 'x', 'https://x.com/p/1')`, [
    buyer.id,
  ]);
  const thread = await one(
    `insert into question_threads (user_id, car_id, last_from) values ($1, $2, 'buyer') returning id`,
    [buyer.id, other.id],
  );
  await query(`insert into question_messages (thread_id, author_id, "from", body) values ($1, $2, 'buyer', 'Rust?')`, [
    thread.id,
    buyer.id,
  ]);
  return { buyerId: buyer.id as number, carId: car.id as number, orderId: order.id as number };
}

/** Every row of the money tables, in the baseline's columns, as text (types compare alike on both engines). */
async function snapshot(query: Query, columns: Record<string, string[]>) {
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(MONEY_TABLES)) {
    const list = columns[table].map((c) => `"${c}"::text`).join(", ");
    out[table] = (await query(`select ${list} from ${table} order by ${key}`)).rows;
  }
  return out;
}

async function baselineColumns(query: Query) {
  const columns: Record<string, string[]> = {};
  for (const table of Object.keys(MONEY_TABLES)) {
    const { rows } = await query(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    );
    columns[table] = rows.map((r) => r.column_name as string);
  }
  return columns;
}

describe(`an upgrade from the baseline keeps every row (${base ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "migrates a baseline database with money in every table to the newest schema, row for row, and serves it",
    async () => {
      const store = await baselineDatabase();
      const hash = await hashPassword(DEFAULT_PASSWORD);
      const { ids, before, columns } = await store.withClient(async (query) => {
        const ids = await fillAtBaseline(query, hash);
        const columns = await baselineColumns(query);
        const applied = (await query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n;
        expect(applied).toBe(1);
        return { ids, before: await snapshot(query, columns), columns };
      });
      for (const table of Object.keys(MONEY_TABLES)) expect(before[table].length, table).toBeGreaterThan(0);

      // The real start-up: opening the database applies what it has not seen.
      const database = await openDatabase({ ...store.where, pgliteDir: store.where.pgliteDir ?? "" });
      const app = await buildApp(testConfig({ ...store.where }), { logger: false, database });
      cleanups.push(() => app.close());
      await app.ready();

      // PGlite is one process: read through the app's own connection while it is open.
      const query: Query = async (text, values) => {
        const result = (await database.executor.executeSql(text, values)) as { rows: Record<string, unknown>[] };
        return { rows: result.rows };
      };
      const after = {
        rows: await snapshot(query, columns),
        migrations: (await query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n,
        archived: (await query("select archived_at from cars where id = $1", [ids.carId])).rows[0].archived_at,
      };
      expect(after.rows).toEqual(before);
      const journal = JSON.parse(fs.readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"));
      expect(after.migrations).toBe(journal.entries.length);
      expect(after.archived).toBeNull();

      // And the app answers on it as the buyer left it.
      const cookie = await loginCookie(app, { email: "buyer@example.com", password: DEFAULT_PASSWORD });
      const me = await app.inject({ method: "GET", url: "/api/users/me", headers: { cookie } });
      expect(me.json()).toMatchObject({ cc_balance: 4, cash_cc_balance: 1.5 });
      const order = await app.inject({
        method: "GET",
        url: `/api/users/me/orders/${ids.orderId}`,
        headers: { cookie },
      });
      expect(order.statusCode).toBe(200);
      expect(order.json()).toMatchObject({ status: "paid", vessel: "MV Glovis", bl_number: "BL-0001" });
      const credits = await app.inject({ method: "GET", url: "/api/users/me/credits", headers: { cookie } });
      expect(credits.json().entries).toHaveLength(6);
      // The baseline's balances agree with their ledgers, and the upgraded ledger refuses rewriting.
      await expect(
        database.executor.executeSql(`update cc_ledger set amount = 1 where user_id = $1`, [ids.buyerId]),
      ).rejects.toThrow(/append-only/);
    },
    patient(180_000),
  );
});

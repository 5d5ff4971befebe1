/**
 * Secrets at rest (api.md "Keys that stay secret"): a database holding an enabled second factor, a
 * set-up under way, live sessions, a reset link on its way and the installation's own keys keeps
 * none of them in the clear, in any text column of any table (pg-boss's included); the data export
 * never carries a secret or a session token; what an earlier version kept in the clear is sealed at
 * the first start with a key; a key that does not open what the database holds is refused at start.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import type { Database } from "../src/server/db/client.js";
import { systemSettings, visitorHashSalts } from "../src/server/db/schema/system.js";
import { emailVerifications, users } from "../src/server/db/schema/users.js";
import { SecretsKeyMismatchError } from "../src/server/lib/secrets/sealed-store.js";
import { isSealed, keyIdOf } from "../src/server/lib/secrets/secret-box.js";
import { loadSecretsKey, SECRETS_KEY_FILE } from "../src/server/lib/secrets/secrets-key.js";
import { totpCodeAt } from "../src/server/modules/accounts/totp.js";
import { openTotpSecret } from "../src/server/modules/accounts/totp-secrets.js";
import { installationSecret as settingsSecret } from "../src/server/modules/settings/index.js";
import { installationSecret as visitorSecret } from "../src/server/modules/visitors/index.js";
import { mailTo, resetTokenFrom, sessionCookie } from "./accounts-helpers.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";
import { patient } from "./patience.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestDatabase, TEST_SECRETS_KEY, testConfig } from "./test-app.js";

type App = Awaited<ReturnType<typeof buildApp>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: App;
const cleanups: Array<() => Promise<unknown>> = [];

/** Starts the app on the one database of this file (a restart keeps every row). */
async function start(env: Record<string, string> = {}, database: Database = db.database): Promise<App> {
  const started = await buildApp(testConfig({ smtpUrl: sink.url }, env), { logger: false, database });
  await started.ready();
  return started;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  db = await createTestDatabase();
  app = await start();
}, patient(120_000));
afterAll(async () => {
  await drainJobs(app).catch(() => {});
  await app?.close();
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
  await db?.drop();
  await sink?.stop();
});

const call = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Every value of every text, character, JSON and byte column of every table, as text, by column. */
async function everyTextValue(target: App): Promise<Map<string, string[]>> {
  const { rows: columns } = await target.core.database.executor.executeSql(
    `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY', 'USER-DEFINED'))`,
  );
  const found = new Map<string, string[]>();
  for (const c of columns as { table_schema: string; table_name: string; column_name: string }[]) {
    const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const { rows } = await target.core.database.executor.executeSql(
      `select ${q(c.column_name)}::text as v from ${q(c.table_schema)}.${q(c.table_name)} where ${q(c.column_name)} is not null`,
    );
    found.set(
      `${c.table_schema}.${c.table_name}.${c.column_name}`,
      (rows as { v: string }[]).map((r) => r.v),
    );
  }
  return found;
}

/** The columns (and a sample) where any of `needles` appears, case-insensitively. */
function whereFound(values: Map<string, string[]>, needles: Record<string, string>) {
  const hits: string[] = [];
  for (const [column, list] of values) {
    for (const value of list) {
      const lower = value.toLowerCase();
      for (const [what, needle] of Object.entries(needles))
        if (needle.length >= 8 && lower.includes(needle.toLowerCase())) hits.push(`${what} in ${column}`);
    }
  }
  return hits;
}

/** The forms a secret's bytes could be written in: base32 (as the apps show it), hex, base64. */
function formsOf(name: string, base32: string): Record<string, string> {
  const bytes = Buffer.from(OTPAuth.Secret.fromBase32(base32).bytes);
  return {
    [`${name} (base32)`]: base32,
    [`${name} (hex)`]: bytes.toString("hex"),
    [`${name} (base64)`]: bytes.toString("base64").replace(/=+$/, ""),
    [`${name} (base64url)`]: bytes.toString("base64url"),
  };
}

describe("no column holds a secret in the clear", () => {
  it(
    "scans every text column of a database with an enabled second factor, a set-up under way, sessions, a reset link and the installation keys",
    async () => {
      // An administrator with two-step sign-in on, through the API.
      const admin = await createAdmin(app);
      const adminCookie = await loginCookie(app, admin);
      const setup = await call("POST", "/api/users/me/totp", adminCookie);
      const { secret } = setup.json() as { secret: string };
      const enabled = await call("POST", "/api/users/me/totp/enable", adminCookie, { code: totpCodeAt(secret) });
      expect(enabled.statusCode).toBe(200);
      const recovery = (enabled.json() as { recovery_codes: string[] }).recovery_codes;
      // It signs in with a code: the sealed secret works.
      const signedIn = await call("POST", "/api/auth/login", undefined, {
        email: admin.email,
        password: admin.password,
        totp: totpCodeAt(secret, Date.now() + 30_000),
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const sessionToken = sessionCookie(signedIn)!.slice("sid=".length);

      // A buyer in the middle of a set-up, and a reset link on its way to them.
      const buyer = await createUser(app, { lang: "ru" });
      const buyerCookie = await loginCookie(app, buyer);
      const pending = (await call("POST", "/api/users/me/totp", buyerCookie)).json() as { secret: string };
      const since = sink.messages.length;
      await call("POST", "/api/auth/password-reset/request", undefined, { email: buyer.email });
      const resetToken = decodeURIComponent(resetTokenFrom(await mailTo(sink, buyer.email, since)));

      // A registration code on its way: kept keyed, so the database alone does not give it back.
      await call("POST", "/api/auth/send-preregister", undefined, { email: "newcomer@example.com" });
      const [code] = await app.core.db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.email, "newcomer@example.com"));
      expect(code!.codeHash).toMatch(/^k1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);

      // The installation's own keys, made by their first use.
      const installation = {
        "visitor salt": await visitorSecret(app.core.secrets, app.core.db, "visitor"),
        "referral key": await visitorSecret(app.core.secrets, app.core.db, "referral"),
        "promo unsubscribe key": await settingsSecret(app.core, "secret:promo_unsubscribe"),
        "recovery codes' key": await visitorSecret(app.core.secrets, app.core.db, "recovery-codes"),
      };
      await drainJobs(app);

      const needles: Record<string, string> = {
        ...formsOf("enabled TOTP secret", secret),
        ...formsOf("pending TOTP secret", pending.secret),
        "session token": sessionToken,
        "admin's session token": adminCookie.slice("sid=".length),
        "reset token": resetToken,
        ...Object.fromEntries(recovery.flatMap((c, i) => [[`recovery code ${i}`, c.replace("-", "")]])),
        // Their plain SHA-256 would let a backup's reader guess each code's 49 bits offline.
        ...Object.fromEntries(
          recovery.map((c, i) => [
            `recovery code ${i} (SHA-256)`,
            crypto.createHash("sha256").update(c.replace("-", "")).digest("hex"),
          ]),
        ),
        ...installation,
        "SECRETS_KEY (hex)": TEST_SECRETS_KEY,
        "SECRETS_KEY (base64)": Buffer.from(TEST_SECRETS_KEY, "hex").toString("base64").replace(/=+$/, ""),
      };
      const values = await everyTextValue(app);
      // The scan reads what matters: the users table, the installation keys and the mail queue.
      expect(values.has("public.users.totp_secret_sealed")).toBe(true);
      expect(values.has("public.visitor_hash_salts.salt")).toBe(true);
      expect([...values.keys()].some((k) => k.startsWith("pgboss.job") && k.endsWith(".data"))).toBe(true);
      expect((values.get("public.users.totp_secret_sealed") ?? []).length).toBeGreaterThanOrEqual(1);
      expect(whereFound(values, needles)).toEqual([]);
      // The recovery codes with their dash, and the scan itself finds what is there (the email).
      expect(whereFound(values, Object.fromEntries(recovery.map((c, i) => [`code ${i}`, c])))).toEqual([]);
      expect(whereFound(values, { "buyer's email": buyer.email }).length).toBeGreaterThan(0);

      // Sealed, each naming the key, and opened again by the app.
      const row = await reloadUser(app, admin.id);
      expect(row.totpSecretSealed).toMatch(new RegExp(`^sealed1:${keyIdOf(Buffer.from(TEST_SECRETS_KEY, "hex"))}:`));
      expect(row.totpSecret).not.toBe(secret);
      expect(openTotpSecret(app.core.secrets, row)).toBe(secret);
    },
    patient(120_000),
  );

  it("keeps secrets and session tokens out of the data export", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const { secret } = (await call("POST", "/api/users/me/totp", cookie)).json() as { secret: string };
    const enabled = await call("POST", "/api/users/me/totp/enable", cookie, { code: totpCodeAt(secret) });
    const recovery = (enabled.json() as { recovery_codes: string[] }).recovery_codes;
    const fresh = await call("POST", "/api/auth/login", undefined, {
      email: user.email,
      password: user.password,
      totp: recovery[0],
    });
    const exportCookie = sessionCookie(fresh)!;
    const res = await call("GET", "/api/users/me/export", exportCookie);
    expect(res.statusCode).toBe(200);
    const row = await reloadUser(app, user.id);
    const token = exportCookie.slice("sid=".length);
    for (const forbidden of [
      secret,
      row.totpSecret!,
      row.totpSecretSealed!,
      row.passwordHash,
      token,
      crypto.createHash("sha256").update(token).digest("hex"),
      ...recovery,
    ])
      expect(res.body).not.toContain(forbidden);
    expect(res.body).not.toMatch(/sealed1:|argon2/);
    // The sessions are there by their number, times, address and browser.
    expect(res.json().sessions.length).toBeGreaterThanOrEqual(2);
  });
});

describe("the key", () => {
  it("is generated once in DATA_DIR when SECRETS_KEY is unset outside production, and read from there after", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-key-"));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const first = loadSecretsKey({ dataDir, appEnv: "development" });
    expect(first.source).toBe("generated");
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    const again = loadSecretsKey({ dataDir, appEnv: "staging" });
    expect(again.source).toBe("file");
    expect(again.key.equals(first.key)).toBe(true);
    // SECRETS_KEY wins over the file; production never generates one.
    expect(loadSecretsKey({ dataDir, appEnv: "development", secretsKey: TEST_SECRETS_KEY }).source).toBe("SECRETS_KEY");
    expect(() => loadSecretsKey({ dataDir, appEnv: "production" })).toThrow(/SECRETS_KEY must be set/);
    // A damaged file is named, not replaced.
    fs.writeFileSync(file, "not a key\n");
    expect(() => loadSecretsKey({ dataDir, appEnv: "development" })).toThrow(/does not hold a secrets key/);
  });

  it(
    "that does not open what the database holds is refused at start, naming both keys, and nothing is changed",
    async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user);
      const { secret } = (await call("POST", "/api/users/me/totp", cookie)).json() as { secret: string };
      await call("POST", "/api/users/me/totp/enable", cookie, { code: totpCodeAt(secret) });
      const before = await reloadUser(app, user.id);
      const otherKey = crypto.randomBytes(32).toString("hex");
      const refused = await start({ SECRETS_KEY: otherKey }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(SecretsKeyMismatchError);
      const message = (refused as Error).message;
      expect(message).toContain(keyIdOf(Buffer.from(otherKey, "hex")));
      expect(message).toContain(keyIdOf(Buffer.from(TEST_SECRETS_KEY, "hex")));
      expect(message).toMatch(/two-step sign-in secrets/);
      expect(message).not.toContain(otherKey);
      expect(await reloadUser(app, user.id)).toEqual(before);
      // With the old key beside it (SECRETS_KEY_OLD), it starts, and the factor still works.
      await app.close();
      const both = await start({ SECRETS_KEY: otherKey, SECRETS_KEY_OLD: TEST_SECRETS_KEY });
      try {
        const login = await both.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: user.password, totp: totpCodeAt(secret, Date.now() + 30_000) },
        });
        expect(login.statusCode, login.body).toBe(200);
      } finally {
        await both.close();
        app = await start();
      }
    },
    patient(120_000),
  );
});

describe("an upgrade from the version that kept secrets in the clear", () => {
  it(
    "seals every plain secret at the first start with a key, and they keep working",
    async () => {
      // What the previous version left: a factor, a set-up, the installation keys and a queued email in the clear.
      const plain = new OTPAuth.Secret({ size: 20 }).base32;
      const plainPending = new OTPAuth.Secret({ size: 20 }).base32;
      const admin = await createAdmin(app);
      const buyer = await createUser(app);
      await app.core.db
        .update(users)
        .set({ totpSecret: plain, totpEnabledAt: new Date(), totpSecretSealed: null })
        .where(eq(users.id, admin.id));
      await app.core.db.update(users).set({ totpPendingSecret: plainPending }).where(eq(users.id, buyer.id));
      const salt = crypto.randomBytes(32).toString("base64url");
      const promo = crypto.randomBytes(32).toString("base64url");
      await app.core.db.delete(visitorHashSalts).where(eq(visitorHashSalts.name, "visitor"));
      await app.core.db.insert(visitorHashSalts).values({ name: "visitor", salt });
      await app.core.db.delete(systemSettings).where(eq(systemSettings.key, "secret:promo_unsubscribe"));
      await app.core.db.insert(systemSettings).values({ key: "secret:promo_unsubscribe", value: promo });
      const link = `https://shop.example/reset-password?token=${crypto.randomBytes(24).toString("hex")}`;
      const jobId = await app.core.jobs.send(
        "mail-send",
        { to: "old-version@example.com", subject: "Queued by the old version", html: `<p>${link}</p>`, text: link },
        { startAfterSeconds: 3600 },
      );

      await app.close();
      app = await start();

      const values = await everyTextValue(app);
      expect(
        whereFound(values, {
          ...formsOf("enabled secret", plain),
          ...formsOf("pending secret", plainPending),
          "visitor salt": salt,
          "promo key": promo,
          "reset link": link,
        }),
      ).toEqual([]);
      // The same secrets, sealed: the factor signs in, the keys are unchanged (visitors and
      // unsubscribe links carry on), the set-up can be confirmed, the email still goes out.
      const login = await call("POST", "/api/auth/login", undefined, {
        email: admin.email,
        password: admin.password,
        totp: totpCodeAt(plain),
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(await visitorSecret(app.core.secrets, app.core.db, "visitor")).toBe(salt);
      expect(await settingsSecret(app.core, "secret:promo_unsubscribe")).toBe(promo);
      const buyerCookie = await loginCookie(app, buyer);
      const confirmed = await call("POST", "/api/users/me/totp/enable", buyerCookie, {
        code: totpCodeAt(plainPending),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { rows } = await app.core.database.executor.executeSql("select data from pgboss.job where id = $1", [
        jobId,
      ]);
      const data = (rows[0] as { data: Record<string, unknown> }).data;
      expect(typeof data.sealed === "string" && isSealed(data.sealed)).toBe(true);
      expect(data).not.toHaveProperty("html");
      expect(data).toMatchObject({ to: "old-version@example.com", subject: "Queued by the old version" });
      await app.core.database.executor.executeSql("update pgboss.job set start_after = now() where id = $1", [jobId]);
      const sent = await sink.waitFor((m) => m.subject === "Queued by the old version");
      expect(sent.text).toContain(link);
      // Done once: a second start finds nothing to seal.
      const sealedRow = await reloadUser(app, admin.id);
      await app.close();
      app = await start();
      expect((await reloadUser(app, admin.id)).totpSecretSealed).toBe(sealedRow.totpSecretSealed);
      expect(
        Number(
          (
            await app.core.db
              .select({ n: sql<number>`count(*)` })
              .from(users)
              .where(sql`${users.totpPendingSecret} is not null`)
          )[0]!.n,
        ),
      ).toBe(0);
    },
    patient(180_000),
  );
});

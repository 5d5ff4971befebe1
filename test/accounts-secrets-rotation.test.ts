/**
 * The rotation drill (api.md "Secrets at rest"; docs/security.md "Rotating the key"): with the
 * service stopped, `npm run secrets:rotate` (its function, rotateSecretsKey, called here in-process)
 * seals every secret again under the new SECRETS_KEY; the service restarts on the new key alone
 * and an administrator signs in with their code. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 * Also: a rotation with the wrong old key changes nothing, a second one finds nothing to do, and
 * after a lost key --forget-unreadable clears what no key opens.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import { systemSettings, visitorHashSalts } from "../src/server/db/schema/system.js";
import { users } from "../src/server/db/schema/users.js";
import { SecretsKeyMismatchError } from "../src/server/lib/secrets/sealed-store.js";
import { keyIdOf, sealedKeyId } from "../src/server/lib/secrets/secret-box.js";
import { totpCodeAt } from "../src/server/modules/accounts/totp.js";
import { enqueueMail } from "../src/server/modules/mail/service.js";
import { sealMail } from "../src/server/modules/mail/mail-bodies.js";
import { installationSecret as settingsSecret } from "../src/server/modules/settings/index.js";
import { installationSecret as visitorSecret } from "../src/server/modules/visitors/index.js";
import { rotateSecretsKey, SecretsRotationError } from "../src/server/secrets-rotate.js";
import { createAdmin, loginCookie } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";
import { patient } from "./patience.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestDatabase, TEST_SECRETS_KEY, testConfig } from "./test-app.js";

type App = Awaited<ReturnType<typeof buildApp>>;
const newKey = () => crypto.randomBytes(32).toString("hex");
const idOf = (hex: string) => keyIdOf(Buffer.from(hex, "hex"));

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
  await sink?.stop();
});

const configWith = (keys: Record<string, string>) => testConfig({ smtpUrl: sink.url }, keys);

async function start(keys: Record<string, string>): Promise<App> {
  const app = await buildApp(configWith(keys), { logger: false, database: db.database });
  await app.ready();
  return app;
}

/** Every sealed value the database holds, by where it is, with the key id it names. */
async function sealedKeyIds(app: App) {
  const ids: string[] = [];
  for (const u of await app.core.db.select().from(users))
    for (const v of [u.totpSecretSealed, u.totpPendingSecretSealed]) if (v) ids.push(`users:${sealedKeyId(v)}`);
  for (const s of await app.core.db.select().from(visitorHashSalts)) ids.push(`salts:${sealedKeyId(s.salt)}`);
  for (const s of await app.core.db
    .select()
    .from(systemSettings)
    .where(sql`${systemSettings.key} like 'secret:%'`))
    ids.push(`settings:${sealedKeyId(String(s.value))}`);
  const { rows } = await app.core.database.executor.executeSql(
    "select data->>'sealed' as sealed from pgboss.job where name = 'mail-send'",
  );
  for (const r of rows as { sealed: string | null }[]) ids.push(`mail:${r.sealed ? sealedKeyId(r.sealed) : "plain"}`);
  return ids;
}

const signIn = (app: App, user: { email: string; password: string }, totp?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password, ...(totp ? { totp } : {}) },
  });

describe("rotating SECRETS_KEY", () => {
  it(
    "seals everything again under the new key; the service restarts on it alone and signs in with TOTP",
    async () => {
      // Before: a factor, the installation keys, an email sent and one still waiting, under the old key.
      let app = await start({ SECRETS_KEY: TEST_SECRETS_KEY });
      const admin = await createAdmin(app);
      const cookie = await loginCookie(app, admin);
      const { secret } = (
        await app.inject({ method: "POST", url: "/api/users/me/totp", headers: { cookie } })
      ).json() as { secret: string };
      const enabled = await app.inject({
        method: "POST",
        url: "/api/users/me/totp/enable",
        headers: { cookie },
        payload: { code: totpCodeAt(secret) },
      });
      expect(enabled.statusCode).toBe(200);
      const { recovery_codes: recoveryCodes } = enabled.json() as { recovery_codes: string[] };
      const salt = await visitorSecret(app.core.secrets, app.core.db, "visitor");
      const promo = await settingsSecret(app.core, "secret:promo_unsubscribe");
      await enqueueMail(app.core, app.core.db, {
        to: "sent@example.com",
        subject: "Sent",
        html: "<p>a</p>",
        text: "a",
      });
      await sink.waitFor((m) => m.subject === "Sent");
      await drainJobs(app);
      const waiting = await app.core.jobs.send(
        "mail-send",
        sealMail(app.core.secrets, {
          to: "later@example.com",
          subject: "Waiting through the rotation",
          html: "<p>still readable</p>",
          text: "still readable",
        }),
        { startAfterSeconds: 3600 },
      );
      expect(new Set((await sealedKeyIds(app)).map((k) => k.split(":")[1]))).toEqual(new Set([idOf(TEST_SECRETS_KEY)]));
      await app.close();

      // The service is stopped: rotate (what `npm run secrets:rotate` runs).
      const next = newKey();
      const outcome = await rotateSecretsKey(configWith({ SECRETS_KEY: next, SECRETS_KEY_OLD: TEST_SECRETS_KEY }), {
        database: db.database,
      });
      expect(outcome.keyId).toBe(idOf(next));
      expect(outcome.oldKeyId).toBe(idOf(TEST_SECRETS_KEY));
      expect(outcome.byStore["two-step sign-in secrets"]).toMatchObject({ resealed: 1, unreadable: 0 });
      expect(outcome.total.resealed).toBeGreaterThanOrEqual(5);
      expect(outcome.total.unreadable).toBe(0);

      // The old key alone no longer opens them: that start is refused.
      await expect(start({ SECRETS_KEY: TEST_SECRETS_KEY })).rejects.toBeInstanceOf(SecretsKeyMismatchError);

      // Restart on the new key alone: sign in with the code; the keys are the same values.
      app = await start({ SECRETS_KEY: next });
      try {
        expect(new Set((await sealedKeyIds(app)).map((k) => k.split(":")[1]))).toEqual(new Set([idOf(next)]));
        expect((await signIn(app, admin)).json().error.code).toBe("totp_required");
        const login = await signIn(app, admin, totpCodeAt(secret, Date.now() + 30_000));
        expect(login.statusCode, login.body).toBe(200);
        // A recovery code too: its keyed hash's installation key was sealed again, not changed.
        const byRecovery = await signIn(app, admin, recoveryCodes[0]);
        expect(byRecovery.statusCode, byRecovery.body).toBe(200);
        expect(await visitorSecret(app.core.secrets, app.core.db, "visitor")).toBe(salt);
        expect(await settingsSecret(app.core, "secret:promo_unsubscribe")).toBe(promo);
        await app.core.database.executor.executeSql("update pgboss.job set start_after = now() where id = $1", [
          waiting,
        ]);
        expect((await sink.waitFor((m) => m.subject === "Waiting through the rotation")).text).toContain(
          "still readable",
        );
        await drainJobs(app);
      } finally {
        await app.close();
      }

      // Run again: nothing left to do. With a wrong old key beside a new one: refused, nothing changed.
      const again = await rotateSecretsKey(configWith({ SECRETS_KEY: next, SECRETS_KEY_OLD: TEST_SECRETS_KEY }), {
        database: db.database,
      });
      expect(again.total).toEqual({ sealed: 0, resealed: 0, unreadable: 0, forgotten: 0 });
      const adminRow = () => db.database.db.select().from(users).where(eq(users.id, admin.id));
      const before = await adminRow();
      await expect(
        rotateSecretsKey(configWith({ SECRETS_KEY: newKey(), SECRETS_KEY_OLD: newKey() }), { database: db.database }),
      ).rejects.toThrow(SecretsRotationError);
      expect(await adminRow()).toEqual(before);
      await expect(rotateSecretsKey(configWith({ SECRETS_KEY: next }), { database: db.database })).rejects.toThrow(
        /SECRETS_KEY_OLD must be the key being replaced/,
      );
      await expect(
        rotateSecretsKey(configWith({ SECRETS_KEY: next, SECRETS_KEY_OLD: next }), { database: db.database }),
      ).rejects.toThrow(/same key/);
    },
    patient(240_000),
  );

  it(
    "after a lost key, --forget-unreadable turns the factors off and makes new installation keys",
    async () => {
      // Whatever key the database is under now (the drill above, or the test key when run alone).
      const current = (
        await db.database.db
          .select()
          .from(users)
          .where(sql`${users.totpSecretSealed} is not null`)
      )[0];
      const keyNow = current ? sealedKeyId(current.totpSecretSealed!) : idOf(TEST_SECRETS_KEY);
      expect(keyNow).toMatch(/^[0-9a-f]{8}$/);
      const lostTo = newKey();
      const forgotten = await rotateSecretsKey(configWith({ SECRETS_KEY: lostTo }), {
        database: db.database,
        forget: true,
      });
      expect(forgotten.total.forgotten).toBe(forgotten.total.unreadable);
      expect(forgotten.byStore["two-step sign-in secrets"]!.forgotten).toBeGreaterThanOrEqual(1);
      const app = await start({ SECRETS_KEY: lostTo });
      try {
        const row = (await app.core.db.select().from(users).where(eq(users.role, "admin")))[0]!;
        expect(row).toMatchObject({ totpSecret: null, totpSecretSealed: null, totpEnabledAt: null });
        // The password alone signs in now; the installation keys are new ones, sealed under the new key.
        const admin = { email: row.email, password: "Correct-horse-42!" };
        expect((await signIn(app, admin)).statusCode).toBe(200);
        await visitorSecret(app.core.secrets, app.core.db, "visitor");
        expect(new Set((await sealedKeyIds(app)).map((k) => k.split(":")[1]))).toEqual(new Set([idOf(lostTo)]));
      } finally {
        await app.close();
      }
    },
    patient(120_000),
  );
});

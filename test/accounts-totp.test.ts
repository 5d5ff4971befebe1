import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie, reloadUser } from "./factories.js";
import { sessionCookie } from "./accounts-helpers.js";
import { sessions, totpRecoveryCodes, users } from "../src/server/db/schema/users.js";
import { ConfigError, loadConfig } from "../src/server/config.js";
import { matchingStep, totpCodeAt, totpGenerator } from "../src/server/modules/accounts/totp.js";
import { openPendingTotpSecret, openTotpSecret } from "../src/server/modules/accounts/totp-secrets.js";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Api = { method?: "GET" | "POST" | "DELETE"; url: string; cookie?: string; payload?: Record<string, unknown> };
const call = (target: TestApp, { method = "GET", url, cookie, payload }: Api) =>
  target.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

const login = (target: TestApp, user: { email: string; password: string }, totp?: string) =>
  call(target, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password, ...(totp === undefined ? {} : { totp }) },
  });

/** The code an authenticator app shows `secondsAhead` from now (within the ±1 step the server accepts). */
const codeFor = (secret: string, secondsAhead = 0) => totpCodeAt(secret, Date.now() + secondsAhead * 1000);

const sessionCount = async (target: TestApp, userId: number) =>
  Number((await target.core.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0].n);

/** Enrols through the API: set-up, then a first code (the current step). */
async function enrol(target: TestApp, cookie: string) {
  const setup = await call(target, { method: "POST", url: "/api/users/me/totp", cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const code = codeFor(secret);
  const enabled = await call(target, { method: "POST", url: "/api/users/me/totp/enable", cookie, payload: { code } });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, code, recoveryCodes: (enabled.json() as { recovery_codes: string[] }).recovery_codes };
}

describe("the code generator", () => {
  // RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890".
  const rfcSecret = OTPAuth.Secret.fromLatin1("12345678901234567890").base32;
  const vectors: [number, string][] = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];

  it("gives the RFC 6238 test vectors (8 digits through the library, the last 6 as configured here)", () => {
    expect(rfcSecret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    const eightDigits = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(rfcSecret),
      algorithm: "SHA1",
      digits: 8,
      period: 30,
    });
    for (const [seconds, code] of vectors) {
      expect(eightDigits.generate({ timestamp: seconds * 1000 })).toBe(code);
      // The service's generator: SHA-1, 6 digits, 30 s.
      expect(totpCodeAt(rfcSecret, seconds * 1000), `T=${seconds}`).toBe(code.slice(2));
    }
    expect(totpCodeAt(rfcSecret, 59_000)).toBe("287082");
  });

  it("accepts the step either side of now and no further", () => {
    const now = 1111111111_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(rfcSecret, totpCodeAt(rfcSecret, now + offset * 30_000), now)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      expect(matchingStep(rfcSecret, totpCodeAt(rfcSecret, now + offset * 30_000), now)).toBeNull();
    }
  });

  it("writes the otpauth URL authenticator apps read", () => {
    const url = totpGenerator(rfcSecret, { issuer: "K-Car Market", account: "a@example.com" }).toString();
    expect(url).toBe(
      "otpauth://totp/K-Car%20Market:a%40example.com?issuer=K-Car%20Market&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("ADMIN_TOTP", () => {
  const production = {
    APP_ENV: "production",
    DATABASE_URL: "postgres://db.example.com/kcar",
    SMTP_URL: "smtp://mail.example.com",
    PUBLIC_BASE_URL: "https://kcar.example.com",
    SECRETS_KEY: "a".repeat(64),
  };
  it("is required by default in production, optional elsewhere, and only those two", () => {
    expect(loadConfig(production).adminTotp).toBe("required");
    expect(loadConfig({ ...production, ADMIN_TOTP: "optional" }).adminTotp).toBe("optional");
    expect(loadConfig({ APP_ENV: "development" }).adminTotp).toBe("optional");
    expect(loadConfig({ APP_ENV: "staging", ADMIN_TOTP: "required" }).adminTotp).toBe("required");
    expect(() => loadConfig({ APP_ENV: "development", ADMIN_TOTP: "maybe" })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: "development", ADMIN_TOTP: "maybe" })).toThrow(/ADMIN_TOTP/);
  });
});

describe("setting up and using a second factor", () => {
  it("enrols, then asks every login for a code: counted like a wrong password, once per code", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const status = (c = cookie) => call(app, { url: "/api/users/me/totp", cookie: c });
    expect((await status()).json()).toMatchObject({ enabled: false, enabled_at: null, required: false });

    const setup = await call(app, { method: "POST", url: "/api/users/me/totp", cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_data_url } = setup.json() as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes in base32
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/K-Car Market:${user.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: "K-Car Market",
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_data_url.split(",")[1], "base64").toString()).toContain("<svg");
    // Pending is not on: logins do not ask for a code yet.
    // Kept sealed (accounts/totp-secrets.ts), never in the clear.
    const pendingRow = await reloadUser(app, user.id);
    expect(openPendingTotpSecret(app.core.secrets, pendingRow)).toBe(secret);
    expect(JSON.stringify(pendingRow)).not.toContain(secret);
    expect((await login(app, user)).statusCode).toBe(200);

    const wrong = await call(app, {
      method: "POST",
      url: "/api/users/me/totp/enable",
      cookie,
      payload: { code: codeFor(secret, 300) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({ code: "validation_error", details: [{ field: "code" }] });
    expect((await reloadUser(app, user.id)).totpSecret).toBeNull();

    const enableCode = codeFor(secret);
    const enabled = await call(app, {
      method: "POST",
      url: "/api/users/me/totp/enable",
      cookie,
      payload: { code: ` ${enableCode} ` },
    });
    expect(enabled.statusCode).toBe(200);
    const { recovery_codes } = enabled.json() as { enabled: boolean; recovery_codes: string[] };
    expect(enabled.json().enabled).toBe(true);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const c of recovery_codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const row = await reloadUser(app, user.id);
    expect(row).toMatchObject({ totpPendingSecret: null, totpPendingSecretSealed: null });
    expect(openTotpSecret(app.core.secrets, row)).toBe(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.totpEnabledAt).toBeInstanceOf(Date);
    // Only hashes are kept.
    const stored = await app.core.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(recovery_codes.some((c) => s.codeHash.includes(c.replace("-", "")))).toBe(false);
    expect((await status()).json()).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    // A second set-up while it is on: 409.
    expect((await call(app, { method: "POST", url: "/api/users/me/totp", cookie })).statusCode).toBe(409);
    expect(
      (
        await call(app, {
          method: "POST",
          url: "/api/users/me/totp/enable",
          cookie,
          payload: { code: codeFor(secret) },
        })
      ).statusCode,
    ).toBe(409);

    // The right password without a code: 401 totp_required, one failure counted, no session.
    const before = await sessionCount(app, user.id);
    const noCode = await login(app, user);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().error).toMatchObject({
      code: "totp_required",
      details: { remaining_attempts: 19, reason: "code_missing" },
    });
    expect(sessionCookie(noCode)).toBeUndefined();
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(1);
    // The code of the enable step was used there already; a made-up one is wrong too.
    const madeUp = `${(Number(enableCode[0]) + 1) % 10}${enableCode.slice(1)}`;
    for (const bad of [enableCode, codeFor(secret, 300), madeUp]) {
      const res = await login(app, user, bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: "totp_required", details: { reason: "code_wrong" } });
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(4);
    // A wrong password with a right code is still a wrong password.
    const next = codeFor(secret, 30);
    expect((await login(app, { ...user, password: "not-it" }, next)).json().error.code).toBe("invalid_credentials");
    expect(await sessionCount(app, user.id)).toBe(before);

    // The next step's code: logged in, the count starts again.
    const ok = await login(app, user, next);
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok)).toBeDefined();
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(0);
    // The same code again: refused (its step is taken).
    const replay = await login(app, user, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe("totp_required");

    // A recovery code (in any case, with spaces) works once.
    const recovery = recovery_codes[3];
    const byRecovery = await login(app, user, ` ${recovery.toUpperCase()} `);
    expect(byRecovery.statusCode).toBe(200);
    expect((await login(app, user, recovery)).statusCode).toBe(401);
    expect((await status()).json().recovery_codes_left).toBe(9);

    // Turning it off needs a right code; then the password alone logs in again.
    const offWrong = await call(app, {
      method: "DELETE",
      url: "/api/users/me/totp",
      cookie,
      payload: { code: recovery },
    });
    expect(offWrong.statusCode).toBe(422);
    expect(offWrong.json().error.details).toEqual([expect.objectContaining({ field: "code" })]);
    const off = await call(app, {
      method: "DELETE",
      url: "/api/users/me/totp",
      cookie,
      payload: { code: recovery_codes[0] },
    });
    expect(off.statusCode).toBe(204);
    expect(await reloadUser(app, user.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const [left] = await app.core.db
      .select({ n: count() })
      .from(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.userId, user.id));
    expect(Number(left.n)).toBe(0);
    expect((await login(app, user)).statusCode).toBe(200);
    expect((await status()).json()).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(
      (await call(app, { method: "DELETE", url: "/api/users/me/totp", cookie, payload: { code: "123456" } }))
        .statusCode,
    ).toBe(409);
  });

  it("turns off with a current code, and a used code cannot turn it off", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const { secret, code: enableCode } = await enrol(app, cookie);
    const off = (code: string) => call(app, { method: "DELETE", url: "/api/users/me/totp", cookie, payload: { code } });
    // The enable step's code is used.
    expect((await off(enableCode)).statusCode).toBe(422);
    expect((await off(codeFor(secret, 30))).statusCode).toBe(204);
    expect((await reloadUser(app, user.id)).totpSecret).toBeNull();
  });

  it("confirming without a set-up is a 409", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const res = await call(app, {
      method: "POST",
      url: "/api/users/me/totp/enable",
      cookie,
      payload: { code: "123456" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("totp_not_started");
    // Anonymous callers get 401 before anything else.
    expect((await call(app, { method: "POST", url: "/api/users/me/totp" })).statusCode).toBe(401);
    expect((await call(app, { url: "/api/users/me/totp" })).statusCode).toBe(401);
  });

  it("locks the account on the 20th login without a code, as on the 20th wrong password", async () => {
    const user = await createUser(app);
    await enrol(app, await loginCookie(app, user));
    await app.core.db.update(users).set({ failedLoginCount: 19 }).where(eq(users.id, user.id));
    const last = await login(app, user);
    expect(last.statusCode).toBe(423);
    expect(last.json().error.code).toBe("account_locked");
    expect((await reloadUser(app, user.id)).lockedAt).not.toBeNull();
  });

  it("a burst of logins with one valid code opens exactly one session", async () => {
    const user = await createUser(app);
    const { secret } = await enrol(app, await loginCookie(app, user));
    const before = await sessionCount(app, user.id);
    const code = codeFor(secret, 30);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(app, user, code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    for (const r of answers.filter((a) => a.statusCode === 401)) expect(r.json().error.code).toBe("totp_required");
    expect(await sessionCount(app, user.id)).toBe(before + 1);
  });

  it("keeps recovery codes keyed, still takes one the previous version kept as SHA-256, and each once in a burst", async () => {
    const user = await createUser(app);
    const { recoveryCodes } = await enrol(app, await loginCookie(app, user));
    // Keyed: no row is the plain SHA-256 of a code, which a backup would let anyone guess against.
    const stored = await app.core.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    const plainHashes = recoveryCodes.map((c) => crypto.createHash("sha256").update(c.replace("-", "")).digest("hex"));
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^k1\$[0-9a-f]{64}$/);
      expect(plainHashes.some((h) => row.codeHash.includes(h))).toBe(false);
    }
    // A code the previous version stored (an instance of it runs during the upgrade) still signs in, once.
    const legacy = "abcde23456";
    await app.core.db.insert(totpRecoveryCodes).values({
      userId: user.id,
      codeHash: crypto.createHash("sha256").update(legacy).digest("hex"),
    });
    expect((await login(app, user, "abcde-23456")).statusCode).toBe(200);
    expect((await login(app, user, "abcde-23456")).statusCode).toBe(401);
    // Eight logins at once with one recovery code: exactly one session.
    const before = await sessionCount(app, user.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(app, user, recoveryCodes[5])));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    expect(await sessionCount(app, user.id)).toBe(before + 1);
  });

  it("refuses hostile codes with a 4xx, never a 5xx, and counts nothing", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    const { secret } = await enrol(app, cookie);
    // Turning off allows 10 tries in 10 minutes per account: the second half goes to another one.
    const other = await createUser(app);
    const otherCookie = await loginCookie(app, other);
    await enrol(app, otherCookie);
    let deep: unknown = "123456";
    for (let i = 0; i < 40; i++) deep = { x: deep };
    const hostile: [string, unknown][] = [
      ["a long text", "1".repeat(5000)],
      ["a NUL byte", "123\u0000456"],
      ["a trailing NUL", `${codeFor(secret, 30)}\u0000`],
      ["deep JSON", deep],
      ["an array", ["123456"]],
      ["an object", { code: "123456" }],
      ["a number", 123456],
      ["null", null],
      ["a boolean", true],
      ["SQL", "1' or '1'='1"],
      ["unicode digits", "１２３４５６"],
    ];
    for (const [i, [what, value]] of hostile.entries()) {
      const res = await call(app, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: user.password, totp: value },
      });
      expect(res.statusCode, `login ${what}: ${res.body.slice(0, 200)}`).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
      for (const [method, url] of [
        ["POST", "/api/users/me/totp/enable"],
        ["DELETE", "/api/users/me/totp"],
      ] as const) {
        const as = method === "DELETE" && i % 2 ? otherCookie : cookie;
        const r = await call(app, { method, url, cookie: as, payload: { code: value } });
        expect(r.statusCode, `${method} ${url} ${what}: ${r.body.slice(0, 200)}`).toBe(422);
      }
    }
    // Larger than the login body limit: refused before it is read.
    const huge = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: user.email, password: user.password, totp: "1".repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect((await reloadUser(app, user.id)).failedLoginCount).toBe(0);
    // Still on, still usable.
    expect((await login(app, user, codeFor(secret, 30))).statusCode).toBe(200);
  });
});

describe("ADMIN_TOTP=required", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ adminTotp: "required" });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("keeps an admin without a second factor out of admin routes until they enrol", async () => {
    const admin = await createAdmin(strict);
    const cookie = await loginCookie(strict, admin);
    for (const url of ["/api/admin/users", "/api/admin/dashboard"]) {
      const res = await call(strict, { url, cookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("totp_enrollment_required");
    }
    // A write too, refused before its body is looked at.
    const write = await call(strict, { method: "POST", url: "/api/admin/users/1/credits", cookie, payload: {} });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe("totp_enrollment_required");
    expect((await call(strict, { url: "/api/users/me", cookie })).statusCode).toBe(200);
    expect((await call(strict, { url: "/api/auth/session", cookie })).json().user.id).toBe(admin.id);
    expect((await call(strict, { url: "/api/users/me/totp", cookie })).json()).toMatchObject({
      enabled: false,
      required: true,
    });

    const { secret } = await enrol(strict, cookie);
    expect((await call(strict, { url: "/api/admin/users", cookie })).statusCode).toBe(200);
    expect((await call(strict, { url: "/api/users/me/totp", cookie })).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    // From now on the admin logs in with a code.
    expect((await login(strict, admin)).json().error.code).toBe("totp_required");
    const next = await login(strict, admin, codeFor(secret, 30));
    expect(next.statusCode).toBe(200);
    expect((await call(strict, { url: "/api/admin/users", cookie: sessionCookie(next) })).statusCode).toBe(200);
  });

  it("a buyer is still just forbidden, and optional lets admins in without a code", async () => {
    const buyer = await createUser(strict);
    const res = await call(strict, { url: "/api/admin/users", cookie: await loginCookie(strict, buyer) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden");
    const admin = await createAdmin(app);
    expect((await call(app, { url: "/api/admin/users", cookie: await loginCookie(app, admin) })).statusCode).toBe(200);
  });
});

describe("administrators' sessions", () => {
  const sessionOf = (cookie: string) =>
    call(app, { url: "/api/auth/session", cookie }).then((r) => (r.json() as { user: { id: number } | null }).user);

  it("end after 30 idle minutes and 12 hours in all; a buyer's stay", async () => {
    const admin = await createAdmin(app);
    const buyer = await createUser(app);
    const loggedIn = await login(app, admin);
    const adminCookie = sessionCookie(loggedIn)!;
    const sid = loggedIn.cookies.find((c) => c.name === "sid")!;
    // The cookie (and the row) last 12 hours, not 30 days.
    const hours = ((sid.expires as Date).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const buyerCookie = await loginCookie(app, buyer);

    const setFor = async (userId: number, values: Partial<typeof sessions.$inferInsert>) =>
      app.core.db.update(sessions).set(values).where(eq(sessions.userId, userId));
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    await setFor(admin.id, { lastSeenAt: ago(29) });
    await setFor(buyer.id, { lastSeenAt: ago(31) });
    expect((await sessionOf(adminCookie))?.id).toBe(admin.id);
    expect((await sessionOf(buyerCookie))?.id).toBe(buyer.id);
    await setFor(admin.id, { lastSeenAt: ago(31) });
    expect(await sessionOf(adminCookie)).toBeNull();

    // Used all along, but opened 12 hours ago: over.
    const again = sessionCookie(await login(app, admin))!;
    await setFor(admin.id, { createdAt: ago(12 * 60 + 1), lastSeenAt: ago(0) });
    expect(await sessionOf(again)).toBeNull();
    // A buyer's session of that age goes on.
    await setFor(buyer.id, { createdAt: ago(12 * 60 + 1), lastSeenAt: ago(0) });
    expect((await sessionOf(buyerCookie))?.id).toBe(buyer.id);
  });
});

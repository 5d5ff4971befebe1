/**
 * Sessions a user can see (api.md "Sessions"): GET /api/users/me/sessions lists where the account
 * is signed in (device from the user agent, country from the visit log, last seen, this device);
 * one session or all the others can be ended; an administrator signs a user out everywhere
 * (audited). A session in use writes its last use at most once a minute. Ending sessions while
 * they are in use leaves none of them working and answers no 5xx.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/server/db/schema/users.js";
import { queryRows } from "../src/server/lib/sql.js";
import { sessionCookie } from "./accounts-helpers.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
/** A public address the bundled geolocation database places (8.8.8.8: the United States). */
const PUBLIC_IP = "8.8.8.8";

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await app?.close();
});

type Listed = {
  id: number;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
  device: { browser: string | null; os: string | null; kind: string };
  country: string | null;
};

/** Signs in from a browser (user agent) and an address; answers the session cookie. */
async function signIn(user: { email: string; password: string }, userAgent: string, remoteAddress: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "user-agent": userAgent },
    remoteAddress,
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res)!;
}

const as = (cookie: string, method: "GET" | "POST" | "DELETE", url: string, extra: object = {}) =>
  app.inject({ method, url, headers: { cookie }, ...extra });
const list = async (cookie: string) => {
  const res = await as(cookie, "GET", "/api/users/me/sessions");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed[];
};
const works = async (cookie: string) => (await as(cookie, "GET", "/api/users/me")).statusCode === 200;

describe("my sessions", () => {
  it("lists where I am signed in, newest first: device, place, address, last seen and this device", async () => {
    const user = await createUser(app);
    const phone = await signIn(user, IPHONE, PUBLIC_IP);
    // A page view from the phone's address: the visit log places it.
    await as(phone, "POST", "/api/visits", { payload: { path: "/cars" }, remoteAddress: PUBLIC_IP });
    await app.core.visitRecorder.drain();
    const laptop = await signIn(user, WINDOWS, "203.0.113.9");

    const listed = await list(laptop);
    expect(listed).toHaveLength(2);
    const [newest, older] = listed;
    expect(newest).toMatchObject({
      current: true,
      ip: "203.0.113.9",
      user_agent: WINDOWS,
      device: { browser: "Chrome 124", os: "Windows 10", kind: "desktop" },
      // A documentation address no database places.
      country: null,
    });
    expect(older).toMatchObject({
      current: false,
      ip: PUBLIC_IP,
      device: { browser: "Safari 17.4", os: "iOS 17.4", kind: "mobile" },
      country: "US",
    });
    expect(Number.isInteger(newest.id) && newest.id > older.id).toBe(true);
    expect(Date.parse(newest.created_at)).toBeGreaterThanOrEqual(Date.parse(older.created_at));
    // Never the token, nor its hash.
    const body = JSON.stringify(listed);
    for (const cookie of [phone, laptop]) expect(body).not.toContain(cookie.slice("sid=".length));
    const [row] = await app.core.db.select().from(sessions).where(eq(sessions.publicId, newest.id));
    expect(body).not.toContain(row!.id);
    // The phone sees the same two, itself current.
    expect((await list(phone)).map((s) => [s.id, s.current])).toEqual([
      [newest.id, false],
      [older.id, true],
    ]);
  });

  it("writes the last use at most once a minute, with the address and browser it came from", async () => {
    const user = await createUser(app);
    const cookie = await signIn(user, IPHONE, "203.0.113.20");
    const [first] = await list(cookie);
    for (let i = 0; i < 5; i++) expect(await works(cookie)).toBe(true);
    const [again] = await list(cookie);
    expect(again!.last_seen_at).toBe(first!.last_seen_at);
    // A minute and more later, from elsewhere: the next request moves it on, once.
    await app.core.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.publicId, first!.id));
    const moved = await app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: { cookie, "user-agent": WINDOWS },
      remoteAddress: "203.0.113.21",
    });
    expect(moved.statusCode).toBe(200);
    const [later] = await list(cookie);
    expect(Date.parse(later!.last_seen_at)).toBeGreaterThan(Date.parse(first!.last_seen_at));
    expect(later).toMatchObject({ ip: "203.0.113.21", user_agent: WINDOWS });
  });

  it("ends one session (another user's is 404), this one with its cookie, and all the others", async () => {
    const user = await createUser(app);
    const stranger = await createUser(app);
    const [a, b, c] = [
      await signIn(user, IPHONE, "203.0.113.30"),
      await signIn(user, WINDOWS, "203.0.113.31"),
      await signIn(user, WINDOWS, "203.0.113.32"),
    ];
    const strangers = await list(await loginCookie(app, stranger));
    const mine = await list(c);
    const idOf = (cookie: string, listed: Listed[]) => listed.find((s) => s.current)!.id;
    const aId = mine.find((s) => s.ip === "203.0.113.30")!.id;

    expect((await as(c, "DELETE", `/api/users/me/sessions/${strangers[0]!.id}`)).statusCode).toBe(404);
    expect((await as(c, "DELETE", `/api/users/me/sessions/${aId}`)).statusCode).toBe(204);
    expect(await works(a)).toBe(false);
    expect((await as(c, "DELETE", `/api/users/me/sessions/${aId}`)).statusCode).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999", "%00"]) {
      const res = await as(c, "DELETE", `/api/users/me/sessions/${bad}`);
      expect([404, 422], bad).toContain(res.statusCode);
    }
    expect((await as(c, "DELETE", "/api/users/me/sessions/abc")).statusCode).toBe(422);

    // Ending the asking session signs this browser out.
    const bId = idOf(b, await list(b));
    const own = await as(b, "DELETE", `/api/users/me/sessions/${bId}`);
    expect(own.statusCode).toBe(204);
    expect(own.cookies.find((x) => x.name === "sid")?.value).toBe("");
    expect(await works(b)).toBe(false);

    const d = await signIn(user, IPHONE, "203.0.113.33");
    const e = await signIn(user, IPHONE, "203.0.113.34");
    expect((await as(c, "POST", "/api/users/me/sessions/revoke-others")).statusCode).toBe(204);
    expect([await works(c), await works(d), await works(e)]).toEqual([true, false, false]);
    expect((await list(c)).map((s) => s.current)).toEqual([true]);
    // The stranger was not touched.
    expect(strangers).toHaveLength(1);
  });

  it("is for signed-in users", async () => {
    expect((await app.inject({ url: "/api/users/me/sessions" })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: "/api/users/me/sessions/revoke-others" })).statusCode).toBe(401);
    expect((await app.inject({ method: "DELETE", url: "/api/users/me/sessions/1" })).statusCode).toBe(401);
  });
});

describe("ending sessions while they are in use", () => {
  it("answers every request with 200 or 401, and none works once the end has been answered", async () => {
    const user = await createUser(app);
    const keeper = await signIn(user, WINDOWS, "203.0.113.40");
    const doomed = await Promise.all(Array.from({ length: 4 }, (_, i) => signIn(user, IPHONE, `203.0.113.${41 + i}`)));
    const ids = (await list(keeper)).filter((s) => !s.current).map((s) => s.id);
    // Each doomed session busy with requests while one is ended by id, the rest by revoke-others,
    // twice at once, and the same id ended three times at once.
    const traffic = doomed.flatMap((cookie) =>
      Array.from({ length: 8 }, (_, i) =>
        as(cookie, i % 2 ? "GET" : "POST", i % 2 ? "/api/users/me/sessions" : "/api/users/me/sessions/revoke-others"),
      ),
    );
    const ends = [
      ...Array.from({ length: 3 }, () => as(keeper, "DELETE", `/api/users/me/sessions/${ids[0]}`)),
      as(keeper, "POST", "/api/users/me/sessions/revoke-others"),
      as(keeper, "POST", "/api/users/me/sessions/revoke-others"),
    ];
    const answers = await Promise.all([...traffic, ...ends]);
    expect(answers.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const byId = answers.slice(traffic.length, traffic.length + 3).map((r) => r.statusCode);
    expect(byId.filter((s) => s === 204).length).toBeLessThanOrEqual(1);
    for (const s of byId) expect([204, 404]).toContain(s);
    for (const r of answers.slice(traffic.length + 3)) expect([204, 401]).toContain(r.statusCode);
    // The keeper may have been ended by a doomed session's revoke-others that ran first; either
    // way, the doomed ones are gone for good now.
    for (const cookie of doomed) expect(await works(cookie)).toBe(false);
    const left = await app.core.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.length).toBeLessThanOrEqual(1);
  });
});

describe("an administrator", () => {
  it("signs a user out everywhere, recorded in the audit log", async () => {
    const user = await createUser(app);
    const cookies = [await signIn(user, IPHONE, "203.0.113.50"), await signIn(user, WINDOWS, "203.0.113.51")];
    const [mark] = await queryRows<{ id: string | null }>(app.core.db, sql`select max(id) as id from audit_log`);
    const res = await as(admin, "DELETE", `/api/admin/users/${user.id}/sessions`);
    expect(res.statusCode).toBe(204);
    for (const cookie of cookies) expect(await works(cookie)).toBe(false);
    const rows = await queryRows<{ action: string; target_type: string; target_id: string }>(
      app.core.db,
      sql`select action, target_type, target_id from audit_log where id > ${Number(mark?.id ?? 0)}`,
    );
    expect(rows).toEqual([{ action: "user.sessions_end", target_type: "user", target_id: String(user.id) }]);
    // The user signs in again with the password.
    expect(await works(await signIn(user, IPHONE, "203.0.113.52"))).toBe(true);
  });

  it("gets 404 for an unknown user and 422 for a malformed id; a buyer gets 403", async () => {
    expect((await as(admin, "DELETE", "/api/admin/users/2147483647/sessions")).statusCode).toBe(404);
    expect((await as(admin, "DELETE", "/api/admin/users/abc/sessions")).statusCode).toBe(422);
    const buyer = await createUser(app);
    const cookie = await loginCookie(app, buyer);
    expect((await as(cookie, "DELETE", `/api/admin/users/${buyer.id}/sessions`)).statusCode).toBe(403);
    expect(await works(cookie)).toBe(true);
  });
});

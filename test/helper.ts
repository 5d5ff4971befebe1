// The integration tests' helper module (as fastify/demo's test/helper.ts): the app a test file
// works on, who acts on it, and the one way to send it a request. Waiting for a state is
// pollUntil (test/patience.ts); data comes from test/factories.ts.
import type { FastifyInstance } from "fastify";
import { afterAll } from "vitest";
import type { Config } from "../src/server/config.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** A user (or admin) and a session of theirs. */
export type Actor = { id: number; email: string; cookie: string };

/** A user (or admin) row plus a logged-in session cookie. */
export async function actor(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}): Promise<Actor> {
  const u = await createUser(app, overrides);
  return { id: u.id, email: u.email, cookie: await loginCookie(app, u) };
}

export async function adminActor(app: FastifyInstance): Promise<Actor> {
  const u = await createAdmin(app);
  return { id: u.id, email: u.email, cookie: await loginCookie(app, u) };
}

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** One JSON request as someone (or anonymous, with null), any method; no payload sends no body. */
export function send(app: FastifyInstance, who: Actor | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** POST with a JSON body (`{}` when none is given, as a form with no fields sends). */
export const post = (app: FastifyInstance, who: Actor | null, url: string, payload?: object) =>
  send(app, who, "POST", url, payload ?? {});
export const get = (app: FastifyInstance, who: Actor | null, url: string) => send(app, who, "GET", url);
export const patch = (app: FastifyInstance, who: Actor | null, url: string, payload: object) =>
  send(app, who, "PATCH", url, payload);
export const del = (app: FastifyInstance, who: Actor | null, url: string) => send(app, who, "DELETE", url);

/**
 * The app of a test file and an administrator of it (fastify/demo's `build()`): built on a fresh
 * database when the file is collected (`const { app, admin } = await build();` at its top), and
 * closed, with its database, after the file's last test.
 */
export async function build(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<{ app: TestApp; admin: Actor }> {
  const app = await createTestApp(overrides, env);
  afterAll(() => app.close());
  return { app, admin: await adminActor(app) };
}

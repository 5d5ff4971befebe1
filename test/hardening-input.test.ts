import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { patient } from "./patience.js";

let app: TestApp;
let userCookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp(
    {},
    {},
    {
      beforeReady: (a) => {
        // A route that hands its input straight to PostgreSQL, as a future route might.
        a.get("/api/test-raw-int", { config: { access: "public" } }, async (request) => {
          const { n } = request.query as { n: string };
          await a.core.db.execute(sql`select ${n}::int as n`);
          return { ok: true };
        });
      },
    },
  );
  userCookie = await loginCookie(app, await createUser(app));
  adminCookie = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await app.close();
});

const expect422 = (res: { statusCode: number; json(): any }) => {
  expect(res.statusCode).toBe(422);
  expect(res.json().error.code).toBe("validation_error");
};

describe("NUL characters", () => {
  it("refuses NUL in a query string, a path parameter and a body, for anyone", async () => {
    expect422(await app.inject({ method: "GET", url: "/api/cars?maker=%00" }));
    expect422(await app.inject({ method: "GET", url: "/api/cars?maker=%00", headers: { cookie: adminCookie } }));
    const post = await app.inject({
      method: "POST",
      url: "/api/board/posts",
      headers: { cookie: userCookie },
      payload: { title: "a\u0000b", content_html: "<p>hello</p>" },
    });
    expect422(post);
    expect(post.json().error.details[0]).toMatchObject({ field: "title", in: "body" });
    expect422(
      await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "x", email: "a@example.com", subject: "s", message: "m\u0000" },
      }),
    );
  });

  it("does not fail on a NUL in a cookie or a header", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: "sid=%00abc", "accept-language": "en" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("integers beyond PostgreSQL's range", () => {
  it("answers 422 for huge ids and pages instead of a database error", async () => {
    expect422(await app.inject({ method: "GET", url: "/api/board/posts/99999999999" }));
    expect422(await app.inject({ method: "GET", url: "/api/cars?page=1e17" }));
    expect422(await app.inject({ method: "GET", url: "/api/cars?page=-99999999999" }));
    expect422(
      await app.inject({ method: "DELETE", url: "/api/admin/users/99999999999", headers: { cookie: adminCookie } }),
    );
  });

  it("bounds every integer of every request schema at registration", async () => {
    const spec = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const unbounded: string[] = [];
    const walk = (schema: any, where: string) => {
      if (!schema || typeof schema !== "object") return;
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.includes("integer") && (schema.maximum === undefined || schema.minimum === undefined))
        unbounded.push(where);
      for (const [k, v] of Object.entries(schema)) if (typeof v === "object") walk(v, `${where}.${k}`);
    };
    for (const [path, ops] of Object.entries<any>(spec.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        for (const p of op.parameters ?? []) walk(p.schema, `${method} ${path} ${p.name}`);
        walk(op.requestBody?.content?.["application/json"]?.schema, `${method} ${path} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it("maps PostgreSQL data errors (22003) to 422, not 500", async () => {
    expect422(await app.inject({ method: "GET", url: "/api/test-raw-int?n=99999999999" }));
    expect422(await app.inject({ method: "GET", url: "/api/test-raw-int?n=abc" }));
    expect((await app.inject({ method: "GET", url: "/api/test-raw-int?n=5" })).statusCode).toBe(200);
  });
});

describe("JSON bodies are taken as typed", () => {
  it("refuses null, text or a number for a boolean instead of reading them as one", async () => {
    const put = (payload: object) =>
      app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie: adminCookie }, payload });
    const before = (
      await app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: adminCookie } })
    ).json();
    expect(before.show_dealer_comment).toBe(true);
    expect422(await put({ show_dealer_comment: null }));
    expect422(await put({ show_dealer_comment: "false" }));
    expect422(await put({ show_dealer_comment: 0 }));
    const after = (
      await app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: adminCookie } })
    ).json();
    expect(after).toEqual(before);
    // The right type still goes through.
    expect((await put({ show_dealer_comment: false })).statusCode).toBe(200);
    expect((await put({ show_dealer_comment: true })).statusCode).toBe(200);
  });

  it("still reads numbers from query strings and path parameters, which are text", async () => {
    expect((await app.inject({ method: "GET", url: "/api/cars?page=2&year_min=2015" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/cars/123456" })).statusCode).toBe(404);
    expect422(await app.inject({ method: "GET", url: "/api/cars?page=two" }));
  });
});

describe("body size and nesting", () => {
  it("refuses a login body of more than a few KB with 413", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@example.com", password: "x".repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("refuses deeply nested JSON quickly, and health still answers", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: "POST",
          url: "/api/board/posts",
          headers: { cookie: userCookie, "content-type": "application/json" },
          payload: deep,
        }),
      ),
    );
    for (const res of answers) expect([413, 422]).toContain(res.statusCode);
    const nested = await app.inject({
      method: "POST",
      url: "/api/visits",
      headers: { "content-type": "application/json" },
      payload: `{"path":"/a","x":${"[".repeat(40)}${"]".repeat(40)}}`,
    });
    expect422(nested);
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(patient(3000));
  });
});

// Hostile input against every operation of /api/openapi.json, as anyone, a user and an admin: no
// answer may be a 5xx. Each variant fills every parameter and body field with one kind of bad
// value (and a body nested 5,000 deep), so the requests stay bounded: operations × variants ×
// callers. The whole product is split in two files, one test per operation in each:
// hardening-fuzz.test.ts sends every variant of every operation once, as one of the three
// callers in turn (a third of the product, `npm test`); hardening-fuzz.slow.test.ts sends the
// same as the two other callers (`npm run test:all`). Together: every variant as every caller.
import { expect } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createCar, createUser, loginCookie } from "./factories.js";

type Schema = Record<string, any>;
type Variant = { name: string; value: (type: string) => unknown };
type Request = { method: string; url: string; payload: unknown };

const LONG = "x".repeat(10_000);
const VARIANTS: Variant[] = [
  { name: "nul", value: (t) => (t === "string" ? "a\u0000b" : "\u0000") },
  { name: "huge", value: (t) => (t === "string" ? "99999999999" : 99999999999) },
  { name: "negative", value: (t) => (t === "string" ? "-99999999999" : -99999999999) },
  { name: "1e17", value: (t) => (t === "string" ? "1e17" : 1e17) },
  { name: "float", value: (t) => (t === "string" ? "1.5" : 1.5) },
  { name: "long", value: (t) => (t === "string" ? LONG : 1e308) },
  { name: "wrong-type", value: (t) => (t === "string" ? { a: [1] } : t === "object" ? "text" : "abc") },
  { name: "empty", value: (t) => (t === "string" ? "" : t === "array" ? [] : null) },
];
const DEEP = `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`;

const typeOf = (s: Schema | undefined): string => {
  if (!s) return "string";
  const variants = s.anyOf ?? s.oneOf;
  if (Array.isArray(variants)) return typeOf(variants.find((v: Schema) => v.type !== "null") ?? variants[0]);
  const t = Array.isArray(s.type) ? s.type.find((x: string) => x !== "null") : s.type;
  return t ?? (s.properties ? "object" : "string");
};

/** A value of the schema's shape whose leaves are the variant's hostile value. */
function hostile(s: Schema | undefined, variant: Variant, depth = 0): unknown {
  const variants = s?.anyOf ?? s?.oneOf;
  const schema = Array.isArray(variants) ? (variants.find((v: Schema) => v.type !== "null") ?? variants[0]) : s;
  const type = typeOf(schema);
  if (depth > 4) return variant.value(type);
  if (type === "object" && schema?.properties && variant.name !== "wrong-type") {
    return Object.fromEntries(
      Object.entries<Schema>(schema.properties).map(([k, v]) => [k, hostile(v, variant, depth + 1)]),
    );
  }
  if (type === "array" && variant.name !== "wrong-type" && variant.name !== "empty") {
    return [hostile(schema?.items, variant, depth + 1)];
  }
  return variant.value(type);
}

const asText = (v: unknown) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));

export type Operation = { method: string; path: string; op: Schema };

function requestFor({ method, path, op }: Operation, variant: Variant): Request {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    const value = asText(variant.value(typeOf(p.schema)));
    if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(value || "x"));
    else if (p.in === "query") query.set(p.name, value);
  }
  const qs = query.toString();
  const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
  const payload = method === "GET" || method === "DELETE" ? undefined : hostile(bodySchema ?? {}, variant);
  return { method, url: qs ? `${url}?${qs}` : url, payload };
}

/** Every hostile request for an operation: one per variant, and the deep body where there is a body. */
function requestsFor(operation: Operation): Request[] {
  const requests = VARIANTS.map((v) => requestFor(operation, v));
  if (operation.method !== "GET" && operation.method !== "DELETE") {
    requests.push({ method: operation.method, url: requestFor(operation, VARIANTS[1]).url, payload: DEEP });
  }
  return requests;
}

/**
 * Which callers send an operation's requests: operation `k`'s request `r` is sent by caller
 * `(k + r) % 3` in its "turn" (the fast third, every caller in turn), by the two others in "others".
 */
export type Share = "turn" | "others";

export type Fuzz = {
  app: TestApp;
  operations: Operation[];
  /** Sends the operation's hostile requests as the share's callers; expects no 5xx. Returns how many were sent. */
  expectNo5xx(operation: Operation, share: Share): Promise<number>;
};

/** The app with a car, a user and an admin, and the operations of its OpenAPI document. */
export async function startFuzz(): Promise<Fuzz> {
  const app = await createTestApp();
  await createCar(app);
  const callers: { name: string; cookie?: string }[] = [
    { name: "anonymous" },
    { name: "user", cookie: await loginCookie(app, await createUser(app)) },
    { name: "admin", cookie: await loginCookie(app, await createAdmin(app)) },
  ];
  const spec = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(spec.paths)) {
    for (const [method, op] of Object.entries<Schema>(item)) {
      // Logging out would end the sessions the walk relies on.
      if (path === "/api/auth/logout") continue;
      operations.push({ method: method.toUpperCase(), path, op });
    }
  }
  return {
    app,
    operations,
    async expectNo5xx(operation, share) {
      const k = operations.indexOf(operation);
      const failures: string[] = [];
      let sent = 0;
      for (const [turn, r] of requestsFor(operation).entries()) {
        for (const [c, caller] of callers.entries()) {
          const inTurn = (k + turn) % callers.length === c;
          if (inTurn !== (share === "turn")) continue;
          const headers = caller.cookie ? { cookie: caller.cookie } : {};
          const res = await app.inject({
            method: r.method as any,
            url: r.url,
            headers: typeof r.payload === "string" ? { ...headers, "content-type": "application/json" } : headers,
            payload: r.payload as any,
          });
          sent++;
          if (res.statusCode >= 500) {
            failures.push(
              `${caller.name} ${r.method} ${r.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
      return sent;
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createCar, createUser, loginCookie } from "./factories.js";

/**
 * Hostile input against every operation of /api/openapi.json, as anyone, a user and an admin:
 * no answer may be a 5xx. Each variant fills every parameter and body field with one kind of
 * bad value, so the number of requests stays bounded (operations × variants × 3 callers).
 */

type Schema = Record<string, any>;
type Variant = { name: string; value: (type: string) => unknown };

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

type Operation = { method: string; path: string; op: Schema };

let app: TestApp;
const operations: Operation[] = [];
const callers: { name: string; cookie?: string }[] = [{ name: "anonymous" }];

beforeAll(async () => {
  app = await createTestApp();
  await createCar(app);
  callers.push({ name: "user", cookie: await loginCookie(app, await createUser(app)) });
  callers.push({ name: "admin", cookie: await loginCookie(app, await createAdmin(app)) });
  const spec = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  for (const [path, item] of Object.entries<Schema>(spec.paths)) {
    for (const [method, op] of Object.entries<Schema>(item)) {
      // Logging out would end the sessions the walk relies on.
      if (path === "/api/auth/logout") continue;
      operations.push({ method: method.toUpperCase(), path, op });
    }
  }
});
afterAll(async () => {
  await app.close();
});

function requestFor({ method, path, op }: Operation, variant: Variant) {
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

describe("fuzz every operation of the OpenAPI document", () => {
  it("answers no hostile request with a 5xx", { timeout: 120_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    const deep = `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    for (const caller of callers) {
      const headers = caller.cookie ? { cookie: caller.cookie } : {};
      for (const operation of operations) {
        const requests = VARIANTS.map((v) => requestFor(operation, v));
        if (operation.method !== "GET" && operation.method !== "DELETE") {
          requests.push({ method: operation.method, url: requestFor(operation, VARIANTS[1]).url, payload: deep });
        }
        for (const r of requests) {
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
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`fuzz: ${sent} requests over ${operations.length} operations in ${seconds.toFixed(1)} s`);
    expect(failures).toEqual([]);
  });
});

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { patient } from "./patience.js";

/**
 * A new user's route to a client: generate TypeScript types from the live /api/openapi.json
 * with openapi-typescript and type-check calls against them. The document must name every
 * operation and describe its answers well enough for that.
 */
let app: TestApp;
let document: Record<string, any>;
let dir: string;

beforeAll(async () => {
  app = await createTestApp();
  document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  dir = await mkdtemp(path.join(os.tmpdir(), "openapi-client-"));
  await writeFile(path.join(dir, "api.ts"), astToString(await openapiTS(document as any)));
}, patient(180_000));
afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Type-checks `source` (beside the generated api.ts) strictly; answers the diagnostics' texts. */
async function typeCheck(source: string): Promise<string[]> {
  const file = path.join(dir, `usage-${Math.random().toString(36).slice(2)}.ts`);
  await writeFile(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file || d.file?.fileName.endsWith("api.ts"))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** Calls as a client would write them: a typed `call(operationId, input)` over the generated types. */
const CLIENT = `
import type { components, operations } from "./api";
type Op = keyof operations;
type Input<K extends Op> = operations[K]["parameters"] & (operations[K] extends { requestBody?: infer B } ? { body?: B } : {});
type Ok<K extends Op> = operations[K]["responses"] extends { 200: { content: { "application/json": infer R } } }
  ? R
  : operations[K]["responses"] extends { 201: { content: { "application/json": infer R } } }
    ? R
    : unknown;
declare function call<K extends Op>(operationId: K, input: Input<K>): Promise<Ok<K>>;
type ApiError = components["schemas"]["ErrorResponse"];
`;

// Each type-check compiles the whole generated client: seconds on a busy 2-core machine.
describe("typed client from /api/openapi.json", { timeout: 120_000 }, () => {
  it("names every operation, with a summary, tags and its error answers", () => {
    const ids = new Set<string>();
    for (const [url, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${url}`;
        expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z]+$/);
        expect(ids.has(op.operationId), `${where} repeats ${op.operationId}`).toBe(false);
        ids.add(op.operationId);
        expect(op.summary, where).toBeTruthy();
        expect(op.tags?.length, where).toBeGreaterThan(0);
        expect(Array.isArray(op.security), where).toBe(true);
      }
    }
    expect(ids.size).toBeGreaterThan(100);
    const purchase = document.paths["/api/cars/{car_id}/purchase"].post;
    expect(Object.keys(purchase.responses)).toEqual(expect.arrayContaining(["200", "401", "402", "404", "409"]));
    expect(purchase.responses["402"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ErrorResponse",
    });
    expect(purchase.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/cars"].get.security).toEqual([]);
  });

  it("type-checks correct calls without a diagnostic", async () => {
    const diagnostics = await typeCheck(`${CLIENT}
export async function demo() {
  const page = await call("listCars", { query: { maker: "Hyundai", year_min: 2015, sort: "price_asc", page: 2 } });
  const first: number = page.items[0].price_krw;
  const total: number = page.total;
  const car = await call("getCar", { path: { car_id: 7 } });
  const access: boolean = car.has_access;
  const created = await call("createCar", {
    body: { content: { "application/json": {
      car_name: "Avante", maker: "Hyundai", model: "Avante", year: 2020, mileage: 10, fuel: "gasoline",
      transmission: "auto", price_krw: 1000,
    } } },
  });
  const status: "active" | "sold_out" = created.status;
  const user = await call("login", { body: { content: { "application/json": { email: "a@b.c", password: "x" } } } });
  const role: "user" | "admin" = user.user.role;
  const error: ApiError = { error: { code: "insufficient_cc", message: "no" } };
  return [first, total, access, status, role, error];
}
`);
    expect(diagnostics).toEqual([]);
  });

  it("reports a wrong call: an unknown operation, a string page, a missing path parameter", async () => {
    const diagnostics = await typeCheck(`${CLIENT}
export async function wrong() {
  await call("listAllCars", { query: {} });
  await call("listCars", { query: { page: "two" } });
  await call("getCar", { path: {} });
}
`);
    expect(diagnostics.length).toBe(3);
    expect(diagnostics.join("\n")).toMatch(/listAllCars/);
    expect(diagnostics.join("\n")).toMatch(/string.*number|number/);
    expect(diagnostics.join("\n")).toMatch(/car_id/);
  });
});

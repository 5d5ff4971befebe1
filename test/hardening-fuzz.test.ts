// Hostile input against every operation of the OpenAPI document: every variant once, the callers
// (anyone, a user, an admin) taking turns; the two other callers of each request are in
// hardening-fuzz.slow.test.ts (test:all). What is sent and why: fuzz-helpers.ts.
import { afterAll, describe, expect, it } from "vitest";
import { startFuzz } from "./fuzz-helpers.js";

const fuzz = await startFuzz();
afterAll(async () => {
  await fuzz.app.close();
});

describe("fuzz every operation of the OpenAPI document, the callers in turn", () => {
  it("finds the operations", () => {
    expect(fuzz.operations.length).toBeGreaterThan(50);
  });
  it.each(fuzz.operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s answers no hostile request with a 5xx",
    async (_, operation) => {
      expect(await fuzz.expectNo5xx(operation, "turn")).toBeGreaterThan(0);
    },
  );
});

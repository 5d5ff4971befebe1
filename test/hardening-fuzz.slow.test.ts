// The rest of the fuzz of hardening-fuzz.test.ts: each hostile request of every operation as the
// two callers whose turn it was not there. Both files together send every variant as anyone, a
// user and an admin (fuzz-helpers.ts).
import { afterAll, describe, expect, it } from "vitest";
import { startFuzz } from "./fuzz-helpers.js";

const fuzz = await startFuzz();
afterAll(async () => {
  await fuzz.app.close();
});

describe("fuzz every operation of the OpenAPI document, the other callers", () => {
  it.each(fuzz.operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s answers no hostile request with a 5xx",
    async (_, operation) => {
      expect(await fuzz.expectNo5xx(operation, "others")).toBeGreaterThan(0);
    },
  );
});

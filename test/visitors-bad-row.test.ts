import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorLogs } from "../src/server/db/schema/system.js";
import { createTestApp, type TestApp } from "./test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const paths = async () => (await app.core.db.select().from(visitorLogs).orderBy(visitorLogs.id)).map((r) => r.path);

describe("visitor logging with a row the database refuses", () => {
  it("refuses a NUL path at the door", async () => {
    const res = await app.inject({ method: "POST", url: "/api/visits", payload: { path: "/a\u0000b" } });
    expect(res.statusCode).toBe(422);
  });

  it("drops the bad row and writes the rest of its batch and every later visit", async () => {
    const recorder = app.core.visitRecorder;
    // A row that slipped past the route (e.g. from a future caller): PostgreSQL refuses NUL in text.
    recorder.record({ ip: "127.0.0.1", path: "/before", userId: null });
    recorder.record({ ip: "127.0.0.1", path: "/a\u0000b", userId: null });
    recorder.record({ ip: "127.0.0.1", path: "/after", userId: null });
    await recorder.drain();
    expect(await paths()).toEqual(["/before", "/after"]);
    expect(recorder.rejected).toBe(1);

    const later = await app.inject({ method: "POST", url: "/api/visits", payload: { path: "/later" } });
    expect(later.statusCode).toBe(204);
    await recorder.drain();
    expect(await paths()).toEqual(["/before", "/after", "/later"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedSettings, updateSettings } from "../src/server/modules/settings/service.js";
import { createAdmin, loginCookie } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";

let app: TestApp;
const calls: string[][] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.core.events.on("settingsChanged", "test: spy", ({ keys }) => {
    calls.push(keys);
  });
});
afterAll(async () => {
  await app.close();
});

describe("settings reactions", () => {
  it("follow updateSettings, whoever calls it, with the changed keys", async () => {
    calls.length = 0;
    await updateSettings(app.core, { availability_check_enabled: true, availability_check_time: "05:30" });
    expect(calls).toEqual([["availability_check_enabled", "availability_check_time"]]);
    // The upstream module's reaction (its subscription) moved the daily check.
    expect(app.core.availabilitySchedule.dailyCron).toBe("30 5 * * *");

    const cookie = await loginCookie(app, await createAdmin(app));
    const res = await app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { availability_check_enabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(calls.at(-1)).toEqual(["availability_check_enabled"]);
    expect(app.core.availabilitySchedule.dailyCron).toBeUndefined();
  });

  it("clear the cached settings when a setting changes", async () => {
    await updateSettings(app.core, { show_dealer_comment: true });
    expect((await cachedSettings(app.core)).show_dealer_comment).toBe(true);
    await updateSettings(app.core, { show_dealer_comment: false });
    expect((await cachedSettings(app.core)).show_dealer_comment).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateSettings } from "../src/server/modules/settings/service.js";
import type { SettingsListener } from "../src/server/modules/settings/service.js";
import { createAdmin, loginCookie } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";

let app: TestApp;
const calls: string[][] = [];
const spy: SettingsListener = (_settings, changedKeys) => {
  calls.push(changedKeys);
};

beforeAll(async () => {
  app = await createTestApp();
  app.core.settingsListeners.push(spy);
});
afterAll(async () => {
  await app.close();
});

describe("settings listeners", () => {
  it("fire inside updateSettings, whoever calls it, with the changed keys", async () => {
    calls.length = 0;
    await updateSettings(app.core, { availability_check_enabled: true, availability_check_time: "05:30" });
    expect(calls).toEqual([["availability_check_enabled", "availability_check_time"]]);
    // The upstream module's listener (registered in buildApp) moved the daily check.
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

  it("clear the catalogue cache when a setting changes", async () => {
    expect(await app.core.catalogueCache.dealerComment.get("show", async () => true)).toBe(true);
    await updateSettings(app.core, { show_dealer_comment: false });
    expect(await app.core.catalogueCache.dealerComment.get("show", async () => false)).toBe(false);
  });
});

// What the export-restriction test files share: a port of a country, by the admin's API.
import { expect } from "vitest";
import type { Actor } from "./credits-helpers.js";
import type { TestApp } from "./test-app.js";
import { send } from "./helper.js";

export const names = (en: string) => ({ en, ko: `${en} (ko)`, mn: `${en} (mn)`, ru: `${en} (ru)` });

/** A RoRo port in `country` with fixed freight and insurance; its id. */
export async function createPort(app: TestApp, admin: Actor, country: string): Promise<number> {
  const res = await send(app, admin, "POST", "/api/admin/ports", {
    name: names(`Port ${country}`),
    country,
    method: "roro",
    freight_usd: 1200,
    insurance_pct: 0.5,
    transit_days: 5,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

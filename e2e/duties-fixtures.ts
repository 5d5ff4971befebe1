// Import rules for the browser tests, set through the admin API as an administrator does
// (duties.e2e.ts, layout-public.slow.e2e.ts). Mongolia's are modelled on the real ones: customs duty on the
// CIF value, an excise tax by engine size for young cars, and VAT on the value and the items above.
import { krwToManwon } from "../src/shared/export-cost.js";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { CarDetail } from "../src/shared/api/cars.js";
import type { E2e } from "./harness.js";

export const MN_RULES = {
  currency: "MNT",
  as_of: "2026-01-01",
  source: "Customs General Administration of Mongolia, customs tariff and excise tax law (test figures)",
  max_age: 10,
  components: [
    {
      name: { en: "Customs duty", ko: "관세", mn: "Гаалийн албан татвар", ru: "Таможенная пошлина" },
      kind: "percent",
      rate: 0.05,
      of: "value",
    },
    {
      name: { en: "Excise tax", ko: "특별소비세", mn: "Онцгой албан татвар", ru: "Акциз" },
      kind: "fixed",
      amount: 3_050_000,
      when: { max_age: 6, min_cc: 1501, max_cc: 2500 },
    },
    {
      name: { en: "Excise tax", ko: "특별소비세", mn: "Онцгой албан татвар", ru: "Акциз" },
      kind: "fixed",
      amount: 6_100_000,
      when: { min_age: 7, min_cc: 1501, max_cc: 2500 },
    },
    {
      name: { en: "VAT", ko: "부가가치세", mn: "НӨАТ", ru: "НДС" },
      kind: "percent",
      rate: 0.1,
      of: "value_and_above",
    },
  ],
};

export const RU_RULES = {
  currency: "EUR",
  as_of: "2026-01-01",
  source: "Customs Code of the EAEU, single rate for individuals; recycling fee decree (test figures)",
  max_age: null,
  components: [
    {
      name: {
        en: "Single customs rate",
        ko: "단일 관세율",
        mn: "Нэгдсэн гаалийн хувь хэмжээ",
        ru: "Единая ставка пошлины",
      },
      kind: "percent",
      rate: 0.48,
      of: "value",
      min_per_cc: 3.5,
      when: { max_age: 3 },
    },
    {
      name: {
        en: "Single customs rate",
        ko: "단일 관세율",
        mn: "Нэгдсэн гаалийн хувь хэмжээ",
        ru: "Единая ставка пошлины",
      },
      kind: "per_cc",
      amount: 3,
      when: { min_age: 4 },
    },
    {
      name: { en: "Recycling fee", ko: "재활용 수수료", mn: "Дахин боловсруулах хураамж", ru: "Утилизационный сбор" },
      kind: "fixed",
      amount: 50,
    },
  ],
};

/** PUT /api/admin/import-rules/{country} as the admin with this cookie; fails the test on anything but 200. */
export async function putRules(e2e: E2e, adminCookie: string, country: string, body: unknown) {
  const res = await e2e.app.inject({
    method: "PUT",
    url: `/api/admin/import-rules/${country}`,
    headers: { cookie: adminCookie },
    payload: body as Record<string, unknown>,
  });
  if (res.statusCode !== 200) throw new Error(`PUT import rules ${country}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A total of the price chain as the site writes it (src/web/lib/format/chain-figures.ts, which the
 * server's type check cannot import): won in 만원 on Korean pages, tugriks by the thousand, dollars
 * to the cent (as the landed price, the quote and the invoice), whole units otherwise.
 * Compare with spaces removed (Node and Chromium space some currencies differently).
 */
export function moneyText(amount: number, currency: "KRW" | "USD" | "MNT" | "RUB", lang: string): string {
  if (currency === "USD")
    return new Intl.NumberFormat(lang, { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(amount);
  if (currency === "KRW") {
    if (lang === "ko") return `${new Intl.NumberFormat("ko").format(krwToManwon(amount))}만원`;
    return new Intl.NumberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(amount);
  }
  const step = currency === "MNT" ? 1000 : 1;
  return new Intl.NumberFormat(lang, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(Math.round(amount / step) * step);
}

/** The ports by country (the first of each), as the browser tests pick them. */
export async function portsByCountry(e2e: E2e): Promise<Record<string, number>> {
  const list = (await e2e.app.inject({ method: "GET", url: "/api/ports" })).json() as { id: number; country: string }[];
  const ports: Record<string, number> = {};
  for (const p of list) ports[p.country] ??= p.id;
  return ports;
}

/** A page in `lang` whose visitor chose the port `portId` (kept in the browser, as the picker does). */
export async function pageAtPort(e2e: E2e, lang: string, portId: number | null, width = 1280): Promise<Page> {
  const page = await e2e.newPage({ lang });
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript(
    `localStorage.setItem("lang", ${JSON.stringify(lang)});` +
      (portId !== null ? `localStorage.setItem("port_id", "${portId}");` : ""),
  );
  return page;
}

/** Car detail at a port, in a language, as the page reads it. */
export async function detailAtPort(e2e: E2e, carId: number, portId: number, lang: string): Promise<CarDetail> {
  const res = await e2e.app.inject({ method: "GET", url: `/api/cars/${carId}?port_id=${portId}&lang=${lang}` });
  expect(res.statusCode).toBe(200);
  return res.json() as CarDetail;
}

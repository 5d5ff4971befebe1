// Import rules for the browser tests, set through the admin API as an administrator does
// (duties.e2e.ts, layout-public.e2e.ts). Mongolia's are modelled on the real ones: customs duty on the
// CIF value, an excise tax by engine size for young cars, and VAT on the value and the items above.
import { krwToManwon } from "../src/shared/export-cost.js";
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
 * A price as the site writes it (src/web/lib/price-format.ts formatMoney, which the server's type
 * check cannot import): won in 만원 on Korean pages, tugriks by the thousand, whole units otherwise.
 * Compare with spaces removed (Node and Chromium space some currencies differently).
 */
export function moneyText(amount: number, currency: "KRW" | "USD" | "MNT" | "RUB", lang: string): string {
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

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pricesOfKrw, pricesOfUsdCents } from "../../../shared/price-chain";
import { chainFigures, chainTotal, costChainFigures, landedPricesOf } from "./chain-figures";

const rates = { usd_krw_rate: 1390, mnt_krw_rate: 0.41, rub_krw_rate: 17.2 };
const LANGS = ["en", "ko", "mn", "ru"] as const;
const CURRENCIES = ["KRW", "USD", "MNT", "RUB"] as const;

/** The number a written amount states ("2 225 914 ₽" → 2225914, "$28,788.97" → 28788.97, "2,879만원" → 28790000). */
function amountOf(text: string, lang: string): number {
  const decimal = lang === "ru" ? "," : ".";
  const digits = text.replace(new RegExp(`[^0-9${decimal === "," ? "," : "."}]`, "g"), "").replace(decimal, ".");
  const n = Number(lang === "ru" ? digits : digits.replace(/,/g, ""));
  return text.includes("만원") ? n * 10_000 : n;
}

describe("the chain as the screens write it", () => {
  it("writes dollars to the cent, as the car page's landed price does", () => {
    const landed = pricesOfUsdCents(2_878_897, rates);
    expect(chainTotal(landed, "USD", "en")).toBe("$28,788.97");
    expect(chainTotal(landed, "RUB", "ru").replace(/\s/g, " ")).toBe("2 326 550 ₽");
  });

  it("makes the rows add up as written: landed + duties = door, in every currency and language", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000_00 }),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...LANGS),
        (landedCents, dutiesCents, currency, lang) => {
          const landed = pricesOfUsdCents(landedCents, rates);
          const door = pricesOfUsdCents(landedCents + dutiesCents, rates);
          const rows = chainFigures(landed, door, currency, lang);
          const [a, b, c] = [rows.landed, rows.duties, rows.door].map((t) => amountOf(t, lang));
          expect(Math.round((a + b) * 100)).toBe(Math.round(c * 100));
          // The landed and door totals are written as the car page writes them.
          expect(rows.landed).toBe(chainTotal(landed, currency, lang));
          expect(rows.door).toBe(chainTotal(door, currency, lang));
          // In dollars the duties are the duties' own total, to the cent.
          if (currency === "USD") expect(Math.round(b * 100)).toBe(dutiesCents);
        },
      ),
    );
  });

  it("converts a list item's landed_total_usd as car detail's landed.total", () => {
    expect(landedPricesOf(28_788.97, rates)).toEqual(pricesOfUsdCents(2_878_897, rates));
  });
});

describe("the cost chain to the port as one column", () => {
  it("adds up as written: the items make FOB, FOB + freight + insurance make the car page's CIF total", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200_000_000 }), { minLength: 1, maxLength: 4 }),
        // Freight and insurance as ports charge them: at least tens of dollars.
        fc.integer({ min: 5_000, max: 1_000_000 }),
        fc.integer({ min: 5_000, max: 100_000 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...LANGS),
        (itemsKrw, freightCents, insuranceCents, currency, lang) => {
          const items = itemsKrw.map((krw) => pricesOfKrw(krw, rates));
          const fobCents = items.reduce((sum, p) => sum + Math.round(p.USD * 100), 0);
          const cif = pricesOfUsdCents(fobCents + freightCents + insuranceCents, rates);
          const rows = costChainFigures(items, pricesOfUsdCents(freightCents, rates), cif, currency, lang);
          const shown = rows.items.map((t) => amountOf(t, lang));
          const [fob, freight, insurance, total] = [rows.fob, rows.freight, rows.insurance, rows.cif].map((t) =>
            amountOf(t, lang),
          );
          const cents = (n: number) => Math.round(n * 100);
          expect(cents(shown.reduce((a, b) => a + b, 0))).toBe(cents(fob));
          expect(cents(fob + freight + insurance)).toBe(cents(total));
          expect(rows.cif).toBe(chainTotal(cif, currency, lang));
          // In dollars every row is the chain's own amount, to the cent.
          if (currency === "USD") expect(cents(insurance)).toBe(insuranceCents);
        },
      ),
    );
  });
});

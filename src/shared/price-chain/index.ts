// The price chain, in one place (docs/decisions/0012): what a car costs from the Korean dealer to
// the buyer's door and what an order asks the buyer to pay, in integer cents with one rounding
// rule (./rounding.ts). Every figure a buyer reads (the list, the car page, compare, the purchase's
// frozen quote, the order answers, the invoice PDF, /verify, the emails) is composed here:
//
//   1. FOB Korea       the car's price with the export costs paid in Korea
//   2. + freight       the destination port's
//   3. + insurance     the port's rate, on FOB + freight
//   4. = CIF           the landed total at the port
//   5. + duties        the destination country's import duties (import-rules evaluates each rule)
//   6. = door total
//   7. amount due      what the order's invoice asks: its FOB (the admin's price) + freight + insurance
//   8. paid, refunded, balance due (see the end of this file)
//
// Pure functions of plain values (no database, no module): the server's modules and the web app
// both read them, so the figures cannot drift apart between screens.
import type { Prices } from "../api/deals.js";
import { computeExportCost, type ExportCostSettings } from "../export-cost.js";
import type { ImportRuleCurrency } from "../import-rules.js";
import type { Settings } from "../settings.js";
import { fromCents, round2, toCents } from "./rounding.js";

export { fromCents, round2, toCents } from "./rounding.js";

/** The settings' rates of the buyer's currencies (KRW per unit). */
export type Rates = Pick<Settings, "usd_krw_rate" | "mnt_krw_rate" | "rub_krw_rate">;
/** The same with the euro, in which import rules may be kept. */
export type DutyRates = Rates & Pick<Settings, "eur_krw_rate">;

// ── 1. FOB Korea ──────────────────────────────────────────────────────────────────────────────

/**
 * Export cost items a destination port replaces: with a port chosen, its own freight and insurance
 * are charged instead of the settings' generic `shipping` and `insurance` (api.md "One price chain").
 */
export const PORT_REPLACED_ITEMS: readonly string[] = ["shipping", "insurance"];

/** Whether an export cost item is paid in Korea, i.e. part of FOB Korea (not replaced by a port). */
export const isFobItem = (key: string) => !PORT_REPLACED_ITEMS.includes(key);

/** FOB Korea in cents: the `usd` of every item except those a port replaces, summed in whole cents. */
export function fobCents(items: readonly { key: string; usd: number }[]): number {
  return items.filter((i) => isFobItem(i.key)).reduce((sum, i) => sum + toCents(i.usd), 0);
}

/** FOB Korea in USD (`landed.fob_usd`). */
export const fobUsdOf = (items: readonly { key: string; usd: number }[]) => fromCents(fobCents(items));

/** FOB Korea in cents of a car priced `priceKrw`, with the settings' export costs. */
export const carFobCents = (priceKrw: number, settings: ExportCostSettings) =>
  fobCents(computeExportCost(priceKrw, settings).items);

// ── 2–4. Freight, insurance, CIF ──────────────────────────────────────────────────────────────

/** What a port charges: freight in cents, insurance in thousandths of a percent. */
export type PortCharges = { freightUsdCents: number; insuranceMilliPct: number };

/** The landed price at a port, in cents: FOB + freight + insurance = total (CIF). */
export type LandedCents = { fob: number; freight: number; insurance: number; total: number };

/**
 * CIF at a port from FOB in cents: insurance is insurance_pct % of (FOB + freight), i.e. cents ×
 * milli-percent / 100 000, rounded half up to the cent. The car page, the list, a purchase's frozen
 * quote and an admin's requote all compute it here.
 */
export function landedCents(fob: number, port: PortCharges): LandedCents {
  const insurance = Math.round(((fob + port.freightUsdCents) * port.insuranceMilliPct) / 100_000);
  return { fob, freight: port.freightUsdCents, insurance, total: fob + port.freightUsdCents + insurance };
}

/** CIF at a port of a car priced `priceKrw` (its FOB Korea with the settings' export costs). */
export const carLandedCents = (priceKrw: number, settings: ExportCostSettings, port: PortCharges) =>
  landedCents(carFobCents(priceKrw, settings), port);

/**
 * The insurance rate a quote was made with (milli-percent), read back from its figures: a quote
 * whose port has since been deleted keeps it when its price changes.
 */
export function insuranceMilliPctOf(q: Pick<LandedCents, "fob" | "freight" | "insurance">): number {
  const base = q.fob + q.freight;
  return base > 0 ? (q.insurance * 100_000) / base : 0;
}

/** The money of car detail's `landed` (the port's name, method and transit are the port's). */
export const landedAnswer = (q: LandedCents, rates: Rates) => ({
  fob_usd: fromCents(q.fob),
  freight_usd: fromCents(q.freight),
  insurance_usd: fromCents(q.insurance),
  total_usd: fromCents(q.total),
  total: pricesOfUsdCents(q.total, rates),
});

// ── The buyer's currencies ────────────────────────────────────────────────────────────────────

/** An amount in KRW in the four currencies: whole won and tugriks, dollars and roubles to the hundredth. */
export function pricesOfKrw(krw: number, s: Rates): Prices {
  return {
    KRW: Math.round(krw),
    USD: round2(krw / s.usd_krw_rate),
    MNT: Math.round(krw / s.mnt_krw_rate),
    RUB: round2(krw / s.rub_krw_rate),
  };
}

/** An amount in US cents in the four currencies (`landed.total`, `duties.door_total`): the dollars exact. */
export const pricesOfUsdCents = (cents: number, s: Rates): Prices => ({
  ...pricesOfKrw(fromCents(cents) * s.usd_krw_rate, s),
  USD: fromCents(cents),
});

/** KRW per one unit of an import rules' `currency`, from the settings. */
function krwPer(currency: ImportRuleCurrency, s: DutyRates): number {
  switch (currency) {
    case "KRW":
      return 1;
    case "USD":
      return s.usd_krw_rate;
    case "MNT":
      return s.mnt_krw_rate;
    case "RUB":
      return s.rub_krw_rate;
    case "EUR":
      return s.eur_krw_rate;
  }
}

/** USD → KRW with `usd_krw_rate`, then KRW → `currency` with its rate; not rounded. */
export const fromUsd = (usd: number, currency: ImportRuleCurrency, s: DutyRates) =>
  (usd * s.usd_krw_rate) / krwPer(currency, s);

/** The way back: `currency` → KRW → USD; not rounded. */
export const toUsd = (amount: number, currency: ImportRuleCurrency, s: DutyRates) =>
  (amount * krwPer(currency, s)) / s.usd_krw_rate;

// ── 5–6. Duties, door total ───────────────────────────────────────────────────────────────────

/** The customs value: the landed (CIF) total in the rules' currency, rounded once, to the hundredth. */
export const customsValueOf = (landedTotalUsd: number, currency: ImportRuleCurrency, s: DutyRates) =>
  round2(fromUsd(landedTotalUsd, currency, s));

/** A duty's amount (in the rules' currency) in USD, to the cent (`amount_usd`). */
export const dutyUsdOf = (amount: number, currency: ImportRuleCurrency, s: DutyRates) =>
  round2(toUsd(amount, currency, s));

/** The door total in cents: CIF + the duties' total. */
export const doorTotalCents = (landedTotal: number, dutiesTotal: number) => landedTotal + dutiesTotal;

/**
 * The duties' totals and the door total, from the rounded amounts of the rules that applied
 * (import-rules evaluates them): `total` in the rules' currency, `total_usd`, and the door total
 * in USD and in the four currencies.
 */
export function dutiesTotals(
  amounts: readonly number[],
  landedTotalUsd: number,
  currency: ImportRuleCurrency,
  s: DutyRates,
) {
  const total = round2(amounts.reduce((sum, amount) => sum + amount, 0));
  const totalUsdCents = toCents(toUsd(total, currency, s));
  const door = doorTotalCents(toCents(landedTotalUsd), totalUsdCents);
  return {
    total,
    total_usd: fromCents(totalUsdCents),
    door_total_usd: fromCents(door),
    door_total: pricesOfUsdCents(door, s),
  };
}

// ── 7. The amount due ─────────────────────────────────────────────────────────────────────────

/** What of an order the chain reads: its price and frozen quote, in cents (the orders table's columns). */
export type OrderMoney = {
  priceUsdCents: number | null;
  quoteFobCents: number | null;
  quoteFreightCents: number | null;
  quoteInsuranceCents: number | null;
  quoteTotalCents: number | null;
};

/** An order's invoice lines in cents: FOB, the quote's freight and insurance (with a port), the amount due. */
export type OrderLines = { fob: number; freight: number | null; insurance: number | null; amountDue: number };

/**
 * The invoice's lines and total, the amount due: FOB is the admin's `price_usd`, else the quote's
 * FOB; with a port, the quote's freight and insurance are added (an admin's price change
 * recomputes them, so this is the quote's CIF at that price); before a price, the quote's own
 * total. Null with neither a price nor a quote.
 */
export function orderLinesCents(o: OrderMoney): OrderLines | null {
  const hasQuote = o.quoteFobCents !== null && o.quoteFreightCents !== null && o.quoteInsuranceCents !== null;
  if (!hasQuote)
    return o.priceUsdCents === null
      ? null
      : { fob: o.priceUsdCents, freight: null, insurance: null, amountDue: o.priceUsdCents };
  const freight = o.quoteFreightCents!;
  const insurance = o.quoteInsuranceCents!;
  if (o.priceUsdCents !== null)
    return { fob: o.priceUsdCents, freight, insurance, amountDue: o.priceUsdCents + freight + insurance };
  const fob = o.quoteFobCents!;
  return { fob, freight, insurance, amountDue: o.quoteTotalCents ?? fob + freight + insurance };
}

/** The amount due in cents (the invoice's total, `amount_due_usd`), or null. */
export const amountDueCents = (o: OrderMoney): number | null => orderLinesCents(o)?.amountDue ?? null;

/** The amount due in USD, or null. */
export function amountDueUsd(o: OrderMoney): number | null {
  const cents = amountDueCents(o);
  return cents === null ? null : fromCents(cents);
}

// ── 8. Paid, refunded, balance due ────────────────────────────────────────────────────────────
// The payments and refunds recorded against an order ("The buyer's money, protected"): their sums,
// the balance due and the money's protection, in ./balance.ts.
export { moneyOf, sumCents, usdToCents, type Money, type MoneyInput } from "./balance.js";

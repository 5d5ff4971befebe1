import type { Prices } from "../../../shared/api/deals";
import type { Landed } from "../../../shared/api/ports";
import { fromCents, isFobItem, pricesOfKrw, pricesOfUsdCents, toCents, type Rates } from "../../../shared/price-chain";
import { krwToManwon } from "../../../shared/export-cost";
import type { Currency } from "../currency";
import type { Language } from "../i18n";
import { formatMoney, usdExact } from "./money";

// The price chain's figures at the buyer's port as every screen writes them (the list card, the
// car page, compare): the server's amounts in the buyer's currency (shared/price-chain), dollars
// to the cent as the quote and the invoice write them, other currencies as prices are written.

/** The amount's count of the steps a currency is written in (cents, roubles, thousands of tugriks, 만원). */
function shownSteps(amount: number, currency: Currency, lang: Language): number {
  switch (currency) {
    case "USD":
      return toCents(amount);
    case "RUB":
      return Math.round(amount);
    case "MNT":
      return Math.round(amount / 1000);
    case "KRW":
      return lang === "ko" ? krwToManwon(amount) : Math.round(amount);
  }
}

function fromSteps(steps: number, currency: Currency, lang: Language): number {
  switch (currency) {
    case "USD":
      return fromCents(steps);
    case "RUB":
      return steps;
    case "MNT":
      return steps * 1000;
    case "KRW":
      return lang === "ko" ? steps * 10_000 : steps;
  }
}

/** An amount of the chain in `currency`: "$28,788.97", "2 225 914 ₽", "₮82,307,000", "2,879만원". */
function chainMoney(amount: number, currency: Currency, lang: Language): string {
  return currency === "USD" ? usdExact(amount, lang) : formatMoney(amount, currency, lang);
}

/** A total of the chain (`landed.total`, `duties.door_total`) in `currency`, as every screen writes it. */
export const chainTotal = (total: Prices, currency: Currency, lang: Language): string =>
  chainMoney(fromSteps(shownSteps(total[currency], currency, lang), currency, lang), currency, lang);

/**
 * The landed total at the port, the duties and the door total as written in `currency`, so that
 * the rows add up as the buyer reads them: the landed and door totals are the server's (`landed.total`,
 * `duties.door_total`), and the duties are their difference in the steps the currency is written
 * in (in dollars, to the cent: exactly `duties.total_usd`).
 */
export function chainFigures(
  landedTotal: Prices,
  doorTotal: Prices,
  currency: Currency,
  lang: Language,
): { landed: string; duties: string; door: string } {
  const landed = shownSteps(landedTotal[currency], currency, lang);
  const door = shownSteps(doorTotal[currency], currency, lang);
  const write = (steps: number) => chainMoney(fromSteps(steps, currency, lang), currency, lang);
  return { landed: write(landed), duties: write(door - landed), door: write(door) };
}

/** A list item's `landed_total_usd` in the four currencies, as car detail's `landed.total` converts it. */
export const landedPricesOf = (totalUsd: number, rates: Rates): Prices => pricesOfUsdCents(toCents(totalUsd), rates);

/**
 * The cost chain to the port as one column in `currency`, adding up as the buyer reads it: the
 * items paid in Korea (`items`, each in the steps the currency is written in), their sum as FOB
 * Korea, the port's freight, then the CIF total as the server states it (`landed.total`, the car
 * page's figure) with insurance, the last part, what the CIF total leaves: like the duties in
 * `chainFigures`, it may differ from its own conversion by the last step written.
 */
export function costChainFigures(
  items: readonly Prices[],
  freight: Prices,
  cif: Prices,
  currency: Currency,
  lang: Language,
): { items: string[]; fob: string; freight: string; insurance: string; cif: string } {
  const steps = (p: Prices) => shownSteps(p[currency], currency, lang);
  const write = (n: number) => chainMoney(fromSteps(n, currency, lang), currency, lang);
  const parts = items.map(steps);
  const fob = parts.reduce((sum, n) => sum + n, 0);
  const freightSteps = steps(freight);
  const cifSteps = steps(cif);
  return {
    items: parts.map(write),
    fob: write(fob),
    freight: write(freightSteps),
    insurance: write(cifSteps - fob - freightSteps),
    cif: write(cifSteps),
  };
}

/**
 * The chain to a port as the car page writes it in `currency`, in its cost table and in the "i"
 * popover beside "Delivered to" alike: the export cost's items paid in Korea, FOB Korea as their
 * sum, the port's freight, insurance as what the CIF total (`landed.total`) leaves, and that total.
 */
export function landedChainFigures(
  cost: { items: readonly { key: string; krw: number }[] },
  landed: Pick<Landed, "freight_usd" | "total">,
  rates: Rates,
  currency: Currency,
  lang: Language,
) {
  return costChainFigures(
    cost.items.filter((i) => isFobItem(i.key)).map((i) => pricesOfKrw(i.krw, rates)),
    pricesOfUsdCents(toCents(landed.freight_usd), rates),
    landed.total,
    currency,
    lang,
  );
}

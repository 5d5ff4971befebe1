import {
  fromCents,
  insuranceMilliPctOf,
  landedCents,
  orderLinesCents,
  toCents,
  type OrderMoney,
} from "../../../../shared/price-chain";
import type { AdminOrder } from "../../../../shared/api/deals";
import type { Port } from "../../../../shared/api/ports";

/** A port's charges in the chain's units (freight in cents, insurance in milli-percent). */
const chargesOf = (p: Port) => ({
  freightUsdCents: toCents(p.freight_usd),
  insuranceMilliPct: Math.round(p.insurance_pct * 1000),
});

/**
 * The amount due (USD) the order will have once the admin's dialog is saved, computed as the server
 * recomputes it (orders/service.ts `patchOrder` and `requote`), so "Amount due now" follows the
 * price as it is typed and the port as it is picked:
 * - a new port: a new quote at its freight and insurance from the typed price, else the quote's FOB;
 * - the port removed: the price alone (FOB), or nothing without one;
 * - the same port, a new price: the quote's freight, and insurance at the port's rate (the rate the
 *   quote was made with when the port is no longer offered) on price + freight;
 * - invoicing without a price: the quote's FOB (the contract's default).
 * Null when it cannot be known here (no price and no quote; a new port without a quote's FOB).
 */
export function amountDueAfterEdit(
  order: Pick<AdminOrder, "price_usd" | "quote" | "amount_due_usd">,
  edit: { price: number | null; portId: number | null; invoicing: boolean },
  ports: readonly Port[],
): number | null {
  const q = order.quote;
  const priceCents = edit.price === null ? null : toCents(edit.price);
  const priceChanged = edit.price !== (order.price_usd ?? q?.fob_usd ?? null);
  if (edit.portId !== (q?.port_id ?? null)) {
    if (edit.portId === null) return edit.price;
    const port = ports.find((p) => p.id === edit.portId);
    const fob = priceCents ?? (q ? toCents(q.fob_usd) : null);
    return port && fob !== null ? fromCents(landedCents(fob, chargesOf(port)).total) : null;
  }
  if (!q) return priceChanged ? edit.price : order.price_usd;
  const quote = {
    fob: toCents(q.fob_usd),
    freight: toCents(q.freight_usd),
    insurance: toCents(q.insurance_usd),
  };
  const money: OrderMoney = {
    priceUsdCents: order.price_usd === null ? null : toCents(order.price_usd),
    quoteFobCents: quote.fob,
    quoteFreightCents: quote.freight,
    quoteInsuranceCents: quote.insurance,
    quoteTotalCents: toCents(q.total_usd),
  };
  if (priceChanged) {
    if (priceCents === null) return fromCents(orderLinesCents({ ...money, priceUsdCents: null })!.amountDue);
    if (priceCents === quote.fob) return fromCents(orderLinesCents({ ...money, priceUsdCents: priceCents })!.amountDue);
    const port = ports.find((p) => p.id === q.port_id);
    const charges = port
      ? chargesOf(port)
      : { freightUsdCents: quote.freight, insuranceMilliPct: insuranceMilliPctOf(quote) };
    return fromCents(landedCents(priceCents, { ...charges, freightUsdCents: quote.freight }).total);
  }
  // Invoiced without a price: at the quote's FOB.
  if (edit.invoicing && money.priceUsdCents === null)
    return fromCents(orderLinesCents({ ...money, priceUsdCents: quote.fob })!.amountDue);
  return order.amount_due_usd;
}

// An order's frozen quote (api.md "One price chain"): what `landed` and `duties` said for the car
// at its port, kept on the order in cents. A purchase freezes it and an admin's new price or port
// recomputes it, both here, from the price chain's figures (shared/price-chain).
import { landedCents, type PortCharges } from "../../../shared/price-chain/index.js";
import type { orders } from "../../db/schema/deals.js";
import type { frozenDutiesCents } from "../import-rules/index.js";

type OrderRow = typeof orders.$inferSelect;

/** The duties frozen with a quote: their total and the door total in cents, or nulls. */
export type FrozenDuties = ReturnType<typeof frozenDutiesCents>;

/** The order's columns of a quote at the port `portId`. */
export type QuoteColumns = Pick<
  OrderRow,
  | "quotePortId"
  | "quoteFobCents"
  | "quoteFreightCents"
  | "quoteInsuranceCents"
  | "quoteTotalCents"
  | "quoteDutiesTotalCents"
  | "quoteDoorTotalCents"
>;

/**
 * The quote at the port `portId` for FOB `fob` (cents) with the port's `charges`: the landed
 * figures, and the duties at the port's country for that landed total (`dutiesAt`).
 */
export async function freezeQuote(
  portId: number,
  fob: number,
  charges: PortCharges,
  dutiesAt: (landedTotalCents: number) => FrozenDuties | Promise<FrozenDuties>,
): Promise<QuoteColumns> {
  const landed = landedCents(fob, charges);
  const duties = await dutiesAt(landed.total);
  return {
    quotePortId: portId,
    quoteFobCents: landed.fob,
    quoteFreightCents: landed.freight,
    quoteInsuranceCents: landed.insurance,
    quoteTotalCents: landed.total,
    quoteDutiesTotalCents: duties.dutiesTotalCents,
    quoteDoorTotalCents: duties.doorTotalCents,
  };
}

/** An order without a port (an FOB order): no quote. */
export const noQuote: QuoteColumns = {
  quotePortId: null,
  quoteFobCents: null,
  quoteFreightCents: null,
  quoteInsuranceCents: null,
  quoteTotalCents: null,
  quoteDutiesTotalCents: null,
  quoteDoorTotalCents: null,
};

// The landed price at a port: FOB Korea (the car's price with the export costs paid in Korea,
// `fobUsdOf`: not the settings' generic shipping and insurance, which the port replaces) + freight +
// insurance (insurance_pct % of FOB + freight, to the cent) = CIF. Pure functions: the car
// page, the list and a purchase's frozen quote all compute it here.
import type { Prices } from "../../../shared/api/deals.js";
import type { Lang } from "../../../shared/api/constants.js";
import type { Settings } from "../../../shared/settings.js";
import type { PortMethod } from "../../../shared/ports.js";

export type PortRow = {
  id: number;
  nameEn: string;
  nameKo: string;
  nameMn: string;
  nameRu: string;
  country: string;
  method: string;
  freightUsdCents: number;
  insuranceMilliPct: number;
  transitDays: number;
  active: boolean;
  position: number;
};

/** Amounts in integer cents, so the sum is exact. */
export type QuoteCents = { fob: number; freight: number; insurance: number; total: number };

export const toCents = (usd: number) => Math.round(usd * 100);
export const fromCents = (cents: number) => cents / 100;

export function portName(port: PortRow, lang: Lang): string {
  return { en: port.nameEn, ko: port.nameKo, mn: port.nameMn, ru: port.nameRu }[lang];
}

/** The quote for a car whose FOB Korea (`fobUsdOf(export_cost.items)`) is `fobUsd`. */
export function quoteCents(fobUsd: number, port: Pick<PortRow, "freightUsdCents" | "insuranceMilliPct">): QuoteCents {
  return requoteCents(toCents(fobUsd), port.freightUsdCents, port.insuranceMilliPct);
}

/** The same from cents: an order's quote recomputed when an admin changes its price or port. */
export function requoteCents(fob: number, freight: number, insuranceMilliPct: number): QuoteCents {
  // insurance_pct % of (fob + freight): cents × milli-percent / 100 000, rounded half up to the cent.
  const insurance = Math.round(((fob + freight) * insuranceMilliPct) / 100_000);
  return { fob, freight, insurance, total: fob + freight + insurance };
}

/** The total in the four currencies, with the settings' rates (KRW per unit), as `prices` are. */
export function landedTotals(totalCents: number, s: Pick<Settings, "usd_krw_rate" | "mnt_krw_rate" | "rub_krw_rate">) {
  const krw = (totalCents / 100) * s.usd_krw_rate;
  const prices: Prices = {
    KRW: Math.round(krw),
    USD: fromCents(totalCents),
    MNT: Math.round(krw / s.mnt_krw_rate),
    RUB: Math.round((krw / s.rub_krw_rate) * 100) / 100,
  };
  return prices;
}

/** Car detail's `landed` object. */
export function landedOf(
  fobUsd: number,
  port: PortRow,
  lang: Lang,
  s: Pick<Settings, "usd_krw_rate" | "mnt_krw_rate" | "rub_krw_rate">,
) {
  const q = quoteCents(fobUsd, port);
  return {
    port_id: port.id,
    port_name: portName(port, lang),
    method: port.method as PortMethod,
    fob_usd: fromCents(q.fob),
    freight_usd: fromCents(q.freight),
    insurance_usd: fromCents(q.insurance),
    total_usd: fromCents(q.total),
    transit_days: port.transitDays,
    total: landedTotals(q.total, s),
  };
}

// A port as buyers read it: its name in their language, and car detail's `landed` (the landed
// price at the port, whose figures the price chain computes: shared/price-chain).
import type { Lang } from "../../../shared/api/constants.js";
import type { PortMethod } from "../../../shared/ports.js";
import { landedAnswer, type LandedCents, type Rates } from "../../../shared/price-chain/index.js";

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

export function portName(port: PortRow, lang: Lang): string {
  return { en: port.nameEn, ko: port.nameKo, mn: port.nameMn, ru: port.nameRu }[lang];
}

/** Car detail's `landed` object. */
export function landedOf(q: LandedCents, port: PortRow, lang: Lang, rates: Rates) {
  const money = landedAnswer(q, rates);
  return {
    port_id: port.id,
    port_name: portName(port, lang),
    method: port.method as PortMethod,
    fob_usd: money.fob_usd,
    freight_usd: money.freight_usd,
    insurance_usd: money.insurance_usd,
    total_usd: money.total_usd,
    transit_days: port.transitDays,
    total: money.total,
  };
}

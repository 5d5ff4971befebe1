// Admin → Import rules' preview: a car's duties at a port exactly as its page gives them, and how
// each component of the port country's rules met the car (applied, left out and why, or in need
// of the engine size or power the car does not state). Read from the car page itself, so the
// preview and what buyers see cannot differ.
import type { Core } from "../../core.js";
import type { DutiesPreviewQuery } from "../../../shared/api/import-rules.js";
import { cachedSettings } from "../settings/index.js";
import { activePort } from "../ports/index.js";
import { allImportRules, explainDuties } from "../import-rules/index.js";
import { carDetail } from "./service.js";

export async function adminDutiesPreview(core: Core, carId: number, query: DutiesPreviewQuery) {
  const lang = query.lang ?? "en";
  // The car page checks the car (404) and the port (422) as it does for buyers.
  const [detail, port, rules, settings] = await Promise.all([
    carDetail(core, carId, null, { port_id: query.port_id, lang }),
    activePort(core, query.port_id),
    allImportRules(core),
    cachedSettings(core),
  ]);
  const country = port!.country.toUpperCase();
  const car = {
    year: detail.year,
    displacementCc: detail.displacement_cc,
    powerHp: detail.power_hp,
    fuel: detail.fuel,
  };
  const explained = explainDuties(
    core,
    rules.find((r) => r.country === country),
    { landedTotalUsd: detail.landed!.total_usd, car, lang, settings },
  );
  return {
    car: {
      id: detail.id,
      year: detail.year,
      age: explained.age,
      displacement_cc: detail.displacement_cc,
      power_hp: detail.power_hp,
      fuel: detail.fuel,
    },
    country,
    currency: explained.currency,
    customs_value: explained.customs_value,
    duties: detail.duties,
    ...(detail.duties === null ? { duties_unavailable: detail.duties_unavailable } : {}),
    components: explained.components,
  };
}

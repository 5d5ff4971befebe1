// Demo export restrictions (api.md "The truth at the border"): Korea's export control on
// passenger cars to Russia and Belarus, read on 2026-12-06; an admin edits them under Admin →
// Export restrictions.
//
// The Ministry of Trade, Industry and Energy (MOTIE) put passenger cars with an engine over
// 2,000 cm³ on the list of goods that need a "situational permit" (상황허가) for Russia and
// Belarus, by the 33rd amendment of the Public Notice on the Trade of Strategic Items (제33차
// 전략물자 수출입고시 개정), announced on 26 December 2023 and in force on 24 February 2024
// (MOTIE's announcement of 20 February 2024, as reported by Yonhap, Chosun Biz, KED Global and
// TASS). Such exports are refused in principle; only contracts signed before it and a Korean
// company's own subsidiary are reviewed case by case. It replaced the earlier threshold of a price
// over USD 50,000. "Over 2,000 cm³" is min_cc 2001 (engine sizes are whole cm³).
//
// Electric and hydrogen cars have no engine size and are not what the rule names: the rule is
// bounded to the fuels with an engine (the upstream's 연료 values, src/shared/vehicle-terms-
// powertrain.ts). A car of those fuels whose engine size is unknown is "unknown", and cannot be
// bought for those ports until an admin enters its engine size.
import type { ExportRestrictionsBody } from "../../shared/api/export-restrictions.js";

type CountryRestrictions = { country: string } & ExportRestrictionsBody;

/** The fuels of cars with a combustion engine (hybrids included), as cars carry them. */
const ENGINE_FUELS = [
  "가솔린",
  "휘발유",
  "디젤",
  "경유",
  "LPG",
  "LPi",
  "CNG",
  "가솔린+LPG",
  "하이브리드",
  "가솔린하이브리드",
  "디젤하이브리드",
  "LPG하이브리드",
  "플러그인하이브리드",
  "가솔린+전기",
  "디젤+전기",
];

const SOURCE =
  "Ministry of Trade, Industry and Energy (MOTIE), Republic of Korea: 33rd amendment of the Public Notice on the Trade of Strategic Items (전략물자 수출입고시), in force 24 Feb 2024 (announced 20 Feb 2024). Passenger cars with an engine over 2,000 cm³ need a situational permit for Russia and Belarus; exports are refused in principle, exceptions reviewed case by case. Replaces the earlier USD 50,000 threshold. Read on 2026-12-06.";

function korea2000cc(country: "RU" | "BY"): CountryRestrictions {
  const to =
    country === "RU"
      ? { en: "Russia", ko: "러시아", mn: "Орос", ru: "Россию" }
      : { en: "Belarus", ko: "벨라루스", mn: "Беларусь", ru: "Беларусь" };
  return {
    country,
    as_of: "2024-02-24",
    source: SOURCE,
    rules: [
      {
        when: { min_cc: 2001, fuels: ENGINE_FUELS },
        reason: {
          en: `Korea's export control: passenger cars with an engine over 2,000 cm³ may not be exported to ${to.en} (since 24 February 2024).`,
          ko: `대한민국 수출통제: 배기량 2,000cc 초과 승용차는 ${to.ko}로 수출할 수 없습니다 (2024년 2월 24일 시행).`,
          mn: `Солонгосын экспортын хяналт: 2000 см³-ээс их хөдөлгүүртэй суудлын автомашиныг ${to.mn} руу экспортлох боломжгүй (2024 оны 2-р сарын 24-өөс).`,
          ru: `Экспортный контроль Республики Корея: легковые автомобили с двигателем более 2000 см³ нельзя вывезти в ${to.ru} (с 24 февраля 2024 г.).`,
        },
      },
    ],
  };
}

export const DEMO_EXPORT_RESTRICTIONS: CountryRestrictions[] = [korea2000cc("BY"), korea2000cc("RU")];

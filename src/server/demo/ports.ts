// Demo destination ports with freight a Korean exporter would quote for one passenger car
// (2025–2026 rates, per car, from Incheon or Busan):
// - Vladivostok: RoRo from Busan, about USD 1,100–1,400 for a sedan; 2–3 days at sea, ~5 with handling.
// - Ulaanbaatar: a shared 40 ft container (4 cars) Incheon → Tianjin, then rail through Erenhot
//   and Zamyn-Üüd: about USD 650 sea + 1,500 rail per car; 3–4 weeks.
// - Almaty, Bishkek, Tashkent: container Incheon → Lianyungang, then rail through Khorgos
//   (Kazakhstan, and on to Kyrgyzstan and Uzbekistan): USD 2,700–3,400 per car; 4–6 weeks.
// Marine insurance is 0.5–0.8 % of the CIF value (higher on the longer overland legs).
import type { PortCreateBody } from "../../shared/api/ports.js";

export const DEMO_PORTS: PortCreateBody[] = [
  {
    name: { en: "Vladivostok", ko: "블라디보스토크", mn: "Владивосток", ru: "Владивосток" },
    country: "RU",
    method: "roro",
    freight_usd: 1250,
    insurance_pct: 0.5,
    transit_days: 5,
  },
  {
    name: {
      en: "Ulaanbaatar (via Tianjin, rail)",
      ko: "울란바토르 (톈진 경유, 철도)",
      mn: "Улаанбаатар (Тяньжинээр, төмөр замаар)",
      ru: "Улан-Батор (через Тяньцзинь, ж/д)",
    },
    country: "MN",
    method: "container",
    freight_usd: 2150,
    insurance_pct: 0.7,
    transit_days: 25,
  },
  {
    name: {
      en: "Almaty (via Lianyungang, rail)",
      ko: "알마티 (롄윈강 경유, 철도)",
      mn: "Алматы (Ляньюньганаар, төмөр замаар)",
      ru: "Алматы (через Ляньюньган, ж/д)",
    },
    country: "KZ",
    method: "container",
    freight_usd: 2750,
    insurance_pct: 0.8,
    transit_days: 32,
  },
  {
    name: {
      en: "Bishkek (via Lianyungang, rail)",
      ko: "비슈케크 (롄윈강 경유, 철도)",
      mn: "Бишкек (Ляньюньганаар, төмөр замаар)",
      ru: "Бишкек (через Ляньюньган, ж/д)",
    },
    country: "KG",
    method: "container",
    freight_usd: 3100,
    insurance_pct: 0.8,
    transit_days: 38,
  },
  {
    name: {
      en: "Tashkent (via Lianyungang, rail)",
      ko: "타슈켄트 (롄윈강 경유, 철도)",
      mn: "Ташкент (Ляньюньганаар, төмөр замаар)",
      ru: "Ташкент (через Ляньюньган, ж/д)",
    },
    country: "UZ",
    method: "container",
    freight_usd: 3400,
    insurance_pct: 0.8,
    transit_days: 42,
  },
];

import { translateCarName } from "../../../../shared/vehicle-terms.js";
import { formatDay, formatDecimal, formatUsdCents, formatWithUnit, formatWon, pluralOf } from "../../../lib/format.js";
import type { Fmt, Lang } from "./types.js";

const PLATFORMS: Record<string, Partial<Record<Lang, string>> & { en: string }> = {
  facebook: { en: "Facebook" },
  instagram: { en: "Instagram" },
  x: { en: "X" },
  twitter: { en: "X" },
  telegram: { en: "Telegram" },
  vk: { en: "VK", ru: "ВКонтакте" },
  kakao: { en: "KakaoTalk", ko: "카카오톡" },
  youtube: { en: "YouTube" },
  tiktok: { en: "TikTok" },
};

/** Number, money and name formatting for one language (the server's format layer, lib/format.ts). */
export function formatterFor(lang: Lang, site: string): Fmt {
  const plurals = pluralOf(lang);
  return {
    lang,
    site,
    cc: (amount) => `${formatDecimal(amount, lang)} CC`,
    krw: (amount) => formatWon(amount, lang),
    usd: (amount) => formatUsdCents(amount, lang).replace(/[\u00a0\u202f]/g, " "),
    day: (day) => formatDay(day, lang),
    km: (mileage) => formatWithUnit(mileage, "km", lang),
    car: (name) => translateCarName(name, lang),
    platform: (name) => {
      const known = PLATFORMS[name.trim().toLowerCase()];
      return known ? (known[lang] ?? known.en) : name;
    },
    plural: (n, forms) => (forms[plurals.select(n)] ?? forms.other).replace("{n}", formatDecimal(n, lang)),
  };
}

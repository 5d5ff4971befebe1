import { translateCarName } from "../../../../shared/vehicle-terms.js";
import type { Fmt, Lang } from "./types.js";

const LOCALE: Record<Lang, string> = { en: "en-US", ko: "ko-KR", mn: "mn-MN", ru: "ru-RU" };

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

/** Number, money and name formatting for one language. */
export function formatterFor(lang: Lang, site: string): Fmt {
  const locale = LOCALE[lang];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const won = new Intl.NumberFormat(locale, { style: "currency", currency: "KRW", maximumFractionDigits: 0 });
  const plurals = new Intl.PluralRules(locale);
  return {
    lang,
    site,
    cc: (amount) => `${number.format(amount)} CC`,
    krw: (amount) => won.format(amount),
    km: (mileage) => `${number.format(mileage)} ${lang === "mn" || lang === "ru" ? "км" : "km"}`,
    car: (name) => translateCarName(name, lang),
    platform: (name) => {
      const known = PLATFORMS[name.trim().toLowerCase()];
      return known ? (known[lang] ?? known.en) : name;
    },
    plural: (n, forms) => (forms[plurals.select(n)] ?? forms.other).replace("{n}", number.format(n)),
  };
}

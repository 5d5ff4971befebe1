import { translateCarName, translateTerm, type Lang } from "../../../shared/vehicle-terms.js";
import { LANGUAGES } from "../../../shared/api/constants.js";
import type { Core } from "../../core.js";
import { boardEnabled, firstImageSrc, htmlToText, peekPost } from "../board/index.js";
import { carDetail } from "../catalogue/index.js";
import { escapeHtml } from "../mail/index.js";
import { matchPage } from "../../../shared/page-match.js";
import { formatNumber, ogLocale } from "../../lib/format.js";

const LANGS: readonly Lang[] = LANGUAGES;
const DEFAULT_IMAGE = "/og-image.png";

const TAGLINE: Record<Lang, (site: string) => string> = {
  en: (s) => `${s}: Korean used cars for buyers abroad. Browse the catalogue, ask us to find a car and import it.`,
  ko: (s) => `${s}: 해외 구매자를 위한 한국 중고차. 차량을 둘러보고, 원하는 차량을 요청하고, 수입하세요.`,
  mn: (s) =>
    `${s}: Гадаадын худалдан авагчдад зориулсан Солонгосын хуучин автомашин. Каталогоос сонгох, машин хайлгах, импортлох.`,
  ru: (s) => `${s}: корейские автомобили с пробегом для покупателей за рубежом. Каталог, подбор и импорт автомобиля.`,
};

/** The invoice verification pages (/verify, /verify/{code}). */
const VERIFY: Record<Lang, { title: string; description: string }> = {
  en: {
    title: "Verify an invoice",
    description: "Check a proforma invoice by its code: the amount due and our bank details, before you pay.",
  },
  ko: {
    title: "청구서 확인",
    description: "코드로 견적 청구서를 확인하세요. 송금 전에 청구 금액과 당사 계좌 정보를 확인할 수 있습니다.",
  },
  mn: {
    title: "Нэхэмжлэх шалгах",
    description:
      "Урьдчилсан нэхэмжлэхийг кодоор нь шалгаарай: төлбөр хийхээсээ өмнө төлөх дүн болон манай дансны мэдээлэл.",
  },
  ru: {
    title: "Проверка счёта",
    description: "Проверьте проформа-инвойс по его коду: сумму к оплате и наши банковские реквизиты — до оплаты.",
  },
};

const SOLD_OUT: Record<Lang, string> = { en: "SOLD OUT", ko: "판매 완료", mn: "ЗАРАГДСАН", ru: "ПРОДАНО" };

type Meta = { title: string; description: string; image: string; url: string; type: "website" | "article" | "product" };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Absolute URL of an image: ours (relative) under the public base, others as they are (http/https only). */
function absolute(base: string, src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^https?:\/\//i.test(src)) return src;
  if (src.startsWith("/") && !src.startsWith("//")) return `${base}${src}`;
  return null;
}

function renderTags(meta: Meta, lang: Lang, siteName: string): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(meta.url)}" />`,
    `<meta property="og:site_name" content="${e(siteName)}" />`,
    `<meta property="og:type" content="${e(meta.type)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta property="og:locale" content="${e(ogLocale(lang))}" />`,
    ...LANGS.filter((l) => l !== lang).map((l) => `<meta property="og:locale:alternate" content="${ogLocale(l)}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
  ];
  return tags.join("\n    ");
}

/** Puts the tags in place of the page's <title> (or before </head>) and sets <html lang>. */
export function injectMeta(html: string, tags: string, lang: Lang): string {
  // Replacer functions: a "$" in a car name or post title must not be read as a pattern.
  let out = html.replace(/<html([^>]*?)\slang="[^"]*"/i, (_m, attrs: string) => `<html${attrs} lang="${lang}"`);
  if (/<title>[\s\S]*?<\/title>/i.test(out)) out = out.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  else out = out.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  return out;
}

async function carMeta(core: Core, id: number, lang: Lang, url: string): Promise<Meta | null> {
  let car: Awaited<ReturnType<typeof carDetail>>;
  try {
    car = await carDetail(core, id, null);
  } catch {
    return null;
  }
  const base = core.config.publicBaseUrl;
  const name = translateCarName(car.car_name, lang);
  const parts = [
    String(car.year),
    `${formatNumber(car.mileage, lang)} km`,
    translateTerm("fuel", car.fuel, lang),
    translateTerm("transmission", car.transmission, lang),
    `₩${formatNumber(car.price_krw, lang)}`,
  ];
  const intro = car.soldout ? `${SOLD_OUT[lang]} · ` : "";
  const extra = car.description ? ` ${htmlToText(car.description)}` : "";
  return {
    title: clip(`${name} (${car.year}) · ${core.config.siteName}`, 120),
    description: clip(`${intro}${parts.join(" · ")}.${extra}`, 300),
    image: absolute(base, car.images[0]?.url ?? car.main_image) ?? `${base}${DEFAULT_IMAGE}`,
    url,
    type: "product",
  };
}

async function postMeta(core: Core, id: number, url: string): Promise<Meta | null> {
  if (!(await boardEnabled(core))) return null;
  const post = await peekPost(core, id);
  if (!post) return null;
  const base = core.config.publicBaseUrl;
  return {
    title: clip(`${post.title} · ${core.config.siteName}`, 120),
    description: clip(htmlToText(post.content), 300) || TAGLINE.en(core.config.siteName),
    image: absolute(base, firstImageSrc(post.content)) ?? `${base}${DEFAULT_IMAGE}`,
    url,
    type: "article",
  };
}

/**
 * The head of a page (title, description, canonical link, Open Graph and Twitter tags) in `lang`:
 * car pages (/cars/{id}) and board posts (/board/{id}) get their own, so shared links get a proper
 * preview; every other path, and unknown ids, get the site's, titled with `pageTitle` (the title
 * the server render found on the page, as the browser's tab shows it). `url` is the page's address.
 */
export async function pageMetaTags(
  core: Core,
  pathname: string,
  lang: Lang,
  url: string,
  pageTitle?: string | null,
): Promise<string> {
  const base = core.config.publicBaseUrl;
  const siteName = core.config.siteName;
  let meta: Meta | null = null;
  try {
    const match = matchPage(pathname);
    if (match?.page.id === "car") meta = await carMeta(core, Number(match.params.carId), lang, url);
    else if (match?.page.id === "board.post") meta = await postMeta(core, Number(match.params.id), url);
    else if (match?.page.id === "verify" || match?.page.id === "verifyInvoice")
      meta = {
        title: `${VERIFY[lang].title} · ${siteName}`,
        description: VERIFY[lang].description,
        image: `${base}${DEFAULT_IMAGE}`,
        url,
        type: "website",
      };
  } catch (err) {
    // A preview is a nicety: the page itself must still be served.
    core.log.warn({ err, pathname }, "share preview failed");
  }
  meta ??= {
    title: pageTitle ? clip(`${pageTitle} · ${siteName}`, 120) : siteName,
    description: TAGLINE[lang](siteName),
    image: `${base}${DEFAULT_IMAGE}`,
    url,
    type: "website",
  };
  return renderTags(meta, lang, siteName);
}

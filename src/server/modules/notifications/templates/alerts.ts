// Alerts to buyers (issue 15): new cars matching a saved search, and news of a favourite
// car (its price dropped, it was reserved or sold out). Prices show in KRW and in the
// currency of the email's language (the site's default currency for that language).
import type { Prices } from "../../../../shared/api/deals.js";
import type { Currency } from "../../../../shared/currencies.js";
import { lines, type Fmt, type Lang, type NotificationParams, type Template, type TemplateText } from "./types.js";
import { paths } from "../../../../shared/paths.js";
import { formatLocalMoney, formatWon } from "../../../lib/format.js";

type NewListings = NotificationParams["new_listings"];
type PriceDrop = NotificationParams["favorite_price_drop"];
type Unavailable = NotificationParams["favorite_unavailable"];

/** The currency the web app shows by default in each language (src/web/lib/currency.ts). */
const LANG_CURRENCY: Record<Lang, Currency> = { ko: "KRW", mn: "MNT", ru: "RUB", en: "USD" };

/** "₩21,500,000 (≈ $16,150)": KRW, and the language's own currency beside it unless that is KRW. */
export function alertPrice(lang: Lang, prices: Prices): string {
  const currency = LANG_CURRENCY[lang];
  if (currency === "KRW") return formatWon(prices.KRW, lang);
  return `${formatWon(prices.KRW, lang)} (≈ ${formatLocalMoney(prices[currency], currency, lang)})`;
}

const YEAR: Record<Lang, (y: number) => string> = {
  en: (y) => `${y}`,
  ko: (y) => `${y}년식`,
  mn: (y) => `${y} он`,
  ru: (y) => `${y} г.`,
};

const details = (c: NewListings["cars"][number], f: Fmt) =>
  `${YEAR[f.lang](c.year)} · ${f.km(c.mileage)} · ${alertPrice(f.lang, c.prices)}`;

/** The email shows cards; the in-app text (no cards) names each car with its price. */
function withList(text: Omit<TemplateText, "message">, p: NewListings, f: Fmt, more: string | false): TemplateText {
  const list = p.cars.map((c) => `• ${f.car(c.name)} — ${details(c, f)}`).join("\n");
  return { ...text, message: lines(text.paragraphs[0], list, more).join("\n\n") };
}

/** New cars that match one of the user's saved searches with alerts on (one email per scan). */
export const newListingsTemplate: Template<NewListings> = {
  audience: "account",
  link: (p) => (p.cars.length + p.more === 1 ? paths.car(p.cars[0].id) : paths.cars),
  cards: (p, f) =>
    p.cars.map((c) => ({ title: f.car(c.name), details: details(c, f), image: c.photo, link: paths.car(c.id) })),
  text: {
    en: (p, f) => {
      const n = p.cars.length + p.more;
      const more = p.more > 0 && `…and ${f.plural(p.more, { one: "{n} more car", other: "{n} more cars" })}.`;
      return withList(
        {
          title: f.plural(n, {
            one: "A new car matches your saved search",
            other: "{n} new cars match your saved searches",
          }),
          paragraphs: lines(
            `${f.plural(n, { one: "A car matching", other: "{n} cars matching" })} your saved searches ${n === 1 ? "was" : "were"} just listed on ${f.site}.`,
            more,
            "You can switch these emails off in My page → Saved searches.",
          ),
          action: n === 1 ? "View the car" : "See the cars",
        },
        p,
        f,
        more,
      );
    },
    ko: (p, f) => {
      const n = p.cars.length + p.more;
      const more = p.more > 0 && `외 ${p.more}대가 더 있습니다.`;
      return withList(
        {
          title: `저장한 검색 조건에 맞는 새 차량 ${n}대`,
          paragraphs: lines(
            `저장하신 검색 조건에 맞는 차량 ${n}대가 ${f.site}에 새로 등록되었습니다.`,
            more,
            "이 알림 메일은 마이페이지 → 저장한 검색에서 끌 수 있습니다.",
          ),
          action: n === 1 ? "차량 보기" : "차량 목록 보기",
        },
        p,
        f,
        more,
      );
    },
    mn: (p, f) => {
      const n = p.cars.length + p.more;
      const more = p.more > 0 && `…мөн өөр ${p.more} машин.`;
      return withList(
        {
          title: `Таны хадгалсан хайлтад тохирох ${n} шинэ машин`,
          paragraphs: lines(
            `Таны хадгалсан хайлтад тохирох ${n} машин ${f.site} дээр саяхан нэмэгдлээ.`,
            more,
            "Эдгээр имэйлийг «Миний хуудас → Хадгалсан хайлтууд» хэсгээс унтрааж болно.",
          ),
          action: n === 1 ? "Машиныг үзэх" : "Машинуудыг үзэх",
        },
        p,
        f,
        more,
      );
    },
    ru: (p, f) => {
      const n = p.cars.length + p.more;
      const more =
        p.more > 0 &&
        `…и ещё ${f.plural(p.more, { one: "{n} автомобиль", few: "{n} автомобиля", other: "{n} автомобилей" })}.`;
      return withList(
        {
          title: f.plural(n, {
            one: "{n} новый автомобиль по вашему сохранённому поиску",
            few: "{n} новых автомобиля по вашим сохранённым поискам",
            other: "{n} новых автомобилей по вашим сохранённым поискам",
          }),
          paragraphs: lines(
            `На ${f.site} только что ${f.plural(n, {
              one: "появился {n} автомобиль",
              few: "появились {n} автомобиля",
              other: "появились {n} автомобилей",
            })}, подходящих под ваши сохранённые поиски.`,
            more,
            "Эти письма можно отключить в разделе «Мой кабинет → Сохранённые поиски».",
          ),
          action: n === 1 ? "Посмотреть автомобиль" : "Посмотреть автомобили",
        },
        p,
        f,
        more,
      );
    },
  },
};

const carCard = (c: PriceDrop["car"], f: Fmt) => ({
  title: f.car(c.name),
  details: details(c, f),
  image: c.photo,
  link: paths.car(c.id),
});

/** A favourite car got cheaper. */
export const favoritePriceDropTemplate: Template<PriceDrop> = {
  audience: "account",
  link: (p) => paths.car(p.car.id),
  cards: (p, f) => [carCard(p.car, f)],
  text: {
    en: (p, f) => ({
      title: `Price drop: ${f.car(p.car.name)}`,
      paragraphs: [
        `The price of ${f.car(p.car.name)}, one of your favourites, went down from ${alertPrice("en", p.previous)} to ${alertPrice("en", p.car.prices)}.`,
      ],
      action: "View the car",
    }),
    ko: (p, f) => ({
      title: `가격 인하: ${f.car(p.car.name)}`,
      paragraphs: [
        `관심 차량 ${f.car(p.car.name)}의 가격이 ${alertPrice("ko", p.previous)}에서 ${alertPrice("ko", p.car.prices)}(으)로 내려갔습니다.`,
      ],
      action: "차량 보기",
    }),
    mn: (p, f) => ({
      title: `Үнэ буурлаа: ${f.car(p.car.name)}`,
      paragraphs: [
        `Таны дуртай ${f.car(p.car.name)} машины үнэ ${alertPrice("mn", p.previous)}-с ${alertPrice("mn", p.car.prices)} болж буурлаа.`,
      ],
      action: "Машиныг үзэх",
    }),
    ru: (p, f) => ({
      title: `Цена снижена: ${f.car(p.car.name)}`,
      paragraphs: [
        `Цена автомобиля ${f.car(p.car.name)} из вашего избранного снизилась с ${alertPrice("ru", p.previous)} до ${alertPrice("ru", p.car.prices)}.`,
      ],
      action: "Посмотреть автомобиль",
    }),
  },
};

/** A favourite car was reserved by another buyer or sold out. */
export const favoriteUnavailableTemplate: Template<Unavailable> = {
  audience: "account",
  link: (p) => paths.car(p.car.id),
  cards: (p, f) => [carCard(p.car, f)],
  text: {
    en: (p, f) =>
      p.status === "reserved"
        ? {
            title: `Reserved: ${f.car(p.car.name)}`,
            paragraphs: [
              `${f.car(p.car.name)}, one of your favourites, has just been reserved by another buyer.`,
              "If the reservation is not completed, the car becomes available again.",
            ],
            action: "View the car",
          }
        : {
            title: `Sold out: ${f.car(p.car.name)}`,
            paragraphs: [`${f.car(p.car.name)}, one of your favourites, has been sold.`],
            action: "View the car",
          },
    ko: (p, f) =>
      p.status === "reserved"
        ? {
            title: `예약됨: ${f.car(p.car.name)}`,
            paragraphs: [
              `관심 차량 ${f.car(p.car.name)}이(가) 다른 구매자에 의해 예약되었습니다.`,
              "예약이 완료되지 않으면 차량은 다시 구매 가능 상태가 됩니다.",
            ],
            action: "차량 보기",
          }
        : {
            title: `판매 완료: ${f.car(p.car.name)}`,
            paragraphs: [`관심 차량 ${f.car(p.car.name)}이(가) 판매되었습니다.`],
            action: "차량 보기",
          },
    mn: (p, f) =>
      p.status === "reserved"
        ? {
            title: `Захиалагдсан: ${f.car(p.car.name)}`,
            paragraphs: [
              `Таны дуртай ${f.car(p.car.name)} машиныг өөр худалдан авагч захиаллаа.`,
              "Захиалга биелэхгүй бол машин дахин худалдаанд гарна.",
            ],
            action: "Машиныг үзэх",
          }
        : {
            title: `Зарагдсан: ${f.car(p.car.name)}`,
            paragraphs: [`Таны дуртай ${f.car(p.car.name)} машин зарагдлаа.`],
            action: "Машиныг үзэх",
          },
    ru: (p, f) =>
      p.status === "reserved"
        ? {
            title: `Забронирован: ${f.car(p.car.name)}`,
            paragraphs: [
              `Автомобиль ${f.car(p.car.name)} из вашего избранного только что забронировал другой покупатель.`,
              "Если бронь не будет оформлена, автомобиль снова станет доступен.",
            ],
            action: "Посмотреть автомобиль",
          }
        : {
            title: `Продан: ${f.car(p.car.name)}`,
            paragraphs: [`Автомобиль ${f.car(p.car.name)} из вашего избранного продан.`],
            action: "Посмотреть автомобиль",
          },
  },
};

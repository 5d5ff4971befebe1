import { CC_AMOUNTS, milliToCc } from "../../../../shared/cc.js";
import { lines, type Fmt, type NotificationParams, type Template, type TemplateText } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type P = NotificationParams["recommendation"];

const fee = milliToCc(CC_AMOUNTS.vehicleRequestRecommendation);
const reward = milliToCc(CC_AMOUNTS.reviewReward);

/** "Hyundai Grandeur (2021), Kia K5 (2020)": the in-app text names every car. */
const carNames = (p: P, f: Fmt) => p.cars.map((c) => `${f.car(c.name)} (${c.year})`).join(", ");

/**
 * The email shows the cars as cards (photo, name, link), so its paragraphs leave the list
 * out; the in-app text has no cards and names the cars after the first paragraph.
 */
function withCarList(text: Omit<TemplateText, "message">, list: string): TemplateText {
  const [first, ...rest] = text.paragraphs;
  return { ...text, message: [first, list, ...rest].join("\n\n") };
}

/**
 * Cars recommended for a vehicle request (status completed). `notify` always sends it in
 * English (spec, Events 2); the other languages keep the catalogue complete.
 */
export const recommendationTemplate: Template<P> = {
  audience: "account",
  link: () => paths.inquiry,
  cards: (p, f) =>
    p.cars.map((c) => ({
      title: f.car(c.name),
      details: `${c.year} · ${f.km(c.mileage)} · ${f.krw(c.priceKrw)}`,
      image: c.photo,
      link: paths.car(c.id),
    })),
  text: {
    en: (p, f) =>
      withCarList(
        {
          title: "Vehicles recommended for your request",
          paragraphs: lines(
            `Good news: we have recommended ${f.plural(p.cars.length, { one: "{n} vehicle", other: "{n} vehicles" })} for your vehicle request #${p.requestId}. You can see them with your request.`,
            p.note && `Our note: ${p.note}`,
            `${f.cc(fee)} has been charged for the recommendation.`,
            `Write a review of this request and receive ${f.cc(reward)} as a reward.`,
          ),
          action: "View my request",
        },
        `Recommended: ${carNames(p, f)}`,
      ),
    ko: (p, f) =>
      withCarList(
        {
          title: "요청하신 차량을 추천해 드렸습니다",
          paragraphs: lines(
            `차량 요청 #${p.requestId}에 대해 차량 ${p.cars.length}대를 추천해 드렸습니다. 내 요청에서 확인하실 수 있습니다.`,
            p.note && `담당자 메모: ${p.note}`,
            `추천 수수료로 ${f.cc(fee)}가 차감되었습니다.`,
            `이 요청에 대한 리뷰를 작성하시면 보상으로 ${f.cc(reward)}를 드립니다.`,
          ),
          action: "내 요청 보기",
        },
        `추천 차량: ${carNames(p, f)}`,
      ),
    mn: (p, f) =>
      withCarList(
        {
          title: "Таны хүсэлтэд машин санал болголоо",
          paragraphs: lines(
            `Сайн мэдээ: бид таны №${p.requestId} машины хүсэлтэд ${p.cars.length} машин санал болголоо. Тэдгээрийг хүсэлтийнхээ хэсгээс харна уу.`,
            p.note && `Бидний тэмдэглэл: ${p.note}`,
            `Санал болголтын төлбөрт ${f.cc(fee)} суутгагдлаа.`,
            `Энэ хүсэлтийн талаар сэтгэгдэл бичвэл урамшуулал болгон ${f.cc(reward)} авна.`,
          ),
          action: "Миний хүсэлтийг харах",
        },
        `Санал болгосон машинууд: ${carNames(p, f)}`,
      ),
    ru: (p, f) =>
      withCarList(
        {
          title: "Для вашей заявки подобраны автомобили",
          paragraphs: lines(
            `Хорошие новости: по вашей заявке №${p.requestId} мы подобрали ${f.plural(p.cars.length, { one: "{n} автомобиль", few: "{n} автомобиля", many: "{n} автомобилей", other: "{n} автомобиля" })}. Их можно посмотреть в вашей заявке.`,
            p.note && `Наш комментарий: ${p.note}`,
            `За подбор списано ${f.cc(fee)}.`,
            `Оставьте отзыв об этой заявке и получите ${f.cc(reward)} в качестве вознаграждения.`,
          ),
          action: "Посмотреть заявку",
        },
        `Подобранные автомобили: ${carNames(p, f)}`,
      ),
  },
};

import { CC_AMOUNTS, milliToCc } from "../../../../shared/cc.js";
import { lines, type NotificationParams, type Template } from "./types.js";

type P = NotificationParams["recommendation"];

const fee = milliToCc(CC_AMOUNTS.vehicleRequestRecommendation);
const reward = milliToCc(CC_AMOUNTS.reviewReward);

/**
 * Cars recommended for a vehicle request (status completed). `notify` always sends it in
 * English (spec, Events 2); the other languages keep the catalogue complete.
 */
export const recommendationTemplate: Template<P> = {
  audience: "account",
  link: () => "/inquiry",
  text: {
    en: (p, f) => ({
      title: "Vehicles recommended for your request",
      paragraphs: lines(
        `Good news: we have recommended ${f.plural(p.carCount, { one: "{n} vehicle", other: "{n} vehicles" })} for your vehicle request #${p.requestId}. You can see them with your request.`,
        p.note && `Our note: ${p.note}`,
        `${f.cc(fee)} has been charged for the recommendation.`,
        `Write a review of this request and receive ${f.cc(reward)} as a reward.`,
      ),
      action: "View my request",
    }),
    ko: (p, f) => ({
      title: "요청하신 차량을 추천해 드렸습니다",
      paragraphs: lines(
        `차량 요청 #${p.requestId}에 대해 차량 ${p.carCount}대를 추천해 드렸습니다. 내 요청에서 확인하실 수 있습니다.`,
        p.note && `담당자 메모: ${p.note}`,
        `추천 수수료로 ${f.cc(fee)}가 차감되었습니다.`,
        `이 요청에 대한 리뷰를 작성하시면 보상으로 ${f.cc(reward)}를 드립니다.`,
      ),
      action: "내 요청 보기",
    }),
    mn: (p, f) => ({
      title: "Таны хүсэлтэд машин санал болголоо",
      paragraphs: lines(
        `Сайн мэдээ: бид таны №${p.requestId} машины хүсэлтэд ${p.carCount} машин санал болголоо. Тэдгээрийг хүсэлтийнхээ хэсгээс харна уу.`,
        p.note && `Бидний тэмдэглэл: ${p.note}`,
        `Санал болголтын төлбөрт ${f.cc(fee)} суутгагдлаа.`,
        `Энэ хүсэлтийн талаар сэтгэгдэл бичвэл урамшуулал болгон ${f.cc(reward)} авна.`,
      ),
      action: "Миний хүсэлтийг харах",
    }),
    ru: (p, f) => ({
      title: "Для вашей заявки подобраны автомобили",
      paragraphs: lines(
        `Хорошие новости: по вашей заявке №${p.requestId} мы подобрали ${f.plural(p.carCount, { one: "{n} автомобиль", few: "{n} автомобиля", many: "{n} автомобилей", other: "{n} автомобиля" })}. Их можно посмотреть в вашей заявке.`,
        p.note && `Наш комментарий: ${p.note}`,
        `За подбор списано ${f.cc(fee)}.`,
        `Оставьте отзыв об этой заявке и получите ${f.cc(reward)} в качестве вознаграждения.`,
      ),
      action: "Посмотреть заявку",
    }),
  },
};

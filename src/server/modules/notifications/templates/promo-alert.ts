import { CHROME } from "./chrome.js";
import type { NotificationParams, Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type P = NotificationParams["promo_alert"];

/** A car matching the user's promo preference was added to a promotion (email only). */
export const promoAlertTemplate: Template<P> = {
  audience: "promo",
  link: (p) => paths.car(p.carId),
  footerLinks: (p, lang) => [{ label: CHROME[lang].unsubscribeLink, url: p.unsubscribeUrl }],
  text: {
    en: (p, f) => ({
      title: `New on promotion: ${f.car(p.carName)}`,
      paragraphs: [
        `A car matching your promo alert is now featured on ${f.site}:`,
        `${f.car(p.carName)} · ${p.year} · ${f.km(p.mileage)} · ${f.krw(p.priceKrw)}`,
        "Have a look before it is gone.",
      ],
      action: "View the car",
    }),
    ko: (p, f) => ({
      title: `프로모션 신규 차량: ${f.car(p.carName)}`,
      paragraphs: [
        `회원님의 프로모션 알림 조건에 맞는 차량이 ${f.site}에 소개되었습니다.`,
        `${f.car(p.carName)} · ${p.year}년식 · ${f.km(p.mileage)} · ${f.krw(p.priceKrw)}`,
        "판매되기 전에 확인해 보세요.",
      ],
      action: "차량 보기",
    }),
    mn: (p, f) => ({
      title: `Урамшуулалд шинээр: ${f.car(p.carName)}`,
      paragraphs: [
        `Таны урамшууллын мэдэгдлийн сонголтод тохирох машин ${f.site} дээр онцлогдлоо:`,
        `${f.car(p.carName)} · ${p.year} он · ${f.km(p.mileage)} · ${f.krw(p.priceKrw)}`,
        "Зарагдахаас өмнө үзээрэй.",
      ],
      action: "Машиныг үзэх",
    }),
    ru: (p, f) => ({
      title: `Новое в акции: ${f.car(p.carName)}`,
      paragraphs: [
        `Автомобиль, подходящий под ваши промо-уведомления, теперь представлен на ${f.site}:`,
        `${f.car(p.carName)} · ${p.year} г. · ${f.km(p.mileage)} · ${f.krw(p.priceKrw)}`,
        "Посмотрите, пока его не купили.",
      ],
      action: "Посмотреть автомобиль",
    }),
  },
};

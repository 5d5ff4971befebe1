// The buyer protection the proforma invoice states (api.md "The buyer's money, protected"): the
// money is held until the car ships with its B/L, and can be asked back if it has not shipped by
// `ship_by` (before full payment: within `ship_within_days` of it), in the invoice's language.
import type { Lang } from "../../../shared/vehicle-terms.js";

export type InvoiceProtection = {
  /** The order's ship-by day ("2026-12-31"), once it is paid in full; else null. */
  shipBy: string | null;
  /** The setting `ship_within_days`, stated while `shipBy` is not set yet. */
  shipWithinDays: number;
};

const LOCALE: Record<Lang, string> = { en: "en-US", ko: "ko-KR", mn: "mn-MN", ru: "ru-RU" };

/** A day as the invoice writes its dates (the language's long date). */
const longDay = (lang: Lang, day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(LOCALE[lang], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

const russianDays = (n: number) => {
  const form = new Intl.PluralRules("ru-RU").select(n);
  return `${n} ${form === "one" ? "день" : form === "few" ? "дня" : "дней"}`;
};

/** The heading and the sentence of the protection, in the invoice's language. */
export function protectionText(lang: Lang, p: InvoiceProtection): { heading: string; text: string } {
  const by = p.shipBy === null ? null : longDay(lang, p.shipBy);
  const days = p.shipWithinDays;
  switch (lang) {
    case "ko":
      return {
        heading: "구매자 보호",
        text: `입금하신 대금은 차량이 선적되어 선하증권(B/L)이 발행될 때까지 판매자가 보관합니다. ${
          by ? `${by}까지` : `전액 입금 후 ${days}일 이내에`
        } 선적되지 않으면 내 주문 페이지에서 입금하신 금액 전액의 환불을 요청하실 수 있습니다.`,
      };
    case "mn":
      return {
        heading: "Худалдан авагчийн хамгаалалт",
        text: `Таны төлсөн мөнгийг машиныг тээврийн баримттай (B/L) ачуулах хүртэл худалдагч хадгална. Хэрэв ${
          by ? `${by} гэхэд` : `төлбөрөө бүрэн төлснөөс хойш ${days} хоногийн дотор`
        } машин ачуулагдаагүй бол «Миний захиалгууд» хуудаснаас төлсөн мөнгөө бүрэн буцаан авах хүсэлт гаргаж болно.`,
      };
    case "ru":
      return {
        heading: "Защита покупателя",
        text: `Ваши деньги хранятся у продавца, пока автомобиль не будет отгружен с коносаментом (B/L). Если автомобиль не отгружен ${
          by ? `до ${by}` : `в течение ${russianDays(days)} после полной оплаты`
        }, вы можете запросить полный возврат оплаченной суммы на странице «Мои заказы».`,
      };
    default:
      return {
        heading: "Buyer protection",
        text: `Your payment is held by the seller until the car is shipped with its bill of lading (B/L). If the car has not shipped ${
          by ? `by ${by}` : `within ${days} days of your full payment`
        }, you may ask for a full refund of what you paid on the My orders page.`,
      };
  }
}

import type { Lang } from "./api/constants.js";
import type { OrderStatus } from "./api/deals-statuses.js";

/**
 * An order's status in words, in the four languages: the emails write it inside a sentence
 * ("Your order #12 … is now shipped"), the web app as a label (a badge, a filter, a step of the
 * timeline). One list, so the two cannot drift apart.
 */
const ORDER_STATUS_WORDS: Record<Lang, Record<OrderStatus, string>> = {
  en: {
    reserved: "reserved",
    invoiced: "invoiced",
    paid: "paid",
    shipped: "shipped",
    delivered: "delivered",
    cancelled: "cancelled",
  },
  ko: {
    reserved: "예약됨",
    invoiced: "청구서 발행",
    paid: "결제 완료",
    shipped: "선적됨",
    delivered: "인도 완료",
    cancelled: "취소됨",
  },
  mn: {
    reserved: "захиалсан",
    invoiced: "нэхэмжилсэн",
    paid: "төлсөн",
    shipped: "ачуулсан",
    delivered: "хүргэгдсэн",
    cancelled: "цуцалсан",
  },
  ru: {
    reserved: "забронирован",
    invoiced: "выставлен счёт",
    paid: "оплачен",
    shipped: "отгружен",
    delivered: "доставлен",
    cancelled: "отменён",
  },
};

/** The status as a sentence writes it: "shipped", "отгружен". */
export const orderStatusWord = (status: OrderStatus, lang: Lang): string => ORDER_STATUS_WORDS[lang][status];

/** The status as a label: "Shipped", "Отгружен" (Korean has no capitals: "선적됨"). */
export function orderStatusLabel(status: OrderStatus, lang: Lang): string {
  const word = orderStatusWord(status, lang);
  return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
}

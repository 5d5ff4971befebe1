import { lines, type Lang, type NotificationParams, type Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";
import { formatUsdCents } from "../../../lib/format.js";

type Params = NotificationParams["order_amount"];

/** A USD amount with its cents, as the invoice writes it (plain spaces: it is also a mail subject). */
const usd = (lang: Lang, amount: number) => formatUsdCents(amount, lang).replace(/[\u00a0\u202f]/g, " ");

/**
 * An administrator changed an order's price or destination port: the quote and the amount due
 * were recomputed. The buyer reads the new amount (and the old one) before paying anything.
 */
export const orderAmountTemplate: Template<Params> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: new amount due ${usd("en", p.amountUsd)}`,
      paragraphs: lines(
        `We updated your order #${p.orderId} for ${f.car(p.carName)}.`,
        p.port && `Destination port: ${p.port}.`,
        `Amount due: ${usd("en", p.amountUsd)}${p.previousUsd !== null ? ` (was ${usd("en", p.previousUsd)})` : ""}.`,
        "Pay only the amount stated on your proforma invoice on the My orders page.",
      ),
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: 결제 금액 변경 ${usd("ko", p.amountUsd)}`,
      paragraphs: lines(
        `${f.car(p.carName)} 주문 #${p.orderId}의 내용이 변경되었습니다.`,
        p.port && `도착항: ${p.port}`,
        `결제하실 금액: ${usd("ko", p.amountUsd)}${p.previousUsd !== null ? ` (변경 전 ${usd("ko", p.previousUsd)})` : ""}`,
        "내 주문 페이지의 견적 청구서에 적힌 금액만 송금해 주세요.",
      ),
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: төлөх дүн ${usd("mn", p.amountUsd)} боллоо`,
      paragraphs: lines(
        `${f.car(p.carName)} машины таны #${p.orderId} захиалгыг шинэчиллээ.`,
        p.port && `Хүргэх боомт: ${p.port}.`,
        `Төлөх дүн: ${usd("mn", p.amountUsd)}${p.previousUsd !== null ? ` (өмнө нь ${usd("mn", p.previousUsd)})` : ""}.`,
        "«Миний захиалгууд» хуудсан дахь урьдчилсан нэхэмжлэхэд бичсэн дүнг л төлнө үү.",
      ),
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: новая сумма к оплате ${usd("ru", p.amountUsd)}`,
      paragraphs: lines(
        `Мы изменили ваш заказ №${p.orderId} на ${f.car(p.carName)}.`,
        p.port && `Порт назначения: ${p.port}.`,
        `Сумма к оплате: ${usd("ru", p.amountUsd)}${p.previousUsd !== null ? ` (было ${usd("ru", p.previousUsd)})` : ""}.`,
        "Оплачивайте только сумму, указанную в проформе-инвойсе на странице «Мои заказы».",
      ),
      action: "Мои заказы",
    }),
  },
};

import { lines, type NotificationParams, type Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";
import { orderStatusWord } from "../../../../shared/order-status-words.js";

type Confirmed = NotificationParams["topup_confirmed"];
type Rejected = NotificationParams["topup_rejected"];
type OrderStatusParams = NotificationParams["order_status"];

/** A bank-transfer top-up was confirmed and the CC credited. */
export const topupConfirmedTemplate: Template<Confirmed> = {
  audience: "account",
  link: () => paths.me.topups,
  text: {
    en: (p, f) => ({
      title: "Your CC top-up has been confirmed",
      paragraphs: [
        `We received your transfer ${p.reference} and credited ${f.cc(p.amount)} to your balance.`,
        "Thank you for topping up.",
      ],
      action: "View my top-ups",
    }),
    ko: (p, f) => ({
      title: "CC 충전이 완료되었습니다",
      paragraphs: [
        `입금(${p.reference})을 확인하여 ${f.cc(p.amount)}를 잔액에 충전했습니다.`,
        "충전해 주셔서 감사합니다.",
      ],
      action: "충전 내역 보기",
    }),
    mn: (p, f) => ({
      title: "Таны CC цэнэглэлт баталгаажлаа",
      paragraphs: [
        `Бид таны ${p.reference} шилжүүлгийг хүлээн авч, үлдэгдэлд тань ${f.cc(p.amount)} нэмлээ.`,
        "Цэнэглэсэнд баярлалаа.",
      ],
      action: "Цэнэглэлтүүдээ харах",
    }),
    ru: (p, f) => ({
      title: "Пополнение CC подтверждено",
      paragraphs: [
        `Мы получили ваш перевод ${p.reference} и зачислили ${f.cc(p.amount)} на ваш баланс.`,
        "Спасибо за пополнение.",
      ],
      action: "Мои пополнения",
    }),
  },
};

/** A top-up was rejected (no transfer found, wrong amount…). */
export const topupRejectedTemplate: Template<Rejected> = {
  audience: "account",
  link: () => paths.me.topups,
  text: {
    en: (p, f) => ({
      title: "Your CC top-up was rejected",
      paragraphs: lines(
        `Your top-up ${p.reference} of ${f.cc(p.amount)} was rejected.`,
        p.reason && `Reason: ${p.reason}`,
        "Reply to this email or contact us if you believe this is a mistake.",
      ),
      action: "View my top-ups",
    }),
    ko: (p, f) => ({
      title: "CC 충전 요청이 반려되었습니다",
      paragraphs: lines(
        `${f.cc(p.amount)} 충전 요청(${p.reference})이 반려되었습니다.`,
        p.reason && `사유: ${p.reason}`,
        "착오라고 생각되시면 문의해 주세요.",
      ),
      action: "충전 내역 보기",
    }),
    mn: (p, f) => ({
      title: "Таны CC цэнэглэлтийг татгалзлаа",
      paragraphs: lines(
        `Таны ${f.cc(p.amount)} хэмжээтэй ${p.reference} цэнэглэлтийг татгалзлаа.`,
        p.reason && `Шалтгаан: ${p.reason}`,
        "Алдаа гарсан гэж үзвэл бидэнтэй холбогдоно уу.",
      ),
      action: "Цэнэглэлтүүдээ харах",
    }),
    ru: (p, f) => ({
      title: "Пополнение CC отклонено",
      paragraphs: lines(
        `Ваше пополнение ${p.reference} на ${f.cc(p.amount)} отклонено.`,
        p.reason && `Причина: ${p.reason}`,
        "Если вы считаете это ошибкой, свяжитесь с нами.",
      ),
      action: "Мои пополнения",
    }),
  },
};

/** An order moved to another status (including a reservation that expired). */
export const orderStatusTemplate: Template<OrderStatusParams> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: ${orderStatusWord(p.status, "en")}`,
      paragraphs: lines(
        `Your order #${p.orderId} for ${f.car(p.carName)} is now ${orderStatusWord(p.status, "en")}.`,
        p.expired && "The reservation period ended without an invoice, so the car has been released.",
        p.status === "invoiced" && "Your proforma invoice is ready to download on the My orders page.",
        !!p.refundDueUsd &&
          `The ${f.usd(p.refundDueUsd)} you paid will be refunded to you; we will email you when it is sent.`,
        p.note && `Note: ${p.note}`,
      ),
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: ${orderStatusWord(p.status, "ko")}`,
      paragraphs: lines(
        `${f.car(p.carName)} 주문 #${p.orderId}의 상태가 '${orderStatusWord(p.status, "ko")}'(으)로 변경되었습니다.`,
        p.expired && "예약 기간이 지나 차량 예약이 해제되었습니다.",
        p.status === "invoiced" && "내 주문 페이지에서 견적 청구서(Proforma Invoice)을 내려받을 수 있습니다.",
        !!p.refundDueUsd && `입금하신 ${f.usd(p.refundDueUsd)}은(는) 환불되며, 송금 후 이메일로 알려 드리겠습니다.`,
        p.note && `메모: ${p.note}`,
      ),
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: ${orderStatusWord(p.status, "mn")}`,
      paragraphs: lines(
        `${f.car(p.carName)} машины таны #${p.orderId} захиалгын төлөв: ${orderStatusWord(p.status, "mn")}.`,
        p.expired && "Захиалгын хугацаа дууссан тул машиныг чөлөөллөө.",
        p.status === "invoiced" && "Урьдчилсан нэхэмжлэхээ «Миний захиалгууд» хуудаснаас татаж авна уу.",
        !!p.refundDueUsd &&
          `Таны төлсөн ${f.usd(p.refundDueUsd)} мөнгийг буцаан олгоно; шилжүүлмэгц имэйлээр мэдэгдэнэ.`,
        p.note && `Тэмдэглэл: ${p.note}`,
      ),
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: ${orderStatusWord(p.status, "ru")}`,
      paragraphs: lines(
        `Статус вашего заказа №${p.orderId} на ${f.car(p.carName)}: ${orderStatusWord(p.status, "ru")}.`,
        p.expired && "Срок брони истёк, автомобиль снова доступен для продажи.",
        p.status === "invoiced" && "Проформа-счёт можно скачать на странице «Мои заказы».",
        !!p.refundDueUsd &&
          `Оплаченные ${f.usd(p.refundDueUsd)} будут вам возвращены; мы сообщим по почте, когда отправим деньги.`,
        p.note && `Примечание: ${p.note}`,
      ),
      action: "Мои заказы",
    }),
  },
};

// The buyer's money on an order (api.md "The buyer's money, protected"): a payment received, a
// refund sent, a refund asked for, a claim received and decided; and the staff's emails about a
// refund request and a new claim. Amounts are USD with cents, days as the language writes them.
import type { ClaimCategory } from "../../../../shared/api/protection-values.js";
import { paths } from "../../../../shared/paths.js";
import { lines, type Lang, type NotificationParams, type Template } from "./types.js";

type Payment = NotificationParams["order_payment"];
type Refund = NotificationParams["order_refund"];
type Requested = NotificationParams["order_refund_requested"];
type ClaimReceived = NotificationParams["claim_received"];
type ClaimDecided = NotificationParams["claim_decided"];
type RequestReceived = NotificationParams["refund_request_received"];
type ClaimFiled = NotificationParams["claim_filed"];

/** What each kind of claim is called in each language. */
export const CLAIM_CATEGORY_WORDS: Record<Lang, Record<ClaimCategory, string>> = {
  en: {
    damage: "damage",
    missing_item: "missing item",
    not_as_described: "not as described",
    documents: "documents",
    other: "other",
  },
  ko: {
    damage: "파손",
    missing_item: "누락 품목",
    not_as_described: "설명과 다름",
    documents: "서류",
    other: "기타",
  },
  mn: {
    damage: "гэмтэл",
    missing_item: "дутуу эд зүйл",
    not_as_described: "тайлбартай таарахгүй",
    documents: "бичиг баримт",
    other: "бусад",
  },
  ru: {
    damage: "повреждение",
    missing_item: "недостающие предметы",
    not_as_described: "не соответствует описанию",
    documents: "документы",
    other: "другое",
  },
};

/** A buyer's or an admin's text as plain paragraphs (the layout escapes each one). */
const quote = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A payment was recorded: the amount, the day, the reference, what is left and the protection. */
export const orderPaymentTemplate: Template<Payment> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: payment of ${f.usd(p.amountUsd)} received`,
      paragraphs: lines(
        `We received ${f.usd(p.amountUsd)} for your order #${p.orderId} (${f.car(p.carName)}) on ${f.day(p.receivedOn)}, bank reference ${p.reference}.`,
        p.balanceUsd === 0
          ? `Your order is paid in full (${f.usd(p.paidUsd)}).`
          : p.balanceUsd !== null && `Paid so far: ${f.usd(p.paidUsd)}. Still to pay: ${f.usd(p.balanceUsd)}.`,
        "We hold your money until the car is shipped with its bill of lading.",
        p.shipBy &&
          `If the car has not shipped by ${f.day(p.shipBy)}, you can ask for your money back on the My orders page.`,
      ),
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: ${f.usd(p.amountUsd)} 입금 확인`,
      paragraphs: lines(
        `${f.car(p.carName)} 주문 #${p.orderId}의 대금 ${f.usd(p.amountUsd)}이(가) ${f.day(p.receivedOn)}에 입금되었습니다(은행 참조번호 ${p.reference}).`,
        p.balanceUsd === 0
          ? `주문 대금 ${f.usd(p.paidUsd)}이(가) 모두 입금되었습니다.`
          : p.balanceUsd !== null && `지금까지 입금액: ${f.usd(p.paidUsd)}. 남은 금액: ${f.usd(p.balanceUsd)}.`,
        "입금하신 대금은 차량이 선적되어 선하증권(B/L)이 발행될 때까지 보관됩니다.",
        p.shipBy && `${f.day(p.shipBy)}까지 선적되지 않으면 내 주문 페이지에서 환불을 요청하실 수 있습니다.`,
      ),
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: ${f.usd(p.amountUsd)} төлбөр хүлээн авлаа`,
      paragraphs: lines(
        `Таны ${f.car(p.carName)} машины #${p.orderId} захиалгын ${f.usd(p.amountUsd)} төлбөрийг ${f.day(p.receivedOn)}-нд хүлээн авлаа (банкны гүйлгээний дугаар ${p.reference}).`,
        p.balanceUsd === 0
          ? `Таны захиалгын төлбөр бүрэн төлөгдлөө (${f.usd(p.paidUsd)}).`
          : p.balanceUsd !== null && `Одоогоор төлсөн: ${f.usd(p.paidUsd)}. Үлдэгдэл: ${f.usd(p.balanceUsd)}.`,
        "Машиныг тээврийн баримттай (B/L) ачуулах хүртэл таны мөнгийг бид хадгална.",
        p.shipBy &&
          `Хэрэв ${f.day(p.shipBy)} гэхэд машин ачуулагдаагүй бол «Миний захиалгууд» хуудаснаас мөнгөө буцаан авах хүсэлт гаргаж болно.`,
      ),
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: получен платёж ${f.usd(p.amountUsd)}`,
      paragraphs: lines(
        `${f.day(p.receivedOn)} мы получили ${f.usd(p.amountUsd)} по вашему заказу №${p.orderId} на ${f.car(p.carName)} (референс платежа ${p.reference}).`,
        p.balanceUsd === 0
          ? `Заказ оплачен полностью (${f.usd(p.paidUsd)}).`
          : p.balanceUsd !== null && `Оплачено: ${f.usd(p.paidUsd)}. Осталось оплатить: ${f.usd(p.balanceUsd)}.`,
        "Мы храним ваши деньги, пока автомобиль не будет отгружен с коносаментом.",
        p.shipBy &&
          `Если автомобиль не будет отгружен до ${f.day(p.shipBy)}, вы сможете запросить возврат денег на странице «Мои заказы».`,
      ),
      action: "Мои заказы",
    }),
  },
};

/** A refund was sent: the amount, the day, the reference, the reason and the claim it settles. */
export const orderRefundTemplate: Template<Refund> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: refund of ${f.usd(p.amountUsd)} sent`,
      paragraphs: lines(
        `We sent you a refund of ${f.usd(p.amountUsd)} for your order #${p.orderId} (${f.car(p.carName)}) on ${f.day(p.paidOn)}, bank reference ${p.reference}.`,
        p.claimId !== null && `This refund settles your claim #${p.claimId}.`,
        `Reason: ${p.reason}`,
        `Refunded so far: ${f.usd(p.refundedUsd)} of the ${f.usd(p.paidUsd)} you paid.`,
      ),
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: ${f.usd(p.amountUsd)} 환불 송금`,
      paragraphs: lines(
        `${f.car(p.carName)} 주문 #${p.orderId}에 대해 ${f.day(p.paidOn)}에 ${f.usd(p.amountUsd)}을(를) 환불 송금했습니다(은행 참조번호 ${p.reference}).`,
        p.claimId !== null && `클레임 #${p.claimId}에 대한 환불입니다.`,
        `사유: ${p.reason}`,
        `지금까지 환불된 금액: 입금하신 ${f.usd(p.paidUsd)} 중 ${f.usd(p.refundedUsd)}.`,
      ),
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: ${f.usd(p.amountUsd)} буцаан шилжүүллээ`,
      paragraphs: lines(
        `Таны ${f.car(p.carName)} машины #${p.orderId} захиалгын ${f.usd(p.amountUsd)} мөнгийг ${f.day(p.paidOn)}-нд танд буцаан шилжүүллээ (банкны гүйлгээний дугаар ${p.reference}).`,
        p.claimId !== null && `Энэ нь таны #${p.claimId} гомдлын дагуух буцаалт юм.`,
        `Шалтгаан: ${p.reason}`,
        `Таны төлсөн нийт дүн: ${f.usd(p.paidUsd)}. Үүнээс буцаасан: ${f.usd(p.refundedUsd)}.`,
      ),
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: отправлен возврат ${f.usd(p.amountUsd)}`,
      paragraphs: lines(
        `${f.day(p.paidOn)} мы отправили вам возврат ${f.usd(p.amountUsd)} по заказу №${p.orderId} на ${f.car(p.carName)} (референс платежа ${p.reference}).`,
        p.claimId !== null && `Это возврат по вашей претензии №${p.claimId}.`,
        `Причина: ${p.reason}`,
        `Всего возвращено ${f.usd(p.refundedUsd)} из оплаченных ${f.usd(p.paidUsd)}.`,
      ),
      action: "Мои заказы",
    }),
  },
};

/** The buyer asked for the money back after `ship_by`: their confirmation. */
export const orderRefundRequestedTemplate: Template<Requested> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: your refund request was received`,
      paragraphs: [
        `You asked for your money back (${f.usd(p.heldUsd)}) because your ${f.car(p.carName)} did not ship by ${f.day(p.shipBy)}.`,
        "We will send the refund to the account you paid from and email you when it is sent.",
      ],
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: 환불 요청 접수`,
      paragraphs: [
        `${f.car(p.carName)}이(가) ${f.day(p.shipBy)}까지 선적되지 않아 요청하신 환불(${f.usd(p.heldUsd)})이 접수되었습니다.`,
        "입금하신 계좌로 환불 송금한 뒤 이메일로 알려 드리겠습니다.",
      ],
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: мөнгө буцаах хүсэлтийг хүлээн авлаа`,
      paragraphs: [
        `Таны ${f.car(p.carName)} машин ${f.day(p.shipBy)} гэхэд ачуулагдаагүй тул та ${f.usd(p.heldUsd)} мөнгөө буцаан авах хүсэлт гаргасан.`,
        "Бид төлбөр шилжүүлсэн дансанд тань мөнгийг буцаан шилжүүлж, шилжүүлмэгц имэйлээр мэдэгдэнэ.",
      ],
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: запрос на возврат принят`,
      paragraphs: [
        `Вы запросили возврат ${f.usd(p.heldUsd)}, так как ${f.car(p.carName)} не был отгружен до ${f.day(p.shipBy)}.`,
        "Мы переведём деньги на счёт, с которого вы платили, и сообщим по почте, когда возврат будет отправлен.",
      ],
      action: "Мои заказы",
    }),
  },
};

/** The buyer's claim was received. */
export const claimReceivedTemplate: Template<ClaimReceived> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: claim #${p.claimId} received`,
      paragraphs: [
        `We received your claim #${p.claimId} about your ${f.car(p.carName)} (${CLAIM_CATEGORY_WORDS.en[p.category]}).`,
        "Our staff will look at it with the evidence you sent and email you the decision.",
      ],
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: 클레임 #${p.claimId} 접수`,
      paragraphs: [
        `${f.car(p.carName)}에 대한 #${p.claimId} 클레임(${CLAIM_CATEGORY_WORDS.ko[p.category]})이 접수되었습니다.`,
        "담당자가 보내주신 자료와 함께 검토한 뒤 결과를 이메일로 알려 드리겠습니다.",
      ],
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: #${p.claimId} гомдлыг хүлээн авлаа`,
      paragraphs: [
        `Таны ${f.car(p.carName)} машины талаарх #${p.claimId} гомдлыг (${CLAIM_CATEGORY_WORDS.mn[p.category]}) хүлээн авлаа.`,
        "Манай ажилтан таны илгээсэн нотлох баримттай танилцаж, шийдвэрийг имэйлээр мэдэгдэнэ.",
      ],
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: претензия №${p.claimId} получена`,
      paragraphs: [
        `Мы получили вашу претензию №${p.claimId} по автомобилю ${f.car(p.carName)} (${CLAIM_CATEGORY_WORDS.ru[p.category]}).`,
        "Наш менеджер изучит её вместе с приложенными материалами и сообщит решение по почте.",
      ],
      action: "Мои заказы",
    }),
  },
};

/** The staff accepted or rejected the buyer's claim, with their note. */
export const claimDecidedTemplate: Template<ClaimDecided> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: claim #${p.claimId} ${p.status === "accepted" ? "accepted" : "rejected"}`,
      paragraphs: [
        `Your claim #${p.claimId} about your ${f.car(p.carName)} was ${p.status === "accepted" ? "accepted" : "rejected"}.`,
        "Our staff's note:",
        ...quote(p.note),
        p.status === "accepted"
          ? "If it comes with a refund, you will get an email when the money is sent."
          : "If you disagree, write to us from the Contact page.",
      ],
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: 클레임 #${p.claimId} ${p.status === "accepted" ? "승인" : "반려"}`,
      paragraphs: [
        `${f.car(p.carName)}에 대한 #${p.claimId} 클레임이 ${p.status === "accepted" ? "승인" : "반려"}되었습니다.`,
        "담당자 의견:",
        ...quote(p.note),
        p.status === "accepted"
          ? "환불이 있는 경우 송금 후 이메일로 알려 드리겠습니다."
          : "이의가 있으시면 문의하기 페이지로 연락해 주세요.",
      ],
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: #${p.claimId} гомдлыг ${p.status === "accepted" ? "хүлээн зөвшөөрлөө" : "татгалзлаа"}`,
      paragraphs: [
        `Таны ${f.car(p.carName)} машины талаарх #${p.claimId} гомдлыг ${p.status === "accepted" ? "хүлээн зөвшөөрлөө" : "татгалзлаа"}.`,
        "Манай ажилтны тайлбар:",
        ...quote(p.note),
        p.status === "accepted"
          ? "Мөнгө буцаан олгох бол шилжүүлмэгц имэйлээр мэдэгдэнэ."
          : "Санал нийлэхгүй бол «Холбоо барих» хуудсаар бидэнд хандана уу.",
      ],
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: претензия №${p.claimId} ${p.status === "accepted" ? "принята" : "отклонена"}`,
      paragraphs: [
        `Ваша претензия №${p.claimId} по автомобилю ${f.car(p.carName)} ${p.status === "accepted" ? "принята" : "отклонена"}.`,
        "Комментарий менеджера:",
        ...quote(p.note),
        p.status === "accepted"
          ? "Если по ней положен возврат, мы сообщим по почте, когда отправим деньги."
          : "Если вы не согласны, напишите нам через страницу «Контакты».",
      ],
      action: "Мои заказы",
    }),
  },
};

/** To the staff: a buyer asked for the money back after `ship_by`. */
export const refundRequestReceivedTemplate: Template<RequestReceived> = {
  audience: "staff",
  link: () => paths.admin.orders,
  text: {
    en: (p, f) => ({
      title: `Refund requested: order #${p.orderId}`,
      paragraphs: [
        `${p.email} asks for the money back on order #${p.orderId} (${f.car(p.carName)}): the car did not ship by ${f.day(p.shipBy)}. Held: ${f.usd(p.heldUsd)}.`,
        "The buyer's reason:",
        ...quote(p.reason),
      ],
      action: "Open Admin → Orders",
    }),
    ko: (p, f) => ({
      title: `환불 요청: 주문 #${p.orderId}`,
      paragraphs: [
        `${p.email} 님이 주문 #${p.orderId}(${f.car(p.carName)})의 환불을 요청했습니다. ${f.day(p.shipBy)}까지 선적되지 않았습니다. 보관 중인 금액: ${f.usd(p.heldUsd)}.`,
        "구매자가 적은 사유:",
        ...quote(p.reason),
      ],
      action: "관리자 → 주문 열기",
    }),
    mn: (p, f) => ({
      title: `Мөнгө буцаах хүсэлт: захиалга #${p.orderId}`,
      paragraphs: [
        `${p.email} #${p.orderId} захиалгын (${f.car(p.carName)}) мөнгөө буцаан авахыг хүсэж байна: машин ${f.day(p.shipBy)} гэхэд ачуулагдаагүй. Хадгалж буй дүн: ${f.usd(p.heldUsd)}.`,
        "Худалдан авагчийн бичсэн шалтгаан:",
        ...quote(p.reason),
      ],
      action: "Админ → Захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Запрос на возврат: заказ №${p.orderId}`,
      paragraphs: [
        `${p.email} просит вернуть деньги по заказу №${p.orderId} (${f.car(p.carName)}): автомобиль не был отгружен до ${f.day(p.shipBy)}. На хранении: ${f.usd(p.heldUsd)}.`,
        "Причина, указанная покупателем:",
        ...quote(p.reason),
      ],
      action: "Открыть раздел «Заказы»",
    }),
  },
};

/** To the staff: a buyer filed a claim after delivery. */
export const claimFiledTemplate: Template<ClaimFiled> = {
  audience: "staff",
  link: () => paths.admin.claims,
  text: {
    en: (p, f) => ({
      title: `New claim #${p.claimId} on order #${p.orderId}`,
      paragraphs: [
        `${p.email} filed a claim about ${f.car(p.carName)} (order #${p.orderId}): ${CLAIM_CATEGORY_WORDS.en[p.category]}, ${p.amountUsd === null ? "no amount asked" : `asks ${f.usd(p.amountUsd)}`}, ${f.plural(p.files, { one: "{n} evidence file", other: "{n} evidence files" })}.`,
        ...quote(p.description),
      ],
      action: "Decide in Admin → Claims",
    }),
    ko: (p, f) => ({
      title: `새 클레임 #${p.claimId}: 주문 #${p.orderId}`,
      paragraphs: [
        `${p.email} 님이 ${f.car(p.carName)}(주문 #${p.orderId})에 대해 클레임을 제기했습니다: ${CLAIM_CATEGORY_WORDS.ko[p.category]}, ${p.amountUsd === null ? "요청 금액 없음" : `요청 금액 ${f.usd(p.amountUsd)}`}, 증빙 파일 ${p.files}개.`,
        ...quote(p.description),
      ],
      action: "관리자 → 클레임에서 결정하기",
    }),
    mn: (p, f) => ({
      title: `Шинэ гомдол #${p.claimId}: захиалга #${p.orderId}`,
      paragraphs: [
        `${p.email} ${f.car(p.carName)} машины (захиалга #${p.orderId}) талаар гомдол гаргалаа: ${CLAIM_CATEGORY_WORDS.mn[p.category]}, ${p.amountUsd === null ? "дүн нэхээгүй" : `нэхэж буй дүн ${f.usd(p.amountUsd)}`}, нотлох баримт ${p.files} файл.`,
        ...quote(p.description),
      ],
      action: "Админ → Гомдлууд хэсэгт шийдэх",
    }),
    ru: (p, f) => ({
      title: `Новая претензия №${p.claimId} по заказу №${p.orderId}`,
      paragraphs: [
        `${p.email} подал претензию по автомобилю ${f.car(p.carName)} (заказ №${p.orderId}): ${CLAIM_CATEGORY_WORDS.ru[p.category]}, ${p.amountUsd === null ? "сумма не указана" : `просит ${f.usd(p.amountUsd)}`}, ${f.plural(p.files, { one: "{n} файл", few: "{n} файла", many: "{n} файлов", other: "{n} файла" })}.`,
        ...quote(p.description),
      ],
      action: "Решить в разделе «Претензии»",
    }),
  },
};

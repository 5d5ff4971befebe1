import type { OrderDocumentKind } from "../../../../shared/api/order-document-kinds.js";
import type { Lang, NotificationParams, Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type DocumentParams = NotificationParams["order_document"];

/** What each kind of shipping document is called in each language. */
export const DOCUMENT_KIND_WORDS: Record<Lang, Record<OrderDocumentKind, string>> = {
  en: {
    bill_of_lading: "bill of lading",
    export_certificate: "export certificate",
    commercial_invoice: "commercial invoice",
    inspection: "inspection report",
    photo: "photo",
    other: "document",
  },
  ko: {
    bill_of_lading: "선하증권(B/L)",
    export_certificate: "수출신고필증",
    commercial_invoice: "상업 청구서",
    inspection: "검사 보고서",
    photo: "사진",
    other: "서류",
  },
  mn: {
    bill_of_lading: "тээврийн баримт (B/L)",
    export_certificate: "экспортын гэрчилгээ",
    commercial_invoice: "худалдааны нэхэмжлэх",
    inspection: "үзлэгийн тайлан",
    photo: "зураг",
    other: "баримт бичиг",
  },
  ru: {
    bill_of_lading: "коносамент",
    export_certificate: "экспортный сертификат",
    commercial_invoice: "коммерческий инвойс",
    inspection: "акт осмотра",
    photo: "фотография",
    other: "документ",
  },
};

const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** A shipping document was added to the buyer's order: the email names it and the order. */
export const orderDocumentTemplate: Template<DocumentParams> = {
  audience: "account",
  link: () => paths.me.orders,
  text: {
    en: (p, f) => ({
      title: `Order #${p.orderId}: new document — ${DOCUMENT_KIND_WORDS.en[p.kind]}`,
      paragraphs: [
        `A ${DOCUMENT_KIND_WORDS.en[p.kind]} (${p.filename}) was added to your order #${p.orderId} for ${f.car(p.carName)}.`,
        "You can download it from the My orders page.",
      ],
      action: "View my orders",
    }),
    ko: (p, f) => ({
      title: `주문 #${p.orderId}: 새 서류 — ${DOCUMENT_KIND_WORDS.ko[p.kind]}`,
      paragraphs: [
        `${f.car(p.carName)} 주문 #${p.orderId}에 ${DOCUMENT_KIND_WORDS.ko[p.kind]}(${p.filename})이(가) 등록되었습니다.`,
        "내 주문 페이지에서 내려받을 수 있습니다.",
      ],
      action: "내 주문 보기",
    }),
    mn: (p, f) => ({
      title: `Захиалга #${p.orderId}: шинэ баримт — ${DOCUMENT_KIND_WORDS.mn[p.kind]}`,
      paragraphs: [
        `${f.car(p.carName)} машины таны #${p.orderId} захиалгад ${DOCUMENT_KIND_WORDS.mn[p.kind]} (${p.filename}) нэмэгдлээ.`,
        "«Миний захиалгууд» хуудаснаас татаж авна уу.",
      ],
      action: "Миний захиалгууд",
    }),
    ru: (p, f) => ({
      title: `Заказ №${p.orderId}: новый документ — ${DOCUMENT_KIND_WORDS.ru[p.kind]}`,
      paragraphs: [
        `${capital(DOCUMENT_KIND_WORDS.ru[p.kind])} (${p.filename}) добавлен к вашему заказу №${p.orderId} на ${f.car(p.carName)}.`,
        "Скачать его можно на странице «Мои заказы».",
      ],
      action: "Мои заказы",
    }),
  },
};

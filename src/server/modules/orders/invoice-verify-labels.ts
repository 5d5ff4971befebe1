import type { Lang } from "../../../shared/vehicle-terms.js";

type VerifyLabels = {
  /** Heading of the verification block. */
  heading: string;
  /** Before the address: scan or open it. */
  intro: string;
  /** The code, labelled. */
  code: string;
  /** The warning printed beside the bank details. */
  neverByEmail: string;
};

/** The proforma invoice's verification block (the address and QR code of /verify/{code}) in the four languages. */
export const INVOICE_VERIFY_LABELS: Record<Lang, VerifyLabels> = {
  en: {
    heading: "Verify this invoice before you pay",
    intro: "Scan the code or open this address to check the amount and our bank details:",
    code: "Verification code",
    neverByEmail:
      "Our bank details never change by email. If you receive a message asking you to pay to other details, do not pay: check this invoice at the address above and contact us.",
  },
  ko: {
    heading: "송금 전에 이 청구서를 확인하세요",
    intro: "코드를 스캔하거나 아래 주소를 열어 금액과 당사 계좌 정보를 확인하세요:",
    code: "확인 코드",
    neverByEmail:
      "당사의 계좌 정보는 이메일로 변경되지 않습니다. 다른 계좌로 송금하라는 메시지를 받으셨다면 송금하지 마시고, 위 주소에서 이 청구서를 확인한 뒤 당사에 문의하세요.",
  },
  mn: {
    heading: "Төлбөр хийхээсээ өмнө энэ нэхэмжлэхийг шалгана уу",
    intro: "Дүн болон манай дансны мэдээллийг шалгахын тулд кодыг уншуулах эсвэл энэ хаягийг нээнэ үү:",
    code: "Баталгаажуулах код",
    neverByEmail:
      "Манай дансны мэдээлэл имэйлээр хэзээ ч өөрчлөгдөхгүй. Өөр данс руу төлөхийг хүссэн мессеж ирвэл бүү төлөөрэй: энэ нэхэмжлэхийг дээрх хаягаар шалгаад бидэнтэй холбогдоно уу.",
  },
  ru: {
    heading: "Проверьте этот счёт перед оплатой",
    intro: "Отсканируйте код или откройте этот адрес, чтобы проверить сумму и наши банковские реквизиты:",
    code: "Код проверки",
    neverByEmail:
      "Наши банковские реквизиты никогда не меняются по электронной почте. Если вас просят оплатить по другим реквизитам, не платите: проверьте счёт по адресу выше и свяжитесь с нами.",
  },
};

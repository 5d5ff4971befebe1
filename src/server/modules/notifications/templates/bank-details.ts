import type { NotificationParams, Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type Changed = NotificationParams["bank_details_changed"];

/** The bank details, one paragraph a line (the layout escapes each: shown exactly as stored). */
const detailLines = (details: string) =>
  details
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The bank details printed on invoices changed: every buyer with an invoice still to pay is told
 * the new details and where to verify them (never to trust details that arrive by email alone).
 */
export const bankDetailsChangedTemplate: Template<Changed> = {
  audience: "account",
  link: (p) => (p.codes.length === 1 ? paths.verifyInvoice(p.codes[0]) : paths.verify),
  text: {
    en: (p) => ({
      title: "New bank details for paying your invoice",
      paragraphs: [
        `The bank details for paying your proforma invoice ${p.references.join(", ")} are now:`,
        ...detailLines(p.details),
        `Before you pay, check them on our verification page: ${p.verifyUrl}. Pay only to the details that page shows for your invoice; our bank details never change by email alone.`,
      ],
      action: "Verify your invoice",
    }),
    ko: (p) => ({
      title: "청구서 결제 계좌 정보가 변경되었습니다",
      paragraphs: [
        `견적 청구서 ${p.references.join(", ")}의 결제 계좌 정보가 다음과 같이 변경되었습니다:`,
        ...detailLines(p.details),
        `송금 전에 확인 페이지에서 계좌 정보를 확인하세요: ${p.verifyUrl}. 해당 페이지에 표시된 계좌로만 송금하세요. 당사의 계좌 정보는 이메일만으로 변경되지 않습니다.`,
      ],
      action: "청구서 확인하기",
    }),
    mn: (p) => ({
      title: "Нэхэмжлэхийн төлбөр хийх дансны мэдээлэл шинэчлэгдлээ",
      paragraphs: [
        `Таны ${p.references.join(", ")} урьдчилсан нэхэмжлэхийн төлбөр хийх дансны мэдээлэл одоо дараах байдалтай байна:`,
        ...detailLines(p.details),
        `Төлбөр хийхээсээ өмнө манай баталгаажуулах хуудсаар шалгана уу: ${p.verifyUrl}. Зөвхөн тэр хуудсанд таны нэхэмжлэхэд харуулсан данс руу төлнө үү; манай дансны мэдээлэл зөвхөн имэйлээр хэзээ ч өөрчлөгдөхгүй.`,
      ],
      action: "Нэхэмжлэхээ шалгах",
    }),
    ru: (p) => ({
      title: "Новые банковские реквизиты для оплаты счёта",
      paragraphs: [
        `Реквизиты для оплаты вашего проформа-инвойса ${p.references.join(", ")} теперь такие:`,
        ...detailLines(p.details),
        `Перед оплатой проверьте их на нашей странице проверки: ${p.verifyUrl}. Платите только по реквизитам, которые эта страница показывает для вашего счёта; наши реквизиты никогда не меняются одним лишь письмом.`,
      ],
      action: "Проверить счёт",
    }),
  },
};

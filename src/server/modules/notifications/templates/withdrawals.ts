import { lines, type NotificationParams, type Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type Paid = NotificationParams["withdrawal_paid"];
type Rejected = NotificationParams["withdrawal_rejected"];

/** A withdrawal of cash CC was paid out. */
export const withdrawalPaidTemplate: Template<Paid> = {
  audience: "account",
  link: () => paths.me.withdrawals,
  text: {
    en: (p, f) => ({
      title: "Your withdrawal has been paid",
      paragraphs: [
        `We have paid out your withdrawal of ${f.cc(p.amount)}.`,
        "Depending on the payment method, it may take a few days to arrive.",
      ],
      action: "View my withdrawals",
    }),
    ko: (p, f) => ({
      title: "출금이 완료되었습니다",
      paragraphs: [`${f.cc(p.amount)} 출금액을 지급했습니다.`, "결제 수단에 따라 입금까지 며칠이 걸릴 수 있습니다."],
      action: "출금 내역 보기",
    }),
    mn: (p, f) => ({
      title: "Таны мөнгө татах хүсэлтийг төллөө",
      paragraphs: [
        `Бид таны ${f.cc(p.amount)} хэмжээтэй мөнгө татах хүсэлтийг төллөө.`,
        "Төлбөрийн хэрэгслээс хамааран хүрэхэд хэдэн өдөр шаардагдаж магадгүй.",
      ],
      action: "Мөнгө татах түүхээ харах",
    }),
    ru: (p, f) => ({
      title: "Вывод средств выполнен",
      paragraphs: [
        `Мы выплатили ваш вывод на сумму ${f.cc(p.amount)}.`,
        "В зависимости от способа выплаты зачисление может занять несколько дней.",
      ],
      action: "Мои выводы",
    }),
  },
};

/** A withdrawal request was rejected; the held amount went back to the balance. */
export const withdrawalRejectedTemplate: Template<Rejected> = {
  audience: "account",
  link: () => paths.me.withdrawals,
  text: {
    en: (p, f) => ({
      title: "Your withdrawal request was rejected",
      paragraphs: lines(
        `Your withdrawal request of ${f.cc(p.amount)} was rejected.`,
        p.note && `Reason: ${p.note}`,
        "The amount has been returned to your withdrawable balance.",
      ),
      action: "View my withdrawals",
    }),
    ko: (p, f) => ({
      title: "출금 요청이 반려되었습니다",
      paragraphs: lines(
        `${f.cc(p.amount)} 출금 요청이 반려되었습니다.`,
        p.note && `사유: ${p.note}`,
        "해당 금액은 출금 가능 잔액으로 반환되었습니다.",
      ),
      action: "출금 내역 보기",
    }),
    mn: (p, f) => ({
      title: "Таны мөнгө татах хүсэлтийг татгалзлаа",
      paragraphs: lines(
        `Таны ${f.cc(p.amount)} хэмжээтэй мөнгө татах хүсэлтийг татгалзлаа.`,
        p.note && `Шалтгаан: ${p.note}`,
        "Уг дүнг таны татан авах боломжтой үлдэгдэлд буцаан олголоо.",
      ),
      action: "Мөнгө татах түүхээ харах",
    }),
    ru: (p, f) => ({
      title: "Запрос на вывод отклонён",
      paragraphs: lines(
        `Ваш запрос на вывод ${f.cc(p.amount)} отклонён.`,
        p.note && `Причина: ${p.note}`,
        "Сумма возвращена на ваш выводимый баланс.",
      ),
      action: "Мои выводы",
    }),
  },
};

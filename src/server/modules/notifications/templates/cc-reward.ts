import type { NotificationParams, Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type P = NotificationParams["cc_reward"];

/** CC credited as a reward: a review, a referral sign-up or an approved SNS share. */
export const ccRewardTemplate: Template<P> = {
  audience: "account",
  link: () => paths.me.home,
  text: {
    en: (p, f) => ({
      title: `You earned ${f.cc(p.amount)}`,
      paragraphs: [
        {
          review: `Thank you for your review! ${f.cc(p.amount)} has been added to your balance.`,
          referral: `A friend signed up with your referral link. ${f.cc(p.amount)} has been added to your balance.`,
          sns: `Your SNS share was approved. ${f.cc(p.amount)} has been added to your withdrawable balance.`,
        }[p.reason],
      ],
      action: "See my balance",
    }),
    ko: (p, f) => ({
      title: `${f.cc(p.amount)}가 적립되었습니다`,
      paragraphs: [
        {
          review: `리뷰를 작성해 주셔서 감사합니다! ${f.cc(p.amount)}가 잔액에 추가되었습니다.`,
          referral: `친구가 회원님의 추천 링크로 가입했습니다. ${f.cc(p.amount)}가 잔액에 추가되었습니다.`,
          sns: `SNS 공유가 승인되었습니다. 출금 가능 잔액에 ${f.cc(p.amount)}가 추가되었습니다.`,
        }[p.reason],
      ],
      action: "잔액 보기",
    }),
    mn: (p, f) => ({
      title: `Танд ${f.cc(p.amount)} олгогдлоо`,
      paragraphs: [
        {
          review: `Сэтгэгдэл бичсэнд баярлалаа! Таны үлдэгдэлд ${f.cc(p.amount)} нэмэгдлээ.`,
          referral: `Таны найз таны урилгын холбоосоор бүртгүүллээ. Таны үлдэгдэлд ${f.cc(p.amount)} нэмэгдлээ.`,
          sns: `Таны SNS хуваалцалт батлагдлаа. Таны татан авах боломжтой үлдэгдэлд ${f.cc(p.amount)} нэмэгдлээ.`,
        }[p.reason],
      ],
      action: "Үлдэгдлээ харах",
    }),
    ru: (p, f) => ({
      title: `Вам начислено ${f.cc(p.amount)}`,
      paragraphs: [
        {
          review: `Спасибо за отзыв! На ваш баланс зачислено ${f.cc(p.amount)}.`,
          referral: `Друг зарегистрировался по вашей реферальной ссылке. На ваш баланс зачислено ${f.cc(p.amount)}.`,
          sns: `Ваша публикация в соцсетях одобрена. На ваш выводимый баланс зачислено ${f.cc(p.amount)}.`,
        }[p.reason],
      ],
      action: "Мой баланс",
    }),
  },
};

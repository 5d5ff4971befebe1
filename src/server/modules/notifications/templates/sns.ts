import { lines, type NotificationParams, type Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type Verified = NotificationParams["sns_verified"];
type Rejected = NotificationParams["sns_rejected"];

/** An SNS share submission was approved (with its reward, when there is one). */
export const snsVerifiedTemplate: Template<Verified> = {
  audience: "account",
  link: () => paths.me.sns,
  text: {
    en: (p, f) => ({
      title: "Your SNS share was approved",
      paragraphs: lines(
        `Thank you for sharing us on ${f.platform(p.platform)}! Your submission has been verified.`,
        p.amount ? `${f.cc(p.amount)} has been added to your withdrawable balance.` : null,
      ),
      action: "View my shares",
    }),
    ko: (p, f) => ({
      title: "SNS 공유가 승인되었습니다",
      paragraphs: lines(
        `${f.platform(p.platform)}에 공유해 주셔서 감사합니다! 제출하신 공유가 확인되었습니다.`,
        p.amount ? `출금 가능 잔액에 ${f.cc(p.amount)}가 추가되었습니다.` : null,
      ),
      action: "내 공유 보기",
    }),
    mn: (p, f) => ({
      title: "Таны SNS хуваалцалт батлагдлаа",
      paragraphs: lines(
        `${f.platform(p.platform)} дээр биднийг хуваалцсанд баярлалаа! Таны илгээсэн хуваалцалт баталгаажлаа.`,
        p.amount ? `Таны татан авах боломжтой үлдэгдэлд ${f.cc(p.amount)} нэмэгдлээ.` : null,
      ),
      action: "Миний хуваалцалтыг харах",
    }),
    ru: (p, f) => ({
      title: "Ваша публикация в соцсетях одобрена",
      paragraphs: lines(
        `Спасибо, что рассказали о нас (${f.platform(p.platform)})! Ваша публикация проверена.`,
        p.amount ? `На ваш выводимый баланс зачислено ${f.cc(p.amount)}.` : null,
      ),
      action: "Мои публикации",
    }),
  },
};

/** An SNS share submission was rejected. */
export const snsRejectedTemplate: Template<Rejected> = {
  audience: "account",
  link: () => paths.me.sns,
  text: {
    en: (p, f) => ({
      title: "Your SNS share was not approved",
      paragraphs: lines(
        `We could not verify your share on ${f.platform(p.platform)}.`,
        p.note && `Reason: ${p.note}`,
        "Please check that the post is public and links to our site, then submit it again.",
      ),
      action: "View my shares",
    }),
    ko: (p, f) => ({
      title: "SNS 공유가 승인되지 않았습니다",
      paragraphs: lines(
        `${f.platform(p.platform)} 공유를 확인하지 못했습니다.`,
        p.note && `사유: ${p.note}`,
        "게시물이 전체 공개이며 저희 사이트 링크가 포함되어 있는지 확인한 후 다시 제출해 주세요.",
      ),
      action: "내 공유 보기",
    }),
    mn: (p, f) => ({
      title: "Таны SNS хуваалцалт батлагдсангүй",
      paragraphs: lines(
        `Бид таны ${f.platform(p.platform)} дээрх хуваалцалтыг баталгаажуулж чадсангүй.`,
        p.note && `Шалтгаан: ${p.note}`,
        "Нийтлэл нийтэд нээлттэй бөгөөд манай сайтын холбоостой эсэхийг шалгаад дахин илгээнэ үү.",
      ),
      action: "Миний хуваалцалтыг харах",
    }),
    ru: (p, f) => ({
      title: "Ваша публикация в соцсетях не одобрена",
      paragraphs: lines(
        `Нам не удалось подтвердить вашу публикацию (${f.platform(p.platform)}).`,
        p.note && `Причина: ${p.note}`,
        "Убедитесь, что публикация открыта для всех и содержит ссылку на наш сайт, и отправьте её снова.",
      ),
      action: "Мои публикации",
    }),
  },
};

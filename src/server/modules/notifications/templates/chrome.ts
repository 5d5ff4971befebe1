import type { Audience, Lang } from "./types.js";

/** The translated frame around every email and the unsubscribe page. */
export type Chrome = {
  footer: Record<Audience, (site: string) => string>;
  /** Button of an email built from a bare title and message (createNotification). */
  defaultAction: string;
  unsubscribeLink: string;
  unsubscribed: { title: string; body: (email: string) => string; back: (site: string) => string };
  invalidLink: { title: string; body: string };
};

export const CHROME: Record<Lang, Chrome> = {
  en: {
    footer: {
      account: (site) => `You receive this email because you have an account at ${site}.`,
      promo: (site) => `You receive this email because you switched on promo alerts at ${site}.`,
      admin: (site) => `Sent by the contact form of ${site}.`,
      staff: (site) => `Sent to the staff address by ${site}.`,
    },
    defaultAction: "Open my page",
    unsubscribeLink: "Switch off promo alerts",
    unsubscribed: {
      title: "Promo alerts switched off",
      body: (email) =>
        `You will no longer receive promo alert emails at ${email}. You can switch them on again at any time on your page.`,
      back: (site) => `Go to ${site}`,
    },
    invalidLink: {
      title: "This link is not valid",
      body: "The unsubscribe link is incomplete or has been changed. Please use the link from the email, or switch promo alerts off on your page.",
    },
  },
  ko: {
    footer: {
      account: (site) => `${site} 회원이시므로 이 메일을 보내 드립니다.`,
      promo: (site) => `${site}에서 프로모션 알림을 켜 두셨기 때문에 이 메일을 보내 드립니다.`,
      admin: (site) => `${site} 문의 양식에서 보낸 메일입니다.`,
      staff: (site) => `${site}에서 담당자 주소로 보낸 메일입니다.`,
    },
    defaultAction: "내 페이지 열기",
    unsubscribeLink: "프로모션 알림 끄기",
    unsubscribed: {
      title: "프로모션 알림이 꺼졌습니다",
      body: (email) =>
        `${email} 주소로 더 이상 프로모션 알림 메일을 보내지 않습니다. 내 페이지에서 언제든지 다시 켤 수 있습니다.`,
      back: (site) => `${site} 바로가기`,
    },
    invalidLink: {
      title: "유효하지 않은 링크입니다",
      body: "수신 거부 링크가 불완전하거나 변경되었습니다. 메일에 있는 링크를 사용하시거나 내 페이지에서 프로모션 알림을 꺼 주세요.",
    },
  },
  mn: {
    footer: {
      account: (site) => `Та ${site} сайтад бүртгэлтэй тул энэ имэйлийг хүлээн авлаа.`,
      promo: (site) => `Та ${site} сайтад урамшууллын мэдэгдлийг асаасан тул энэ имэйлийг хүлээн авлаа.`,
      admin: (site) => `${site} сайтын холбоо барих маягтаас илгээсэн.`,
      staff: (site) => `${site} сайтаас ажилтны хаяг руу илгээсэн.`,
    },
    defaultAction: "Миний хуудсыг нээх",
    unsubscribeLink: "Урамшууллын мэдэгдлийг унтраах",
    unsubscribed: {
      title: "Урамшууллын мэдэгдэл унтарлаа",
      body: (email) =>
        `${email} хаяг руу урамшууллын мэдэгдлийн имэйл цаашид илгээхгүй. Та өөрийн хуудаснаас хүссэн үедээ дахин асааж болно.`,
      back: (site) => `${site} руу очих`,
    },
    invalidLink: {
      title: "Энэ холбоос хүчингүй байна",
      body: "Бүртгэлээс гарах холбоос дутуу эсвэл өөрчлөгдсөн байна. Имэйл дэх холбоосыг ашиглах эсвэл өөрийн хуудаснаас урамшууллын мэдэгдлийг унтраана уу.",
    },
  },
  ru: {
    footer: {
      account: (site) => `Вы получили это письмо, потому что зарегистрированы на ${site}.`,
      promo: (site) => `Вы получили это письмо, потому что включили промо-уведомления на ${site}.`,
      admin: (site) => `Отправлено через форму обратной связи ${site}.`,
      staff: (site) => `Отправлено ${site} на адрес сотрудников.`,
    },
    defaultAction: "Открыть мою страницу",
    unsubscribeLink: "Отключить промо-уведомления",
    unsubscribed: {
      title: "Промо-уведомления отключены",
      body: (email) =>
        `Мы больше не будем присылать промо-уведомления на ${email}. Вы можете снова включить их в любое время на своей странице.`,
      back: (site) => `Перейти на ${site}`,
    },
    invalidLink: {
      title: "Ссылка недействительна",
      body: "Ссылка для отписки неполная или была изменена. Воспользуйтесь ссылкой из письма или отключите промо-уведомления на своей странице.",
    },
  },
};

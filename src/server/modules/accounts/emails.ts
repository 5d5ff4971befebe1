import { LANGUAGES as LANGS, type Lang } from "../../../shared/api/constants.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { enqueueMail, renderEmailLayout } from "../mail/index.js";

export { LANGUAGES as LANGS, type Lang } from "../../../shared/api/constants.js";

export const asLang = (value: string | null | undefined): Lang =>
  (LANGS as readonly string[]).includes(value ?? "") ? (value as Lang) : "en";

type Texts = {
  codeSubject: (site: string) => string;
  codeHeading: string;
  /** The first paragraph introduces the code, which the email shows right after it. */
  codeBody: (minutes: number) => string[];
  resetSubject: (site: string) => string;
  resetHeading: string;
  resetBody: (minutes: number) => string[];
  resetAction: string;
};

const TEXTS: Record<Lang, Texts> = {
  en: {
    codeSubject: (site) => `Your ${site} verification code`,
    codeHeading: "Confirm your email address",
    codeBody: (minutes) => [
      "Your verification code:",
      `Enter it on the registration page within ${minutes} minutes.`,
      "If you did not ask to register, you can ignore this email.",
    ],
    resetSubject: (site) => `Reset your ${site} password`,
    resetHeading: "Reset your password",
    resetBody: (minutes) => [
      "Someone (hopefully you) asked to reset the password of your account.",
      `The link below works once and expires in ${minutes} minutes. Resetting the password also unlocks your account and signs you out on every device.`,
      "If you did not ask for this, you can ignore this email: your password stays the same.",
    ],
    resetAction: "Choose a new password",
  },
  ko: {
    codeSubject: (site) => `${site} 인증 코드`,
    codeHeading: "이메일 주소를 확인해 주세요",
    codeBody: (minutes) => [
      "인증 코드:",
      `${minutes}분 안에 회원가입 페이지에 입력해 주세요.`,
      "회원가입을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.",
    ],
    resetSubject: (site) => `${site} 비밀번호 재설정`,
    resetHeading: "비밀번호 재설정",
    resetBody: (minutes) => [
      "계정의 비밀번호 재설정이 요청되었습니다.",
      `아래 링크는 한 번만 사용할 수 있으며 ${minutes}분 후에 만료됩니다. 비밀번호를 재설정하면 계정 잠금이 해제되고 모든 기기에서 로그아웃됩니다.`,
      "요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.",
    ],
    resetAction: "새 비밀번호 설정",
  },
  mn: {
    codeSubject: (site) => `${site} баталгаажуулах код`,
    codeHeading: "Имэйл хаягаа баталгаажуулна уу",
    codeBody: (minutes) => [
      "Таны баталгаажуулах код:",
      `Бүртгэлийн хуудсанд ${minutes} минутын дотор оруулна уу.`,
      "Хэрэв та бүртгүүлэх хүсэлт гаргаагүй бол энэ имэйлийг үл тоомсорлоно уу.",
    ],
    resetSubject: (site) => `${site} нууц үгээ сэргээх`,
    resetHeading: "Нууц үгээ сэргээх",
    resetBody: (minutes) => [
      "Таны бүртгэлийн нууц үгийг сэргээх хүсэлт ирлээ.",
      `Доорх холбоосыг зөвхөн нэг удаа ашиглах боломжтой бөгөөд ${minutes} минутын дараа хүчингүй болно. Нууц үгээ сэргээхэд таны бүртгэлийн түгжээ тайлагдаж, бүх төхөөрөмжөөс гарна.`,
      "Хэрэв та хүсэлт гаргаагүй бол энэ имэйлийг үл тоомсорлоно уу: нууц үг тань өөрчлөгдөхгүй.",
    ],
    resetAction: "Шинэ нууц үг сонгох",
  },
  ru: {
    codeSubject: (site) => `Код подтверждения ${site}`,
    codeHeading: "Подтвердите адрес электронной почты",
    codeBody: (minutes) => [
      "Ваш код подтверждения:",
      `Введите его на странице регистрации в течение ${minutes} минут.`,
      "Если вы не регистрировались, просто проигнорируйте это письмо.",
    ],
    resetSubject: (site) => `Сброс пароля ${site}`,
    resetHeading: "Сброс пароля",
    resetBody: (minutes) => [
      "Поступил запрос на сброс пароля вашей учётной записи.",
      `Ссылка ниже действует один раз и истекает через ${minutes} минут. Сброс пароля также снимает блокировку учётной записи и завершает все ваши сеансы.`,
      "Если вы не запрашивали сброс, проигнорируйте это письмо: пароль останется прежним.",
    ],
    resetAction: "Задать новый пароль",
  },
};

export const accountTexts = (lang: Lang): Texts => TEXTS[lang];

/** What one of the account's emails says; the site's name, address and footer are added. */
type AccountEmail = {
  subject: (site: string) => string;
  heading: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
};

/** Queues an email about the account, in the site's frame and the user's language. */
export async function queueAccountEmail(core: Core, tx: DbOrTx, to: string, lang: Lang, email: AccountEmail) {
  const site = core.config.siteName;
  const { subject, ...content } = email;
  const { html, text } = renderEmailLayout({
    siteName: site,
    baseUrl: core.config.publicBaseUrl,
    lang,
    ...content,
    footer: site,
  });
  await enqueueMail(core, tx, { to, subject: subject(site), html, text });
}

/** Queues the 6-digit registration code email. */
export function sendVerificationCodeEmail(
  core: Core,
  tx: DbOrTx,
  to: string,
  lang: Lang,
  code: string,
  minutes: number,
) {
  const t = TEXTS[lang];
  return queueAccountEmail(core, tx, to, lang, {
    subject: t.codeSubject,
    heading: t.codeHeading,
    paragraphs: t.codeBody(minutes),
    code,
  });
}

/** Queues the password reset email with its single-use link. */
export function sendPasswordResetEmail(core: Core, tx: DbOrTx, to: string, lang: Lang, url: string, minutes: number) {
  const t = TEXTS[lang];
  return queueAccountEmail(core, tx, to, lang, {
    subject: t.resetSubject,
    heading: t.resetHeading,
    paragraphs: t.resetBody(minutes),
    action: { label: t.resetAction, url },
  });
}

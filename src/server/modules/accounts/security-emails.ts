import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { paths } from "../../../shared/paths.js";
import { queueAccountEmail, type Lang } from "./emails.js";

/**
 * The emails that tell a user their account's security changed (api.md "Keys that stay secret"):
 * a password changed while signed in, a second factor turned off by an administrator. Each says
 * what happened, what it ended, and what to do if it was not them.
 */
type Notice = { subject: (site: string) => string; heading: string; body: string[]; action: string };

const PASSWORD_CHANGED: Record<Lang, Notice> = {
  en: {
    subject: (site) => `Your ${site} password was changed`,
    heading: "Your password was changed",
    body: [
      "The password of your account was just changed.",
      "You stay signed in on the device it was changed from; every other device was signed out.",
      "If this was not you, reset your password now with the button below, then check My page → Security.",
    ],
    action: "Reset my password",
  },
  ko: {
    subject: (site) => `${site} 비밀번호가 변경되었습니다`,
    heading: "비밀번호가 변경되었습니다",
    body: [
      "방금 계정의 비밀번호가 변경되었습니다.",
      "비밀번호를 변경한 기기에서는 로그인이 유지되며, 다른 기기에서는 모두 로그아웃되었습니다.",
      "본인이 변경하지 않았다면 아래 버튼으로 지금 비밀번호를 재설정한 뒤 마이페이지 → 보안을 확인해 주세요.",
    ],
    action: "비밀번호 재설정",
  },
  mn: {
    subject: (site) => `${site} дахь нууц үг тань солигдлоо`,
    heading: "Нууц үг тань солигдлоо",
    body: [
      "Таны бүртгэлийн нууц үг саяхан солигдлоо.",
      "Нууц үгийг сольсон төхөөрөмж дээр нэвтэрсэн хэвээр байна; бусад бүх төхөөрөмжөөс гарлаа.",
      "Хэрэв та өөрөө солиогүй бол доорх товчоор нууц үгээ одоо сэргээгээд, Миний хуудас → Аюулгүй байдал хэсгийг шалгана уу.",
    ],
    action: "Нууц үгээ сэргээх",
  },
  ru: {
    subject: (site) => `Пароль от ${site} изменён`,
    heading: "Ваш пароль изменён",
    body: [
      "Пароль вашей учётной записи только что изменён.",
      "На устройстве, с которого его сменили, вход сохранён; на всех остальных устройствах выполнен выход.",
      "Если это были не вы, сразу сбросьте пароль кнопкой ниже и проверьте раздел «Личный кабинет → Безопасность».",
    ],
    action: "Сбросить пароль",
  },
};

const TOTP_RESET: Record<Lang, Notice> = {
  en: {
    subject: (site) => `Two-step sign-in was turned off on your ${site} account`,
    heading: "Two-step sign-in was turned off",
    body: [
      "An administrator turned off two-step sign-in on your account, as is done when the authenticator app and the recovery codes are lost.",
      "You were signed out everywhere. Sign in with your password, then set up two-step sign-in again under My page → Security.",
      "If you did not ask for this, reset your password now and contact us.",
    ],
    action: "Sign in",
  },
  ko: {
    subject: (site) => `${site} 계정의 2단계 로그인이 해제되었습니다`,
    heading: "2단계 로그인이 해제되었습니다",
    body: [
      "인증 앱과 복구 코드를 모두 잃어버린 경우처럼, 관리자가 계정의 2단계 로그인을 해제했습니다.",
      "모든 기기에서 로그아웃되었습니다. 비밀번호로 로그인한 뒤 마이페이지 → 보안에서 2단계 로그인을 다시 설정해 주세요.",
      "요청하지 않으셨다면 지금 비밀번호를 재설정하고 저희에게 문의해 주세요.",
    ],
    action: "로그인",
  },
  mn: {
    subject: (site) => `${site} дахь бүртгэлийн хоёр шаттай нэвтрэлт унтарлаа`,
    heading: "Хоёр шаттай нэвтрэлт унтарлаа",
    body: [
      "Баталгаажуулах апп болон сэргээх кодоо алдсан үед хийдгийн дагуу админ таны бүртгэлийн хоёр шаттай нэвтрэлтийг унтраалаа.",
      "Та бүх төхөөрөмжөөс гарлаа. Нууц үгээрээ нэвтэрч, Миний хуудас → Аюулгүй байдал хэсэгт хоёр шаттай нэвтрэлтийг дахин тохируулна уу.",
      "Хэрэв та ийм хүсэлт гаргаагүй бол нууц үгээ одоо сэргээж, бидэнтэй холбогдоно уу.",
    ],
    action: "Нэвтрэх",
  },
  ru: {
    subject: (site) => `Двухэтапный вход в учётную запись ${site} отключён`,
    heading: "Двухэтапный вход отключён",
    body: [
      "Администратор отключил двухэтапный вход в вашу учётную запись — так делают, когда утеряны и приложение-аутентификатор, и коды восстановления.",
      "Выполнен выход на всех устройствах. Войдите с паролем и снова настройте двухэтапный вход в разделе «Личный кабинет → Безопасность».",
      "Если вы об этом не просили, сразу сбросьте пароль и свяжитесь с нами.",
    ],
    action: "Войти",
  },
};

function sendNotice(core: Core, tx: DbOrTx, to: string, lang: Lang, notice: Notice, url: string) {
  return queueAccountEmail(core, tx, to, lang, {
    subject: notice.subject,
    heading: notice.heading,
    paragraphs: notice.body,
    action: { label: notice.action, url },
  });
}

/** Queues "your password was changed", with the way to reset it if it was not them. */
export function sendPasswordChangedEmail(core: Core, tx: DbOrTx, to: string, lang: Lang) {
  const url = `${core.config.publicBaseUrl}${paths.forgotPassword}?email=${encodeURIComponent(to)}`;
  return sendNotice(core, tx, to, lang, PASSWORD_CHANGED[lang], url);
}

/** Queues "two-step sign-in was turned off by an administrator", with the way back in. */
export function sendTotpResetEmail(core: Core, tx: DbOrTx, to: string, lang: Lang) {
  return sendNotice(core, tx, to, lang, TOTP_RESET[lang], `${core.config.publicBaseUrl}${paths.login}`);
}

import type { NotificationParams, Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type P = NotificationParams["admin_message"];

const body = (message: string) =>
  message
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A message an administrator wrote (to one user or to all); only the frame is translated. */
export const adminMessageTemplate: Template<P> = {
  audience: "account",
  link: () => paths.me.notifications,
  text: {
    en: (p, f) => ({
      title: p.title,
      message: p.message,
      paragraphs: [...body(p.message), `— The ${f.site} team`],
      action: "View notifications",
    }),
    ko: (p, f) => ({
      title: p.title,
      message: p.message,
      paragraphs: [...body(p.message), `— ${f.site} 팀 드림`],
      action: "알림 보기",
    }),
    mn: (p, f) => ({
      title: p.title,
      message: p.message,
      paragraphs: [...body(p.message), `— ${f.site} баг`],
      action: "Мэдэгдлүүдийг харах",
    }),
    ru: (p, f) => ({
      title: p.title,
      message: p.message,
      paragraphs: [...body(p.message), `— Команда ${f.site}`],
      action: "Посмотреть уведомления",
    }),
  },
};

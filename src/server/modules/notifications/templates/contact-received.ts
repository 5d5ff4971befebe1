import type { NotificationParams, Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type P = NotificationParams["contact_received"];

const body = (message: string) =>
  message
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A Contact Us message, to each administrator (email only; replying reaches the sender). */
export const contactReceivedTemplate: Template<P> = {
  audience: "admin",
  link: () => paths.admin.contactMessages,
  text: {
    en: (p) => ({
      title: `New contact message: ${p.subject}`,
      paragraphs: [
        `${p.name} <${p.email}> sent a message through the contact form (#${p.messageId}):`,
        `Subject: ${p.subject}`,
        ...body(p.message),
        "Reply to this email to answer the sender directly.",
      ],
      action: "Open contact messages",
    }),
    ko: (p) => ({
      title: `새 문의 메시지: ${p.subject}`,
      paragraphs: [
        `${p.name} <${p.email}> 님이 문의 양식으로 메시지를 보냈습니다(#${p.messageId}).`,
        `제목: ${p.subject}`,
        ...body(p.message),
        "이 메일에 회신하면 보낸 분에게 바로 답장할 수 있습니다.",
      ],
      action: "문의 메시지 보기",
    }),
    mn: (p) => ({
      title: `Шинэ холбоо барих мессеж: ${p.subject}`,
      paragraphs: [
        `${p.name} <${p.email}> холбоо барих маягтаар мессеж илгээлээ (#${p.messageId}):`,
        `Гарчиг: ${p.subject}`,
        ...body(p.message),
        "Илгээгчид шууд хариулахын тулд энэ имэйлд хариу бичнэ үү.",
      ],
      action: "Холбоо барих мессежүүдийг нээх",
    }),
    ru: (p) => ({
      title: `Новое сообщение с сайта: ${p.subject}`,
      paragraphs: [
        `${p.name} <${p.email}> отправил(а) сообщение через форму обратной связи (№${p.messageId}):`,
        `Тема: ${p.subject}`,
        ...body(p.message),
        "Ответьте на это письмо, чтобы написать отправителю напрямую.",
      ],
      action: "Открыть сообщения",
    }),
  },
};

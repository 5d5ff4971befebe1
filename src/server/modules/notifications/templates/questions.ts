import type { NotificationParams, Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type Reply = NotificationParams["question_reply"];
type Received = NotificationParams["question_received"];

/**
 * A message as plain text paragraphs: the layout escapes every paragraph, so HTML a buyer or an
 * administrator typed is shown as the characters they typed, never rendered.
 */
const quote = (message: string) =>
  message
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Where a reply's notification leads: the buyer's thread (reading it reads the notification too). */
export const questionThreadLink = (threadId: number) => paths.me.question(threadId);

/** The staff answered a buyer's question about a car: the email names the car and quotes the reply. */
export const questionReplyTemplate: Template<Reply> = {
  audience: "account",
  link: (p) => questionThreadLink(p.threadId),
  text: {
    en: (p, f) => ({
      title: `Reply to your question about ${f.car(p.carName)}`,
      message: p.reply,
      paragraphs: [`Our staff answered your question about ${f.car(p.carName)}:`, ...quote(p.reply)],
      action: "Open the conversation",
    }),
    ko: (p, f) => ({
      title: `${f.car(p.carName)} 문의에 대한 답변`,
      message: p.reply,
      paragraphs: [`${f.car(p.carName)}에 대해 남기신 문의에 담당자가 답변했습니다.`, ...quote(p.reply)],
      action: "대화 보기",
    }),
    mn: (p, f) => ({
      title: `Таны асуултад хариу ирлээ: ${f.car(p.carName)}`,
      message: p.reply,
      paragraphs: [`Манай ажилтан таны асуултад хариулав (${f.car(p.carName)}):`, ...quote(p.reply)],
      action: "Харилцааг нээх",
    }),
    ru: (p, f) => ({
      title: `Ответ на ваш вопрос об автомобиле ${f.car(p.carName)}`,
      message: p.reply,
      paragraphs: [`Наш менеджер ответил на ваш вопрос об автомобиле ${f.car(p.carName)}:`, ...quote(p.reply)],
      action: "Открыть переписку",
    }),
  },
};

/** A buyer asked (or followed up) about a car: to the staff address, email only. */
export const questionReceivedTemplate: Template<Received> = {
  audience: "staff",
  link: (p) => paths.admin.question(p.threadId),
  text: {
    en: (p, f) => ({
      title: `New question about ${f.car(p.carName)}`,
      paragraphs: [`${p.email} wrote about ${f.car(p.carName)} (car #${p.carId}):`, ...quote(p.message)],
      action: "Answer in Admin → Questions",
    }),
    ko: (p, f) => ({
      title: `${f.car(p.carName)} 새 문의`,
      paragraphs: [`${p.email} 님이 ${f.car(p.carName)}(차량 #${p.carId})에 대해 문의했습니다.`, ...quote(p.message)],
      action: "관리자 → 문의에서 답변하기",
    }),
    mn: (p, f) => ({
      title: `Шинэ асуулт: ${f.car(p.carName)}`,
      paragraphs: [`${p.email} бичлээ (${f.car(p.carName)}, машин #${p.carId}):`, ...quote(p.message)],
      action: "Админ → Асуултууд хэсэгт хариулах",
    }),
    ru: (p, f) => ({
      title: `Новый вопрос об автомобиле ${f.car(p.carName)}`,
      paragraphs: [`${p.email} пишет об автомобиле ${f.car(p.carName)} (№${p.carId}):`, ...quote(p.message)],
      action: "Ответить в разделе «Вопросы»",
    }),
  },
};

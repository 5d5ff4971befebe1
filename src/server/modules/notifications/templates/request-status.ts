import { lines, type NotificationParams, type Template } from "./types.js";
import { paths } from "../../../../shared/paths.js";

type P = NotificationParams["request_status"];

/** A vehicle request moved to in_progress, rejected or cancelled. */
export const requestStatusTemplate: Template<P> = {
  audience: "account",
  link: () => paths.inquiry,
  text: {
    en: (p, f) => {
      const v = p.vehicle ? ` (${f.car(p.vehicle)})` : "";
      switch (p.status) {
        case "in_progress":
          return {
            title: "Your vehicle request is in progress",
            paragraphs: [
              `We have started working on your vehicle request #${p.requestId}${v}.`,
              "We will let you know as soon as we have found a matching car.",
            ],
            action: "View my request",
          };
        case "rejected":
          return {
            title: "Your vehicle request was declined",
            paragraphs: lines(
              `Unfortunately we cannot fulfil your vehicle request #${p.requestId}${v}.`,
              p.note && `Reason: ${p.note}`,
              "No CC has been charged. You are welcome to send a new request at any time.",
            ),
            action: "View my request",
          };
        case "cancelled":
          return {
            title: "Your vehicle request was cancelled",
            paragraphs: lines(
              `Your vehicle request #${p.requestId}${v} has been cancelled.`,
              p.note && `Note: ${p.note}`,
              "No CC has been charged. If you still need a car, send a new request at any time.",
            ),
            action: "View my request",
          };
      }
    },
    ko: (p, f) => {
      const ref = `요청 #${p.requestId}${p.vehicle ? ` · ${f.car(p.vehicle)}` : ""}`;
      switch (p.status) {
        case "in_progress":
          return {
            title: "차량 요청을 처리하고 있습니다",
            paragraphs: [
              `요청하신 차량(${ref})을 찾기 시작했습니다.`,
              "조건에 맞는 차량을 찾으면 바로 알려 드리겠습니다.",
            ],
            action: "내 요청 보기",
          };
        case "rejected":
          return {
            title: "차량 요청이 반려되었습니다",
            paragraphs: lines(
              `죄송합니다. 요청하신 차량(${ref})은 찾아 드리기 어렵습니다.`,
              p.note && `사유: ${p.note}`,
              "CC는 차감되지 않았습니다. 언제든지 새 요청을 보내 주세요.",
            ),
            action: "내 요청 보기",
          };
        case "cancelled":
          return {
            title: "차량 요청이 취소되었습니다",
            paragraphs: lines(
              `차량 요청(${ref})이 취소되었습니다.`,
              p.note && `메모: ${p.note}`,
              "CC는 차감되지 않았습니다. 차량이 필요하시면 언제든지 새 요청을 보내 주세요.",
            ),
            action: "내 요청 보기",
          };
      }
    },
    mn: (p, f) => {
      const v = p.vehicle ? ` (${f.car(p.vehicle)})` : "";
      switch (p.status) {
        case "in_progress":
          return {
            title: "Таны машины хүсэлтийг шийдвэрлэж байна",
            paragraphs: [
              `Бид таны №${p.requestId} машины хүсэлт${v} дээр ажиллаж эхэллээ.`,
              "Тохирох машин олдмогц танд мэдэгдэнэ.",
            ],
            action: "Миний хүсэлтийг харах",
          };
        case "rejected":
          return {
            title: "Таны машины хүсэлтийг татгалзлаа",
            paragraphs: lines(
              `Уучлаарай, бид таны №${p.requestId} машины хүсэлтийг${v} биелүүлэх боломжгүй байна.`,
              p.note && `Шалтгаан: ${p.note}`,
              "Танаас CC суутгаагүй. Та хүссэн үедээ шинэ хүсэлт илгээж болно.",
            ),
            action: "Миний хүсэлтийг харах",
          };
        case "cancelled":
          return {
            title: "Таны машины хүсэлт цуцлагдлаа",
            paragraphs: lines(
              `Таны №${p.requestId} машины хүсэлт${v} цуцлагдлаа.`,
              p.note && `Тэмдэглэл: ${p.note}`,
              "Танаас CC суутгаагүй. Машин хэрэгтэй хэвээр бол хүссэн үедээ шинэ хүсэлт илгээнэ үү.",
            ),
            action: "Миний хүсэлтийг харах",
          };
      }
    },
    ru: (p, f) => {
      const v = p.vehicle ? ` (${f.car(p.vehicle)})` : "";
      switch (p.status) {
        case "in_progress":
          return {
            title: "Ваша заявка на автомобиль в работе",
            paragraphs: [
              `Мы начали работу по вашей заявке №${p.requestId}${v}.`,
              "Мы сообщим вам, как только найдём подходящий автомобиль.",
            ],
            action: "Посмотреть заявку",
          };
        case "rejected":
          return {
            title: "Ваша заявка на автомобиль отклонена",
            paragraphs: lines(
              `К сожалению, мы не можем выполнить вашу заявку №${p.requestId}${v}.`,
              p.note && `Причина: ${p.note}`,
              "CC не списаны. Вы можете отправить новую заявку в любое время.",
            ),
            action: "Посмотреть заявку",
          };
        case "cancelled":
          return {
            title: "Ваша заявка на автомобиль отменена",
            paragraphs: lines(
              `Ваша заявка №${p.requestId}${v} отменена.`,
              p.note && `Комментарий: ${p.note}`,
              "CC не списаны. Если автомобиль всё ещё нужен, отправьте новую заявку в любое время.",
            ),
            action: "Посмотреть заявку",
          };
      }
    },
  },
};

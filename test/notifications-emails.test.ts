import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notifications } from "../src/server/db/schema/community.js";
import { notify } from "../src/server/modules/notifications/service.js";
import type { InAppKind, NotificationParams } from "../src/server/modules/notifications/templates/types.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { BASE_URL, SITE_ENV, SITE_NAME, promoteCar, rawHeader, recipients, sentTo } from "./notifications-helpers.js";
import { drainJobs } from "./drain-jobs.js";

// One test per template kind and language: the email reaches the right address, in the
// language of the user's country, with the expected subject and links back to the site.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, SITE_ENV);
  adminCookie = await loginCookie(app, await createAdmin(app, { country: "US" }));
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

type Case<K extends InAppKind> = {
  kind: K;
  country: string;
  lang: "en" | "ko" | "mn" | "ru";
  params: NotificationParams[K];
  subject: string;
  body?: string[];
};

const cases: Case<InAppKind>[] = [
  // All four languages for one kind.
  {
    kind: "request_status",
    country: "US",
    lang: "en",
    params: { status: "in_progress", requestId: 11 },
    subject: "Your vehicle request is in progress",
  },
  {
    kind: "request_status",
    country: "KR",
    lang: "ko",
    params: { status: "in_progress", requestId: 12 },
    subject: "차량 요청을 처리하고 있습니다",
  },
  {
    kind: "request_status",
    country: "MN",
    lang: "mn",
    params: { status: "in_progress", requestId: 13 },
    subject: "Таны машины хүсэлтийг шийдвэрлэж байна",
  },
  {
    kind: "request_status",
    country: "RU",
    lang: "ru",
    params: { status: "in_progress", requestId: 14 },
    subject: "Ваша заявка на автомобиль в работе",
  },
  {
    kind: "request_status",
    country: "KZ",
    lang: "ru",
    params: { status: "rejected", requestId: 15, note: "Нет в наличии" },
    subject: "Ваша заявка на автомобиль отклонена",
    body: ["№15", "Нет в наличии"],
  },
  {
    kind: "request_status",
    country: "DE",
    lang: "en",
    params: { status: "cancelled", requestId: 16, vehicle: "기아 K5" },
    subject: "Your vehicle request was cancelled",
    body: ["#16 (Kia K5)"],
  },
  // Always English, whatever the country; mentions the 1 CC review reward.
  {
    kind: "recommendation",
    country: "KR",
    lang: "en",
    params: {
      requestId: 21,
      cars: [
        { id: 1, name: "기아 K5", year: 2021, mileage: 30000, priceKrw: 20_000_000, photo: null },
        { id: 2, name: "기아 K5", year: 2021, mileage: 30000, priceKrw: 20_000_000, photo: null },
      ],
    },
    subject: "Vehicles recommended for your request",
    body: ["2 vehicles", "review", "1 CC"],
  },
  {
    kind: "recommendation",
    country: "MN",
    lang: "en",
    params: {
      requestId: 22,
      cars: [{ id: 3, name: "기아 K5", year: 2021, mileage: 30000, priceKrw: 20_000_000, photo: null }],
    },
    subject: "Vehicles recommended for your request",
    body: ["1 vehicle", "review", "1 CC"],
  },
  {
    kind: "cc_reward",
    country: "US",
    lang: "en",
    params: { reason: "review", amount: 1 },
    subject: "You earned 1 CC",
    body: ["review"],
  },
  {
    kind: "cc_reward",
    country: "KG",
    lang: "ru",
    params: { reason: "referral", amount: 10 },
    subject: "Вам начислено 10 CC",
    body: ["реферальной"],
  },
  {
    kind: "cc_reward",
    country: "MN",
    lang: "mn",
    params: { reason: "sns", amount: 2 },
    subject: "Танд 2 CC олгогдлоо",
  },
  {
    kind: "sns_verified",
    country: "BY",
    lang: "ru",
    params: { platform: "vk", amount: 1 },
    subject: "Ваша публикация в соцсетях одобрена",
    body: ["ВКонтакте"],
  },
  {
    kind: "sns_verified",
    country: "KR",
    lang: "ko",
    params: { platform: "kakao" },
    subject: "SNS 공유가 승인되었습니다",
    body: ["카카오톡"],
  },
  {
    kind: "sns_rejected",
    country: "US",
    lang: "en",
    params: { platform: "instagram", note: "Private post" },
    subject: "Your SNS share was not approved",
    body: ["Instagram", "Private post"],
  },
  {
    kind: "sns_rejected",
    country: "MN",
    lang: "mn",
    params: { platform: "facebook" },
    subject: "Таны SNS хуваалцалт батлагдсангүй",
  },
  {
    kind: "withdrawal_paid",
    country: "KR",
    lang: "ko",
    params: { amount: 12.5 },
    subject: "출금이 완료되었습니다",
    body: ["12.5 CC"],
  },
  {
    kind: "withdrawal_paid",
    country: "GB",
    lang: "en",
    params: { amount: 3 },
    subject: "Your withdrawal has been paid",
    body: ["3 CC"],
  },
  {
    kind: "withdrawal_rejected",
    country: "RU",
    lang: "ru",
    params: { amount: 5, note: "Неверные реквизиты" },
    subject: "Запрос на вывод отклонён",
    body: ["Неверные реквизиты"],
  },
  {
    kind: "withdrawal_rejected",
    country: "MN",
    lang: "mn",
    params: { amount: 5 },
    subject: "Таны мөнгө татах хүсэлтийг татгалзлаа",
  },
  {
    kind: "topup_confirmed",
    country: "MN",
    lang: "mn",
    params: { amount: 25.5, reference: "CC-7K3M9QX2" },
    subject: "Таны CC цэнэглэлт баталгаажлаа",
    body: ["CC-7K3M9QX2", "25.5 CC"],
  },
  {
    kind: "topup_rejected",
    country: "RU",
    lang: "ru",
    params: { amount: 10, reference: "CC-ABCDEFGH", reason: "Перевод не найден" },
    subject: "Пополнение CC отклонено",
    body: ["Перевод не найден", "CC-ABCDEFGH"],
  },
  {
    kind: "order_status",
    country: "KR",
    lang: "ko",
    params: { orderId: 12, carName: "현대 쏘나타", status: "invoiced" },
    subject: "주문 #12: 청구서 발행",
    body: ["현대 쏘나타"],
  },
  {
    kind: "order_status",
    country: "US",
    lang: "en",
    params: { orderId: 13, carName: "현대 쏘나타", status: "cancelled", expired: true },
    subject: "Order #13: cancelled",
    body: ["Hyundai Sonata", "reservation period ended"],
  },
  {
    kind: "new_listings",
    country: "MN",
    lang: "mn",
    params: { cars: [alertCar(7, 25_000_000), alertCar(8, 30_000_000)], more: 0 },
    subject: "Таны хадгалсан хайлтад тохирох 2 шинэ машин",
    body: [`${BASE_URL}/cars/7`, `${BASE_URL}/cars/8`],
  },
  {
    kind: "favorite_price_drop",
    country: "US",
    lang: "en",
    params: { car: alertCar(7, 20_000_000), previous: alertCar(7, 22_000_000).prices },
    subject: "Price drop: Hyundai Sonata",
    body: ["₩22,000,000", "₩20,000,000"],
  },
  {
    kind: "favorite_unavailable",
    country: "KZ",
    lang: "ru",
    params: { car: alertCar(7, 20_000_000), status: "sold_out" },
    subject: "Продан: Hyundai Sonata",
    body: ["из вашего избранного продан"],
  },
];

cases.push({
  kind: "bank_details_changed",
  country: "MN",
  lang: "mn",
  params: {
    details: "Bank: Golomt Bank\nAccount: 1102 0033 44",
    references: ["PI-000005"],
    codes: ["7K3M9QH2X4ZP8R1D"],
    verifyUrl: `${BASE_URL}/verify/7K3M9QH2X4ZP8R1D`,
  },
  subject: "Нэхэмжлэхийн төлбөр хийх дансны мэдээлэл шинэчлэгдлээ",
  body: ["Account: 1102 0033 44", "PI-000005", `${BASE_URL}/verify/7K3M9QH2X4ZP8R1D`],
});

cases.push({
  kind: "question_reply",
  country: "RU",
  lang: "ru",
  params: { threadId: 3, carId: 7, carName: "현대 쏘나타", reply: "Да, <b>без ДТП</b>." },
  subject: "Ответ на ваш вопрос об автомобиле Hyundai Sonata",
  body: ["Наш менеджер ответил", "Да, <b>без ДТП</b>."],
});

cases.push({
  kind: "order_amount",
  country: "RU",
  lang: "ru",
  params: { orderId: 12, carName: "현대 쏘나타", amountUsd: 17_902.5, previousUsd: 18_250.75, port: "Владивосток" },
  subject: `Заказ №12: новая сумма к оплате ${new Intl.NumberFormat("ru-RU", { style: "currency", currency: "USD" }).format(17_902.5).replace(/[\u00a0\u202f]/g, " ")}`,
  body: ["Порт назначения: Владивосток", "Hyundai Sonata"],
});

function alertCar(id: number, priceKrw: number) {
  const prices = { KRW: priceKrw, USD: priceKrw / 1400, MNT: Math.round(priceKrw / 0.4), RUB: priceKrw / 15 };
  return { id, name: "현대 쏘나타", year: 2021, mileage: 30_000, priceKrw, photo: `/photos/ab/c${id}_t.jpg`, prices };
}

/** Where each kind leads (the web app's pages). */
const LINKS: Record<InAppKind, string> = {
  request_status: "/inquiry",
  recommendation: "/inquiry",
  cc_reward: "/me",
  sns_verified: "/me/sns",
  sns_rejected: "/me/sns",
  withdrawal_paid: "/me/withdrawals",
  withdrawal_rejected: "/me/withdrawals",
  admin_message: "/me/notifications",
  topup_confirmed: "/me/topups",
  topup_rejected: "/me/topups",
  order_status: "/me/orders",
  order_document: "/me/orders",
  order_amount: "/me/orders",
  order_payment: "/me/orders",
  order_refund: "/me/orders",
  order_refund_requested: "/me/orders",
  claim_received: "/me/orders",
  claim_decided: "/me/orders",
  // The alert cases below name car 7 (several cars lead to the Cars page).
  new_listings: "/cars",
  favorite_price_drop: "/cars/7",
  favorite_unavailable: "/cars/7",
  question_reply: "/me/questions/3",
  bank_details_changed: "/verify/7K3M9QH2X4ZP8R1D",
};

function expectSiteLinks(html: string | false | undefined, text: string | undefined, path: string) {
  expect(html).toContain(`href="${BASE_URL}"`);
  expect(html).toContain(`href="${BASE_URL}${path}"`);
  expect(html).toContain(SITE_NAME);
  expect(text).toContain(`${BASE_URL}${path}`);
  expect(text).toContain(SITE_NAME);
}

describe("notification emails", () => {
  for (const c of cases) {
    it(`${c.kind} in ${c.lang} (user in ${c.country})`, async () => {
      const user = await createUser(app, { country: c.country });
      const row = await app.core.db.transaction((tx) =>
        notify(app.core, tx, { userId: user.id, kind: c.kind, params: c.params }),
      );
      const mail = await sink.waitFor(sentTo(user.email));
      expect(recipients(mail)).toEqual([user.email]);
      expect(mail.subject).toBe(c.subject);
      expect(mail.html).toContain(`<html lang="${c.lang}">`);
      const link = LINKS[c.kind];
      expectSiteLinks(mail.html, mail.text, link);
      for (const part of c.body ?? []) expect(mail.text).toContain(part);
      // The in-app notification says the same, in the same language.
      const [stored] = await app.core.db.select().from(notifications).where(eq(notifications.id, row.id));
      expect(stored).toMatchObject({ userId: user.id, kind: c.kind, title: c.subject, lang: c.lang, link });
    });
  }

  it("admin_message in ko and en: the admin's words in the user's language frame", async () => {
    const ko = await createUser(app, { country: "KR" });
    const en = await createUser(app, { country: "CA" });
    for (const [user, signature, lang] of [
      [ko, `— ${SITE_NAME} 팀 드림`, "ko"],
      [en, `— The ${SITE_NAME} team`, "en"],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/api/admin/notifications",
        headers: { cookie: adminCookie },
        payload: { user_id: user.id, title: "Holiday hours", message: "Closed on Monday." },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ created: 1 });
      const mail = await sink.waitFor(sentTo(user.email));
      expect(mail.subject).toBe("Holiday hours");
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.text).toContain("Closed on Monday.");
      expect(mail.text).toContain(signature);
      expectSiteLinks(mail.html, mail.text, "/me/notifications");
    }
  });

  it("promo_alert in ko and ru: link to the car and a one-click unsubscribe", async () => {
    const ko = await createUser(app, { country: "KR", promoPreferredMaker: "현대", promoEmailEnabled: true });
    const ru = await createUser(app, {
      country: "RU",
      promoPreferredMaker: "Hyundai",
      promoPreferredModel: "Grandeur",
      promoEmailEnabled: true,
    });
    const car = await promoteCar(app, { maker: "현대", model: "그랜저", carName: "현대 그랜저 IG" });
    const koMail = await sink.waitFor(sentTo(ko.email));
    const ruMail = await sink.waitFor(sentTo(ru.email));
    expect(koMail.subject).toBe("프로모션 신규 차량: 현대 그랜저 IG");
    expect(koMail.html).toContain(`<html lang="ko">`);
    expect(ruMail.subject).toMatch(/^Новое в акции: Hyundai/);
    expect(ruMail.html).toContain(`<html lang="ru">`);
    for (const [mail, user] of [
      [koMail, ko],
      [ruMail, ru],
    ] as const) {
      expectSiteLinks(mail.html, mail.text, `/cars/${car.id}`);
      const unsubscribe = new RegExp(`${BASE_URL}/api/promo/unsubscribe\\?token=${user.id}\\.[A-Za-z0-9_-]{43}`);
      expect(mail.text).toMatch(unsubscribe);
      expect(rawHeader(mail, "list-unsubscribe")).toMatch(unsubscribe);
      expect(rawHeader(mail, "list-unsubscribe-post")).toContain("List-Unsubscribe=One-Click");
    }
    // Email only: no notification row.
    expect(await app.core.db.select().from(notifications).where(eq(notifications.userId, ko.id))).toHaveLength(0);
  });

  it("contact_received in mn and en: to every active admin, Reply-To the sender", async () => {
    const mnAdmin = await createAdmin(app, { country: "MN" });
    const gone = await createAdmin(app, { country: "US", deletedAt: new Date() });
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Bat Erdene",
        email: "bat@example.mn",
        subject: "Shipping to Ulaanbaatar",
        message: "How long does it take?",
      },
    });
    expect(res.statusCode).toBe(202);
    const mn = await sink.waitFor((m) => sentTo(mnAdmin.email)(m) && m.subject?.includes("Ulaanbaatar") === true);
    expect(mn.subject).toBe("Шинэ холбоо барих мессеж: Shipping to Ulaanbaatar");
    expect(mn.html).toContain(`<html lang="mn">`);
    expect(mn.replyTo?.value[0]).toMatchObject({ address: "bat@example.mn", name: "Bat Erdene" });
    expect(mn.text).toContain("How long does it take?");
    expectSiteLinks(mn.html, mn.text, "/admin/contact-messages");
    const en = await sink.waitFor((m) => m.subject === "New contact message: Shipping to Ulaanbaatar");
    expect(en.html).toContain(`<html lang="en">`);
    expect(en.replyTo?.value[0].address).toBe("bat@example.mn");
    // Once no job is left every mail queued has been sent: one to the removed admin would be here.
    expect(await drainJobs(app)).toBe(true);
    expect(sink.messages.some(sentTo(gone.email))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { EMAIL_LANGUAGES } from "../../../../shared/country-language.js";
import { renderNotification, TEMPLATE_KINDS, TEMPLATES } from "./catalogue.js";
import type { NotificationParams, TemplateKind } from "./types.js";

const site = { siteName: "Test Motors", baseUrl: "https://cars.example.test" };

function sampleCars(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    name: "현대 그랜저",
    year: 2020 + i,
    mileage: 30_000,
    priceKrw: 25_000_000,
    photo: i === 0 ? null : `/photos/ab/c${i}_t.jpg`,
  }));
}

const prices = (krw: number) => ({ KRW: krw, USD: krw / 1350, MNT: Math.round(krw / 0.39), RUB: krw / 15 });
const alertCars = (n: number) => sampleCars(n).map((c) => ({ ...c, prices: prices(c.priceKrw) }));

/** Sample parameters for every kind (with the optional parts filled in). */
const SAMPLE_PARAMS: { [K in TemplateKind]: NotificationParams[K] } = {
  request_status: { status: "rejected", requestId: 42, vehicle: "현대 쏘나타", note: "Budget too low" },
  recommendation: { requestId: 42, cars: sampleCars(3), note: "Two are in Incheon" },
  cc_reward: { reason: "review", amount: 1 },
  sns_verified: { platform: "facebook", amount: 2.5 },
  sns_rejected: { platform: "vk", note: "The post is private" },
  withdrawal_paid: { amount: 12.345 },
  withdrawal_rejected: { amount: 5, note: "Account details are incomplete" },
  admin_message: { title: "Holiday hours", message: "We are closed on Monday.\n\nSee you on Tuesday!" },
  promo_alert: {
    carId: 7,
    carName: "현대 그랜저",
    year: 2021,
    mileage: 35000,
    priceKrw: 25_000_000,
    unsubscribeUrl: "https://cars.example.test/api/promo/unsubscribe?token=1.x",
  },
  topup_confirmed: { amount: 25.5, reference: "TU7K3M9Q" },
  topup_rejected: { amount: 10, reference: "TU7K3M9Q", reason: "No transfer received" },
  order_status: { orderId: 5, carName: "현대 쏘나타", status: "invoiced", note: "Port: Vladivostok" },
  order_document: { orderId: 5, carName: "현대 쏘나타", kind: "bill_of_lading", filename: "BL <MSKU123>.pdf" },
  order_amount: {
    orderId: 5,
    carName: "현대 쏘나타",
    amountUsd: 17_902.5,
    previousUsd: 18_250.75,
    port: "Vladivostok",
  },
  new_listings: { cars: alertCars(2), more: 3 },
  favorite_price_drop: { car: alertCars(2)[1], previous: prices(27_000_000) },
  favorite_unavailable: { car: alertCars(1)[0], status: "reserved" },
  question_reply: {
    threadId: 3,
    carId: 7,
    carName: "현대 쏘나타",
    reply: "Yes, <b>no accident</b>.\n\nThe tyres are new.",
  },
  question_received: {
    threadId: 3,
    carId: 7,
    carName: "현대 쏘나타",
    email: "buyer@example.com",
    message: "Any accident? <script>x</script>",
  },
  bank_details_changed: {
    details: "Bank: Shinhan Bank (SWIFT SHBKKRSE)\nAccount: 140-013-456789 (USD)",
    references: ["PI-000005"],
    codes: ["7K3M9QH2X4ZP8R1D"],
    verifyUrl: "https://cars.example.test/verify/7K3M9QH2X4ZP8R1D",
  },
  order_payment: {
    orderId: 5,
    carName: "현대 쏘나타",
    amountUsd: 14_000,
    receivedOn: "2026-12-01",
    reference: "TT <MSKU>-77",
    paidUsd: 28_788.97,
    balanceUsd: 0,
    shipBy: "2026-12-31",
  },
  order_refund: {
    orderId: 5,
    carName: "현대 쏘나타",
    amountUsd: 500,
    paidOn: "2027-01-20",
    reference: "RF-1",
    reason: "Scratch on the <b>bumper</b>",
    refundedUsd: 500,
    paidUsd: 28_788.97,
    claimId: 3,
  },
  order_refund_requested: { orderId: 5, carName: "현대 쏘나타", heldUsd: 28_788.97, shipBy: "2026-12-31" },
  claim_received: { orderId: 5, claimId: 3, carName: "현대 쏘나타", category: "damage" },
  claim_decided: { orderId: 5, claimId: 3, carName: "현대 쏘나타", status: "accepted", note: "Repair paid.\n\nSorry." },
  refund_request_received: {
    orderId: 5,
    carName: "현대 쏘나타",
    email: "buyer@example.com",
    heldUsd: 28_788.97,
    shipBy: "2026-12-31",
    reason: "Still not shipped <script>x</script>",
  },
  claim_filed: {
    orderId: 5,
    claimId: 3,
    carName: "현대 쏘나타",
    email: "buyer@example.com",
    category: "not_as_described",
    description: "The mileage is 20,000 km more <script>x</script>",
    amountUsd: 1500,
    files: 2,
  },
  contact_received: {
    messageId: 9,
    name: "Ann <b>",
    email: "ann@example.com",
    subject: "Shipping",
    message: "Hello <script>x</script>",
  },
};

describe("notification templates", () => {
  it("has a template for every kind of the brief", () => {
    expect([...TEMPLATE_KINDS].sort()).toEqual(
      [
        "admin_message",
        "cc_reward",
        "contact_received",
        "promo_alert",
        "recommendation",
        "request_status",
        "sns_rejected",
        "sns_verified",
        "withdrawal_paid",
        "withdrawal_rejected",
        "topup_confirmed",
        "topup_rejected",
        "order_status",
        "order_document",
        "order_amount",
        "new_listings",
        "favorite_price_drop",
        "favorite_unavailable",
        "question_reply",
        "question_received",
        "bank_details_changed",
        "order_payment",
        "order_refund",
        "order_refund_requested",
        "claim_received",
        "claim_decided",
        "refund_request_received",
        "claim_filed",
      ].sort(),
    );
  });

  for (const kind of TEMPLATE_KINDS) {
    it(`${kind}: renders in all four languages with HTML, text, the site's name and links`, () => {
      const titles = new Set<string>();
      for (const lang of EMAIL_LANGUAGES) {
        expect(TEMPLATES[kind].text[lang], `${kind}/${lang}`).toBeTypeOf("function");
        const r = renderNotification(kind, lang, SAMPLE_PARAMS[kind] as never, site);
        expect(r.title.length).toBeGreaterThan(0);
        expect(r.title).not.toMatch(/\n/);
        expect(r.message.length).toBeGreaterThan(0);
        expect(r.html).toContain(`<html lang="${lang}">`);
        expect(r.html).toContain("Test Motors");
        expect(r.html).toContain(`href="https://cars.example.test"`);
        expect(r.html).toContain(`href="https://cars.example.test${r.link}"`);
        expect(r.text).toContain("Test Motors");
        expect(r.text).toContain(`https://cars.example.test${r.link}`);
        expect(r.html).not.toContain("undefined");
        expect(r.text).not.toContain("undefined");
        titles.add(r.title);
      }
      // Each language says it in its own words (the admin's own title is the exception).
      if (kind !== "admin_message") expect(titles.size).toBe(4);
    });
  }

  it("mentions the 1 CC review reward in the recommendation", () => {
    const r = renderNotification("recommendation", "en", { requestId: 1, cars: sampleCars(1) }, site);
    expect(r.message).toMatch(/review/i);
    expect(r.message).toContain("1 CC");
    expect(r.message).toContain("1 vehicle ");
    expect(renderNotification("recommendation", "en", { requestId: 1, cars: sampleCars(2) }, site).message).toContain(
      "2 vehicles",
    );
    expect(renderNotification("recommendation", "ru", { requestId: 1, cars: sampleCars(5) }, site).message).toContain(
      "5 автомобилей",
    );
  });

  it("lists the recommended cars: named in-app, cards with photo and link in the email", () => {
    for (const lang of EMAIL_LANGUAGES) {
      const r = renderNotification("recommendation", lang, { requestId: 1, cars: sampleCars(2) }, site);
      expect(r.message).toContain("(2021)");
      expect(r.html).toContain('href="https://cars.example.test/cars/100"');
      expect(r.html).toContain('<img src="https://cars.example.test/photos/ab/c1_t.jpg"');
      expect(r.text).toContain("https://cars.example.test/cars/101");
    }
    const ru = renderNotification("recommendation", "ru", { requestId: 1, cars: sampleCars(1) }, site);
    expect(ru.message).toContain("Hyundai");
  });

  it("glues no Mongolian case ending to a car's name", () => {
    for (const kind of ["question_reply", "question_received"] as const) {
      const r = renderNotification(kind, "mn", SAMPLE_PARAMS[kind] as never, site);
      for (const text of [r.title, r.text]) expect(text, kind).not.toMatch(/[^\s\d]-\p{Script=Cyrillic}/u);
    }
  });

  it("translates Korean car names and formats amounts per language", () => {
    const en = renderNotification("promo_alert", "en", SAMPLE_PARAMS.promo_alert, site);
    expect(en.title).toContain("Hyundai");
    expect(en.text).toContain("35,000 km");
    expect(en.link).toBe("/cars/7");
    expect(en.html).toContain("api/promo/unsubscribe?token=1.x");
    expect(renderNotification("promo_alert", "ko", SAMPLE_PARAMS.promo_alert, site).title).toContain("그랜저");
    expect(renderNotification("promo_alert", "ru", SAMPLE_PARAMS.promo_alert, site).title).toContain("Hyundai");
    expect(renderNotification("withdrawal_paid", "en", { amount: 12.345 }, site).message).toContain("12.345 CC");
    expect(renderNotification("withdrawal_paid", "ru", { amount: 12.345 }, site).message).toContain("12,345 CC");
  });

  it("escapes what users wrote and keeps the subject on one line", () => {
    const r = renderNotification(
      "contact_received",
      "en",
      { ...SAMPLE_PARAMS.contact_received, subject: "Hi\r\nBcc: x@y" },
      site,
    );
    expect(r.html).not.toContain("<script>");
    expect(r.html).toContain("&lt;script&gt;");
    expect(r.html).toContain("Ann &lt;b&gt;");
    expect(r.title).toBe("New contact message: Hi Bcc: x@y");
  });

  it("alerts show photos, links and prices in KRW and the language's currency", () => {
    const en = renderNotification("new_listings", "en", { cars: alertCars(2), more: 0 }, site);
    expect(en.title).toBe("2 new cars match your saved searches");
    expect(en.html).toContain('<img src="https://cars.example.test/photos/ab/c1_t.jpg"');
    expect(en.html).toContain('href="https://cars.example.test/cars/100"');
    expect(en.text).toContain("₩25,000,000 (≈ $18,518.52)");
    expect(en.message).toContain("Hyundai");
    const one = renderNotification("new_listings", "mn", { cars: alertCars(1), more: 0 }, site);
    expect(one.link).toBe("/cars/100");
    expect(one.text).toMatch(/MNT|₮/);
    const ko = renderNotification("favorite_price_drop", "ko", SAMPLE_PARAMS.favorite_price_drop, site);
    expect(ko.message).toContain("₩27,000,000");
    expect(ko.message).not.toContain("≈");
    const ru = renderNotification("favorite_unavailable", "ru", { car: alertCars(1)[0], status: "sold_out" }, site);
    expect(ru.title).toContain("Продан");
    expect(ru.text).toMatch(/RUB|₽/);
  });

  it("lets the caller choose the link", () => {
    const r = renderNotification("cc_reward", "mn", { reason: "sns", amount: 1 }, site, { link: "/me/credits" });
    expect(r.link).toBe("/me/credits");
    expect(r.html).toContain("https://cars.example.test/me/credits");
  });
});

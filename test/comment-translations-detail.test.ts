/**
 * Machine translation of the dealer's comment as buyers see it: the car detail carries
 * `dealer_comment_translation` in en, mn and ru (never in ko), only of the comment as it is now
 * (a changed comment shows none until translated again), only while the comment is shown at all,
 * and the server-rendered car page shows it under "Machine translation" beside the Korean.
 */
import * as cheerio from "cheerio";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, loginCookie } from "./factories.js";
import { carInput } from "./catalogue-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { patient } from "./patience.js";
import { builtWebApp } from "./web-build.js";
import {
  publicDetail,
  simTranslation,
  startTranslateSim,
  untilTranslated,
  type TranslateSim,
} from "./comment-translations-helpers.js";

const COMMENT = "1인 소유 차량이며 무사고입니다.\n정기 점검을 받았습니다.";
const API_KEY = "lt-key-for-the-detail-test";
let sim: TranslateSim;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  // The server render needs the built web app (test/web-build.ts).
  const webDistDir = builtWebApp();
  sim = await startTranslateSim();
  app = await createTestApp({ translateUrl: sim.url, translateApiKey: API_KEY }, {}, { webDistDir });
  admin = await loginCookie(app, await createAdmin(app));
}, patient(600_000));
afterAll(async () => {
  await drainJobs(app);
  await app?.close();
  await sim?.close();
});
beforeEach(() => sim.reset());

const as = (method: "POST" | "PATCH" | "PUT", url: string, payload: object) =>
  app.inject({ method, url, payload, headers: { cookie: admin } });

async function newCar(comment: string) {
  const res = await as("POST", "/api/cars", carInput({ car_number: null, dealer_comment: comment }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe("the car detail's machine translation", () => {
  it("comes in en, mn and ru once the job has run, asked of the endpoint once per language", async () => {
    const id = await newCar(COMMENT);
    for (const lang of ["en", "mn", "ru"]) {
      const { body } = await untilTranslated(app, id, lang, simTranslation(COMMENT, lang));
      expect(body.dealer_comment).toBe(COMMENT);
      expect(body.dealer_comment_translation).toEqual({ lang, text: simTranslation(COMMENT, lang), machine: true });
    }
    await drainJobs(app);
    const calls = sim.callsFor(COMMENT);
    expect(calls.map((c) => c.target).sort()).toEqual(["en", "mn", "ru"]);
    for (const c of calls) expect(c).toMatchObject({ source: "ko", format: "text", api_key: API_KEY });
  });

  it("is never there in Korean, the comment's own language, nor without a language", async () => {
    const id = await newCar("한국어 코멘트입니다.");
    await untilTranslated(app, id, "en", simTranslation("한국어 코멘트입니다.", "en"));
    for (const lang of ["ko", undefined]) {
      const { status, body } = await publicDetail(app, id, lang);
      expect(status).toBe(200);
      expect(body.dealer_comment).toBe("한국어 코멘트입니다.");
      expect(body).not.toHaveProperty("dealer_comment_translation");
    }
    expect(sim.requests.some((r) => r.target === "ko")).toBe(false);
  });

  it("hides the translation of a changed comment until the new text is translated", async () => {
    const id = await newCar("첫 번째 코멘트.");
    await untilTranslated(app, id, "ru", simTranslation("첫 번째 코멘트.", "ru"));
    await drainJobs(app);
    sim.hold();
    const patch = await as("PATCH", `/api/cars/${id}`, { dealer_comment: "두 번째 코멘트." });
    expect(patch.statusCode, patch.body).toBe(200);
    // The job waits for the endpoint: the page has the new comment and no stale translation.
    for (const lang of ["en", "mn", "ru"]) {
      const { body } = await publicDetail(app, id, lang);
      expect(body.dealer_comment).toBe("두 번째 코멘트.");
      expect(body, lang).not.toHaveProperty("dealer_comment_translation");
    }
    sim.release();
    for (const lang of ["en", "mn", "ru"])
      await untilTranslated(app, id, lang, simTranslation("두 번째 코멘트.", lang));
    // An edit that leaves the comment as it is asks for nothing.
    await drainJobs(app);
    const before = sim.requests.length;
    expect((await as("PATCH", `/api/cars/${id}`, { mileage: 43_000 })).statusCode).toBe(200);
    await drainJobs(app);
    expect(sim.requests.length).toBe(before);
  });

  it("follows the comment: hidden by the setting, hidden with it", async () => {
    const id = await newCar("설정 테스트 코멘트.");
    await untilTranslated(app, id, "mn", simTranslation("설정 테스트 코멘트.", "mn"));
    expect((await as("PUT", "/api/admin/settings", { show_dealer_comment: false })).statusCode).toBe(200);
    try {
      const { body } = await publicDetail(app, id, "mn");
      expect(body).not.toHaveProperty("dealer_comment");
      expect(body).not.toHaveProperty("dealer_comment_translation");
    } finally {
      expect((await as("PUT", "/api/admin/settings", { show_dealer_comment: true })).statusCode).toBe(200);
    }
    expect((await publicDetail(app, id, "mn")).body.dealer_comment_translation.text).toBe(
      simTranslation("설정 테스트 코멘트.", "mn"),
    );
  });

  it("is drawn on the server-rendered car page under its label, the Korean original beside it", async () => {
    const comment = "엔진 상태 좋습니다.";
    const id = await newCar(comment);
    await untilTranslated(app, id, "ru", simTranslation(comment, "ru"));
    const page = await app.inject({ url: `/cars/${id}?lang=ru` });
    expect(page.statusCode).toBe(200);
    const $ = cheerio.load(page.body);
    const box = $('[data-testid="dealer-comment"]');
    expect(box.find('[data-testid="dealer-comment-translation"]').text()).toContain("Машинный перевод");
    const translated = box.find(`[data-testid="dealer-comment-translation"] [lang="ru"]`);
    expect(translated.text()).toBe(simTranslation(comment, "ru"));
    const original = box.find('[data-testid="dealer-comment-original"]');
    expect(original.attr("lang")).toBe("ko");
    expect(original.text()).toBe(comment);
    // In Korean the page has the comment alone.
    const ko = cheerio.load((await app.inject({ url: `/cars/${id}?lang=ko` })).body);
    expect(ko('[data-testid="dealer-comment-original"]').text()).toBe(comment);
    expect(ko('[data-testid="dealer-comment-translation"]')).toHaveLength(0);
  });
});

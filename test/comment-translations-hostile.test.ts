/**
 * Hostile values around comment translation never make a 5xx, a crashed job or a leaked key:
 * NUL bytes and oversized comments are refused by the contract, a 5,000-character comment is sent
 * whole, and an endpoint that answers garbage (non-JSON, no text, a huge body, control characters,
 * a "translation" four times too long, a refusal) leaves the car page as it was or stores a clean
 * text. Each kind of failure is sorted into "try again later" and "not a translation".
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { carCommentTranslations } from "../src/server/db/schema/comment-translations.js";
import {
  BadTranslation,
  configuredTranslator,
  ProviderUnavailable,
} from "../src/server/modules/comment-translations/provider.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, loginCookie } from "./factories.js";
import { carInput } from "./catalogue-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import {
  publicDetail,
  simTranslation,
  startTranslateSim,
  untilTranslated,
  type SimAnswer,
  type TranslateSim,
} from "./comment-translations-helpers.js";

const API_KEY = "hostile-test-key-5f2c9a";
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, next) {
    lines.push(String(chunk));
    next();
  },
});
let sim: TranslateSim;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  sim = await startTranslateSim();
  app = await createTestApp(
    { translateUrl: sim.url, translateApiKey: API_KEY, translateTimeoutMs: 500 },
    {},
    { logger: { level: "debug", stream } },
  );
  admin = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  sim?.reset();
  if (app) await drainJobs(app);
  await app?.close();
  await sim?.close();
});
beforeEach(() => sim.reset());

const as = (method: "POST" | "PATCH", url: string, payload: unknown) =>
  app.inject({ method, url, payload: payload as object, headers: { cookie: admin } });

async function newCar(comment: string) {
  const res = await as("POST", "/api/cars", carInput({ car_number: null, dealer_comment: comment }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const storedRows = (carId: number) =>
  app.core.db.select().from(carCommentTranslations).where(eq(carCommentTranslations.carId, carId));

describe("hostile comments", () => {
  it("refuses NUL bytes and comments over 5,000 characters with 422, in body and query alike", async () => {
    const id = await newCar("정상 코멘트.");
    const statuses = [
      (await as("POST", "/api/cars", carInput({ car_number: null, dealer_comment: "무사고\u0000차량" }))).statusCode,
      (await as("PATCH", `/api/cars/${id}`, { dealer_comment: "\u0000" })).statusCode,
      (await as("PATCH", `/api/cars/${id}`, { dealer_comment: "가".repeat(5_001) })).statusCode,
      (await app.inject({ url: `/api/cars/${id}?lang=e%00n` })).statusCode,
      (await app.inject({ url: `/api/cars/${id}?lang=ko&lang=en` })).statusCode,
      (await app.inject({ url: `/api/cars/${id}?lang=${"x".repeat(10_000)}` })).statusCode,
    ];
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422]);
  });

  it("sends a 5,000-character comment whole and shows its translation", async () => {
    const comment = "가나다라마바사아자차카타파하 ".repeat(400).slice(0, 4_999) + "끝";
    expect(comment.length).toBe(5_000);
    const id = await newCar(comment);
    await untilTranslated(app, id, "en", simTranslation(comment, "en"));
    for (const r of sim.callsFor(comment)) expect(r.q.length).toBe(5_000);
  });
});

describe("an endpoint answering garbage", () => {
  /** Each language gets its own bad answer for `comment`; the others are translated as usual. */
  async function answeredWith(comment: string, byLang: Record<string, SimAnswer>) {
    sim.answer = (req) => (req.q === comment ? byLang[req.target] : undefined);
    const id = await newCar(comment);
    expect(await drainJobs(app)).toBe(true);
    return id;
  }

  it("keeps no translation of non-JSON, a missing text or a body too large to read", async () => {
    const comment = "쓰레기 응답 테스트 하나.";
    const id = await answeredWith(comment, {
      en: { body: "<html><body>Internal proxy page</body></html>" },
      mn: { body: JSON.stringify({ translatedText: 42, detectedLanguage: "ko" }) },
      ru: { body: Buffer.alloc(600 * 1024, "a") },
    });
    for (const lang of ["en", "mn", "ru", "ko"]) {
      const { status, body } = await publicDetail(app, id, lang);
      expect(status, lang).toBe(200);
      expect(body.dealer_comment).toBe(comment);
      expect(body, lang).not.toHaveProperty("dealer_comment_translation");
    }
    expect(await storedRows(id)).toEqual([]);
    // Answered, if badly: no retries (the sweep may try once an hour).
    expect(sim.callsFor(comment)).toHaveLength(3);
  });

  it("stores a clean text of one with control characters, and none of one far too long", async () => {
    const comment = "쓰레기 응답 테스트 둘.";
    const id = await answeredWith(comment, {
      en: {
        body: JSON.stringify({ translatedText: "  One owner,\u0000 no\u0007 accidents.\nServiced.\u001b[31m \ud800 " }),
      },
      mn: { body: JSON.stringify({ translatedText: "ү".repeat(25_000) }) },
      ru: { body: JSON.stringify({ translatedText: "" }) },
    });
    const en = await publicDetail(app, id, "en");
    expect(en.status).toBe(200);
    expect(en.body.dealer_comment_translation).toEqual({
      lang: "en",
      text: "One owner, no accidents.\nServiced.[31m \ufffd",
      machine: true,
    });
    for (const lang of ["mn", "ru"]) {
      const { status, body } = await publicDetail(app, id, lang);
      expect(status).toBe(200);
      expect(body, lang).not.toHaveProperty("dealer_comment_translation");
    }
  });

  it("takes a 4xx as no translation, not as an endpoint to try again", async () => {
    const comment = "거절된 번역 요청.";
    const id = await answeredWith(comment, {
      en: { status: 400, body: '{"error":"mn is not supported"}' },
      mn: { status: 403, body: '{"error":"Invalid API key"}' },
      ru: { status: 302, body: "" },
    });
    expect(await storedRows(id)).toEqual([]);
    expect(sim.callsFor(comment)).toHaveLength(3);
    expect((await publicDetail(app, id, "en")).status).toBe(200);
  });

  it("never writes the API key into the log, whatever went wrong", async () => {
    sim.failNext(2, 503);
    const id = await newCar("로그 확인용 코멘트.");
    await untilTranslated(app, id, "ru", simTranslation("로그 확인용 코멘트.", "ru"));
    const log = lines.join("");
    expect(log).toContain("unusable machine translation");
    expect(log).toContain("job attempt failed");
    expect(log).not.toContain(API_KEY);
  });
});

describe("the endpoint's failures, sorted", () => {
  /** A server on loopback that answers every request with `answer`, or never. */
  async function serverAnswering(answer: ((res: http.ServerResponse) => void) | null) {
    const server = http.createServer((_req, res) => answer?.(res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/translate`;
    return {
      url,
      close: () => {
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  }
  const attempt = (url: string) =>
    configuredTranslator({ translateUrl: url, translateApiKey: API_KEY, translateTimeoutMs: 300 })!
      .translate("안녕하세요", "en")
      .then(
        () => "translated",
        (err: unknown) => err,
      );

  it("tries again later after 5xx, 429, no answer in time or a refused connection", async () => {
    for (const status of [500, 502, 503, 429]) {
      const server = await serverAnswering((res) => res.writeHead(status).end("busy"));
      try {
        expect(await attempt(server.url), String(status)).toBeInstanceOf(ProviderUnavailable);
      } finally {
        await server.close();
      }
    }
    const silent = await serverAnswering(null);
    try {
      const err = await attempt(silent.url);
      expect(err).toBeInstanceOf(ProviderUnavailable);
      expect((err as Error).message).toContain("no answer within 300 ms");
    } finally {
      await silent.close();
    }
    const gone = await serverAnswering(null);
    await gone.close();
    const refused = await attempt(gone.url);
    expect(refused).toBeInstanceOf(ProviderUnavailable);
    expect((refused as Error).message).not.toContain(API_KEY);
  });

  it("calls a body cut off halfway the endpoint's failure, and a body that never ends a bad answer", async () => {
    const cut = await serverAnswering((res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"translatedText": "Hel');
      res.destroy();
    });
    try {
      expect(await attempt(cut.url)).toBeInstanceOf(ProviderUnavailable);
    } finally {
      await cut.close();
    }
    const endless = await serverAnswering((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, " ");
      const more = () => {
        while (res.write(chunk));
      };
      res.on("drain", more);
      more();
    });
    try {
      expect(await attempt(endless.url)).toBeInstanceOf(BadTranslation);
    } finally {
      await endless.close();
    }
  });
});

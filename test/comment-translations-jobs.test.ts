/**
 * The translation jobs: a sync never waits for or fails because of the endpoint, which is asked
 * again with back-off while it is down or silent; a burst of triggers for one car asks for each
 * language once; the hourly sweep finds the comments no event named, and nothing else.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cars } from "../src/server/db/schema/cars.js";
import { carCommentTranslationRefusals, carCommentTranslations } from "../src/server/db/schema/comment-translations.js";
import { configuredTranslator } from "../src/server/modules/comment-translations/provider.js";
import {
  requestTranslations,
  SWEEP_CRON,
  SWEEP_JOB,
  sweepUntranslated,
} from "../src/server/modules/comment-translations/queue.js";
import { translateComments } from "../src/server/modules/comment-translations/translate.js";
import { carInput, insertCar } from "./catalogue-helpers.js";
import { drainJobs } from "./drain-jobs.js";
import { pollUntil } from "./patience.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";
import {
  publicDetail,
  simTranslation,
  startTranslateSim,
  untilTranslated,
  type TranslateSim,
} from "./comment-translations-helpers.js";

const LANGS = ["en", "mn", "ru"] as const;
let sim: TranslateSim;
let env: UpstreamTestEnv;

beforeAll(async () => {
  sim = await startTranslateSim();
  env = await startUpstreamTestEnv({
    carCount: 120,
    // Jobs of the singleton queue run one after another, each fetched at the next poll. The time
    // limit is longer than a burst of edits takes on a busy machine: the burst test holds the
    // endpoint's answers meanwhile, and a request cut off at 500 ms was asked again (a retry, not
    // the second ask that test looks for).
    config: { translateUrl: sim.url, translateTimeoutMs: 5_000, jobPollSeconds: 0.5 },
  });
});
afterAll(async () => {
  sim?.reset();
  if (env) await drainJobs(env.app);
  await stopUpstreamTestEnv(env);
  await sim?.close();
});
beforeEach(() => sim.reset());

const admin = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  env.app.inject({ method, url, payload, headers: { cookie: env.admin } });

async function newCar(comment: string) {
  const res = await admin("POST", "/api/cars", carInput({ car_number: null, dealer_comment: comment }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** The languages the endpoint was asked for `comment` in, sorted (one entry per request). */
const askedLangs = (comment: string) =>
  sim
    .callsFor(comment)
    .map((r) => r.target)
    .sort();

async function allTranslated(id: number, comment: string) {
  for (const lang of LANGS) await untilTranslated(env.app, id, lang, simTranslation(comment, lang), 60_000);
}

describe("translation jobs", () => {
  it("let a sync run finish while the endpoint is down, and translate its cars once it is back", async () => {
    sim.answer = () => ({ status: 503, body: '{"error":"down"}' });
    expect((await admin("PUT", "/api/admin/settings", { sync_max_per_run: 3 })).statusCode).toBe(200);
    const listing = env.sim.state.cars.find((c) => c.state === "available" && c.priceManwon !== null && !c.brokenRow)!;
    const rule = { complex_code: listing.complexCode, maker: listing.maker, model: listing.model };
    expect((await admin("POST", "/api/admin/sync-rules", rule)).statusCode).toBe(201);

    const started = await admin("POST", "/api/admin/sync-runs");
    expect(started.statusCode, started.body).toBe(202);
    const runId = started.json().run_id as number;
    const run = await pollUntil(
      async () => (await admin("GET", "/api/admin/sync-runs")).json().items.find((r: { id: number }) => r.id === runId),
      (r) => r !== undefined && r.status !== "running",
      { ms: 60_000, what: "the sync run did not finish" },
    );
    expect(run).toMatchObject({ status: "finished" });
    expect(run.imported).toBeGreaterThan(0);
    const imported = await env.app.core.db
      .select({ id: cars.id, comment: cars.dealerComment })
      .from(cars)
      .where(eq(cars.source, "upstream"));
    expect(imported.length).toBe(run.imported);

    // The job asked, was refused, and waits for its retry; the cars are on sale untranslated.
    await pollUntil(
      async () => sim.requests.length,
      (n) => n > 0,
      { ms: 20_000, what: "the translation job never asked the endpoint" },
    );
    const withComment = imported.filter((c) => c.comment);
    expect(withComment.length).toBeGreaterThan(0);
    const first = await publicDetail(env.app, withComment[0].id, "en");
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty("dealer_comment_translation");

    sim.answer = undefined;
    for (const car of withComment) await allTranslated(car.id, car.comment!);
  });

  it("try again after a request that gets no answer in time", async () => {
    const comment = "응답 없는 번역 요청 테스트.";
    let silent = 1;
    sim.answer = (req) => (req.q === comment && silent-- > 0 ? { hang: true } : undefined);
    const id = await newCar(comment);
    await allTranslated(id, comment);
    // The silent request, then the three that were answered.
    expect(sim.callsFor(comment).length).toBeGreaterThanOrEqual(4);
  });

  it("ask for each language of a car once, whatever the burst of triggers", async () => {
    const comment = "동시에 여러 번 요청된 코멘트.";
    sim.hold();
    const id = await newCar(comment);
    const edits = Array.from({ length: 8 }, (_, i) => admin("PATCH", `/api/cars/${id}`, { mileage: 50_000 + i }));
    const asks = Array.from({ length: 5 }, () => requestTranslations(env.app.core, [id, id]));
    const answers = await Promise.all(edits);
    await Promise.all(asks);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    sim.release();
    await allTranslated(id, comment);
    expect(await drainJobs(env.app)).toBe(true);
    expect(askedLangs(comment)).toEqual([...LANGS]);
  });

  it("store one row per language when runs of the same car race (ON CONFLICT)", async () => {
    const comment = "경쟁하는 두 작업의 코멘트.";
    const car = await insertCar(env.app, { car_number: null, dealer_comment: comment });
    const translator = configuredTranslator(env.app.core.config)!;
    await Promise.all(
      Array.from({ length: 4 }, () => translateComments(env.app.core, [car.id], translator, env.app.core.log)),
    );
    const rows = await env.app.core.db
      .select()
      .from(carCommentTranslations)
      .where(eq(carCommentTranslations.carId, car.id));
    expect(rows.map((r) => r.lang).sort()).toEqual([...LANGS]);
    for (const r of rows) expect(r.text).toBe(simTranslation(comment, r.lang));
    expect(rows[0].provider).toBe(`libretranslate:${new URL(sim.url).host}`);
  });

  it("sweep up the comments no event named, and then nothing", async () => {
    const schedules = await env.app.core.jobs.getSchedules();
    expect(schedules.find((s) => s.name === SWEEP_JOB)).toMatchObject({ cron: SWEEP_CRON });
    await drainJobs(env.app);
    // Added without an event (as the demo data is): only the sweep finds them.
    const quiet = [
      await insertCar(env.app, { car_number: null, dealer_comment: "조용히 추가된 차량 하나." }),
      await insertCar(env.app, { car_number: null, dealer_comment: "조용히 추가된 차량 둘." }),
      await insertCar(env.app, { car_number: null, dealer_comment: null }),
    ];
    expect(await sweepUntranslated(env.app.core)).toBe(2);
    expect(await drainJobs(env.app)).toBe(true);
    for (const car of quiet.slice(0, 2)) await allTranslated(car.id, car.dealerComment!);
    const none = await env.app.core.db
      .select()
      .from(carCommentTranslations)
      .where(and(inArray(carCommentTranslations.carId, [quiet[2].id])));
    expect(none).toEqual([]);
    // The database's hash of every comment (imported ones with their odd characters too) is the one
    // stored: a second sweep finds nothing to do.
    expect(await sweepUntranslated(env.app.core)).toBe(0);
  });

  it("leave a comment the endpoint refused for a day, and ask at once for a changed one", async () => {
    await drainJobs(env.app);
    // An endpoint without Mongolian: every mn request is refused with a 400.
    sim.answer = (req) => (req.target === "mn" ? { status: 400, body: '{"error":"mn is not supported"}' } : undefined);
    const comment = "몽골어 거절 테스트 차량.";
    const id = await newCar(comment);
    expect(await drainJobs(env.app)).toBe(true);
    await untilTranslated(env.app, id, "ru", simTranslation(comment, "ru"));
    expect(askedLangs(comment)).toEqual(["en", "mn", "ru"]);
    const refusals = () =>
      env.app.core.db.select().from(carCommentTranslationRefusals).where(eq(carCommentTranslationRefusals.carId, id));
    expect(await refusals()).toMatchObject([{ lang: "mn", reason: expect.stringContaining("400") }]);

    // Hourly sweeps (a burst of them, as several workers might run) ask nothing more of it.
    const swept = await Promise.all([1, 2, 3].map(() => sweepUntranslated(env.app.core)));
    expect(swept).toEqual([0, 0, 0]);
    await requestTranslations(env.app.core, [id]);
    expect(await drainJobs(env.app)).toBe(true);
    expect(sim.callsFor(comment)).toHaveLength(3);

    // A day later it is asked again, once.
    await env.app.core.db
      .update(carCommentTranslationRefusals)
      .set({ refusedAt: sql`now() - interval '25 hours'` })
      .where(eq(carCommentTranslationRefusals.carId, id));
    expect(await sweepUntranslated(env.app.core)).toBe(1);
    expect(await drainJobs(env.app)).toBe(true);
    await pollUntil(
      async () => sim.callsFor(comment).length,
      (n) => n === 4,
      { ms: 30_000, what: "the refused comment asked for again" },
    );
    expect(sim.callsFor(comment).at(-1)?.target).toBe("mn");

    // The comment edited: its new text is asked for in every language at once, refused or not.
    const edited = "몽골어 거절 테스트 차량, 수정됨.";
    const res = await admin("PATCH", `/api/cars/${id}`, { dealer_comment: edited });
    expect(res.statusCode, res.body).toBe(200);
    expect(await drainJobs(env.app)).toBe(true);
    await untilTranslated(env.app, id, "en", simTranslation(edited, "en"));
    expect(askedLangs(edited)).toEqual(["en", "mn", "ru"]);
  });
});

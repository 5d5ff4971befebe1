/**
 * Without TRANSLATE_URL nothing is translated and nothing changes: no job is queued, no sweep is
 * scheduled, no endpoint is called, and the car detail has no translation field. The variables
 * are checked at start like every other (a key without a URL, a URL that is not http(s)), and the
 * key is never repeated in the message.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/server/config.js";
import { queryRows } from "../src/server/lib/sql.js";
import { commentTranslationJobs } from "../src/server/modules/comment-translations/jobs.js";
import { SWEEP_JOB, TRANSLATE_JOB } from "../src/server/modules/comment-translations/queue.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, loginCookie } from "./factories.js";
import { carInput } from "./catalogue-helpers.js";
import { drainJobs, jobContext } from "./drain-jobs.js";
import { publicDetail, startTranslateSim, type TranslateSim } from "./comment-translations-helpers.js";

let sim: TranslateSim;
let app: TestApp;

beforeAll(async () => {
  sim = await startTranslateSim();
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
  await sim?.close();
});

describe("without TRANSLATE_URL", () => {
  it("queues, schedules and asks nothing, and the car detail has no translation", async () => {
    const admin = await loginCookie(app, await createAdmin(app));
    const res = await app.inject({
      method: "POST",
      url: "/api/cars",
      payload: carInput({ car_number: null, dealer_comment: "번역 설정 없는 코멘트." }),
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(await drainJobs(app)).toBe(true);

    const { rows } = await app.core.database.executor.executeSql(
      "select count(*)::int as n from pgboss.job where name like 'comment-translations.%'",
    );
    expect(Number(rows[0].n)).toBe(0);
    expect((await app.core.jobs.getSchedules()).map((s) => s.name)).not.toContain(SWEEP_JOB);
    // A job left from a configuration that had the URL does nothing either.
    const [translate, sweep] = commentTranslationJobs(app.core);
    await translate.handler({ carIds: [id] }, jobContext(app.core, TRANSLATE_JOB));
    await sweep.handler({}, jobContext(app.core, SWEEP_JOB));
    const [{ n }] = await queryRows<{ n: number }>(
      app.core.db,
      sql`select count(*)::int as n from car_comment_translations`,
    );
    expect(Number(n)).toBe(0);

    for (const lang of ["en", "ko", "mn", "ru", undefined]) {
      const { status, body } = await publicDetail(app, id, lang);
      expect(status).toBe(200);
      expect(body.dealer_comment).toBe("번역 설정 없는 코멘트.");
      expect(body).not.toHaveProperty("dealer_comment_translation");
    }
    expect(sim.requests).toEqual([]);
  });
});

describe("the translation variables", () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
  };

  it("are read, checked and the key never repeated", () => {
    const c = loadConfig({ TRANSLATE_URL: "https://translate.example/translate/", TRANSLATE_API_KEY: "k-123" });
    expect([c.translateUrl, c.translateApiKey]).toEqual(["https://translate.example/translate", "k-123"]);
    expect(loadConfig({}).translateUrl).toBeUndefined();
    expect(problemsOf({ TRANSLATE_API_KEY: "secret-key-without-url" })).toEqual([
      "TRANSLATE_API_KEY needs TRANSLATE_URL (the endpoint the key is for)",
    ]);
    expect(problemsOf({ TRANSLATE_URL: "ftp://translate.example" })).toEqual([
      'TRANSLATE_URL must be a http or https URL (got "ftp://translate.example")',
    ]);
    const tooLong = "s".repeat(600);
    const problems = problemsOf({ TRANSLATE_URL: "https://translate.example", TRANSLATE_API_KEY: tooLong });
    expect(problems).toEqual(["TRANSLATE_API_KEY must be 1-512 characters"]);
  });
});

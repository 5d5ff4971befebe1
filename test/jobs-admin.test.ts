/**
 * Admin → Jobs (GET /api/admin/jobs, POST /api/admin/jobs/{id}/retry): an email the mail server
 * refuses for good fails, is listed under `failed` with its error message (never its data or a
 * stack), and runs again when an administrator retries it. Administrators only; hostile input is
 * refused with the contract's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail, PERMANENT_FAILURE_ATTEMPTS } from "../src/server/modules/mail/service.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";

import { patient, pollUntil } from "./patience.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

const BOUNCE = "bounce-jobs@example.com";
const SECRET_TEXT = "reset link https://example.com/reset?token=very-secret-token";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  sink = await startSmtpSink(0, { rejectRecipients: [BOUNCE] });
  app = await createTestApp({ smtpUrl: sink.url });
  admin = await loginCookie(app, await createAdmin(app));
  user = await loginCookie(app, await createUser(app));
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

type Listed = { id: string; queue: string; state: string; retry_count: number; error: string | null };
const list = async (query: string, cookie = admin) =>
  app.inject({ url: `/api/admin/jobs${query}`, headers: { cookie } });
/** A job's state and how far ahead of now its start is (negative: due). */
const startAfterOf = async (id: string) => {
  const { rows } = await app.core.database.executor.executeSql(
    "select state::text as state, (extract(epoch from start_after - now()) * 1000)::float8 as ahead_ms from pgboss.job where id = $1",
    [id],
  );
  return rows[0] as { state: string; ahead_ms: number };
};
const failedMail = async () =>
  ((await list("?state=failed")).json().items as Listed[]).find((j) => j.queue === "mail-send");

describe("Admin → Jobs", () => {
  it("lists a failed job with its error, retries it (202) and sees it run again", async () => {
    await enqueueMail(app.core, app.core.db, {
      to: BOUNCE,
      subject: "Jobs page",
      html: `<p>${SECRET_TEXT}</p>`,
      text: SECRET_TEXT,
    });
    await pollUntil(async () => Boolean(await failedMail()), Boolean, {
      ms: 30_000,
      what: "waiting for the refused email to fail",
    });
    const res = await list("?state=failed");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 20 });
    const job = page.items[0];
    expect(job).toMatchObject({
      queue: "mail-send",
      state: "failed",
      retry_count: PERMANENT_FAILURE_ATTEMPTS - 1,
      created_at: expect.any(String),
      started_at: expect.any(String),
      completed_at: expect.any(String),
    });
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(job.error).toMatch(/Mailbox unavailable/);
    // The error message only: no data of the email, no stack.
    expect(res.body).not.toContain("very-secret-token");
    expect(res.body).not.toContain("Jobs page");
    expect(res.body).not.toMatch(/\n\s+at /);
    expect(job.error).not.toContain("    at ");
    // Not under the other states.
    for (const state of ["retry", "active", "created"])
      expect(((await list(`?state=${state}`)).json().items as Listed[]).some((j) => j.id === job.id)).toBe(false);

    const refusedBefore = sink.rejections.filter((a) => a === BOUNCE).length;
    const retried = await app.inject({
      method: "POST",
      url: `/api/admin/jobs/${job.id}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toEqual({ id: job.id, queue: "mail-send", state: "retry" });
    // It ran again (the server refused it once more) and, refused for good, failed again.
    await pollUntil(async () => sink.rejections.filter((a) => a === BOUNCE).length > refusedBefore, Boolean, {
      ms: 20_000,
      what: "waiting for the retried email to be sent again",
    });
    await pollUntil(async () => (await failedMail())?.retry_count === PERMANENT_FAILURE_ATTEMPTS, Boolean, {
      ms: 20_000,
      what: "waiting for it to fail again",
    });
    // Retried once more, it runs once more.
    const again = await app.inject({
      method: "POST",
      url: `/api/admin/jobs/${job.id}/retry`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(202);
    await pollUntil(async () => (await failedMail())?.retry_count === PERMANENT_FAILURE_ATTEMPTS + 1, Boolean, {
      ms: 20_000,
      what: "waiting for the second retry",
    });
  });

  it("runs a retried job now, whatever back-off it was waiting on: the mended mail server gets it within seconds", async () => {
    const to = "mended-later@example.com";
    sink.reject(to);
    const id = await enqueueMail(app.core, app.core.db, { to, subject: "Retry now", html: "<p>x</p>", text: "x" });
    await pollUntil(async () => (await startAfterOf(id!)).state === "failed", Boolean, {
      ms: 30_000,
      what: "waiting for the refused email to fail for good",
    });
    // The back-off has set its start ahead already (its next attempt's time, kept on failure);
    // a production queue (15 s doubling over 20 attempts) leaves it hours ahead: so does this test.
    expect((await startAfterOf(id!)).ahead_ms).toBeGreaterThan(0);
    await app.core.database.executor.executeSql(
      "update pgboss.job set start_after = now() + interval '1 hour' where id = $1",
      [id],
    );
    sink.accept(to);
    const asked = Date.now();
    const retried = await app.inject({
      method: "POST",
      url: `/api/admin/jobs/${id}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(202);
    const mail = await sink.waitFor((m) => m.subject === "Retry now", patient(10_000));
    expect(mail.text).toContain("x");
    const seconds = (Date.now() - asked) / 1000;
    expect(seconds).toBeLessThan(patient(10_000) / 1000);
  });

  it("answers 409 for a job that has not failed, 404 for an unknown one, 422 for a malformed id", async () => {
    const id = await enqueueMail(app.core, app.core.db, {
      to: "fine@example.com",
      subject: "Fine",
      html: "<p>x</p>",
      text: "x",
    });
    await sink.waitFor((m) => m.subject === "Fine");
    await drainJobs(app);
    const done = await app.inject({ method: "POST", url: `/api/admin/jobs/${id}/retry`, headers: { cookie: admin } });
    expect(done.statusCode).toBe(409);
    expect(done.json().error.code).toBe("job_not_failed");
    const unknown = await app.inject({
      method: "POST",
      url: "/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry",
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
    for (const bad of ["12", "abc", "00000000-0000-4000-8000-00000000000x", "x".repeat(5000)]) {
      const res = await app.inject({ method: "POST", url: `/api/admin/jobs/${bad}/retry`, headers: { cookie: admin } });
      expect([404, 414, 422]).toContain(res.statusCode);
      expect(res.statusCode).not.toBe(500);
    }
    expect(
      (await app.inject({ method: "POST", url: "/api/admin/jobs/abc/retry", headers: { cookie: admin } })).statusCode,
    ).toBe(422);
  });

  it("refuses hostile list queries with 422 and serves the deepest page empty", async () => {
    for (const query of [
      "?state=bogus",
      "?state=completed",
      "?page=0",
      "?page=100001",
      "?page=1.5",
      "?page_size=101",
      "?page_size=0",
      "?extra=1",
      "?state[]=failed&state[]=retry",
    ])
      expect((await list(query)).statusCode, query).toBe(422);
    const deepest = await list("?state=failed&page=100000&page_size=100");
    expect(deepest.statusCode).toBe(200);
    expect(deepest.json()).toMatchObject({ items: [], page: 100000, page_size: 100 });
    // No state: the failed jobs.
    expect((await list("")).json().items.every((j: Listed) => j.state === "failed")).toBe(true);
  });

  it("is for administrators only", async () => {
    expect((await app.inject({ url: "/api/admin/jobs" })).statusCode).toBe(401);
    expect((await list("?state=failed", user)).statusCode).toBe(403);
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await app.inject({ method: "POST", url: `/api/admin/jobs/${id}/retry` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "POST", url: `/api/admin/jobs/${id}/retry`, headers: { cookie: user } })).statusCode,
    ).toBe(403);
  });

  it("gives the size of every queue by state for the metrics (core.jobs.queueSizes)", async () => {
    const sizes = await app.core.jobs.queueSizes();
    const queues = app.core.jobs.queueNames();
    expect(sizes).toHaveLength(queues.length * 3);
    for (const queue of queues)
      expect(
        sizes
          .filter((s) => s.queue === queue)
          .map((s) => s.state)
          .sort(),
      ).toEqual(["active", "failed", "queued"]);
    expect(sizes.every((s) => Number.isInteger(s.count) && s.count >= 0)).toBe(true);
  });
});

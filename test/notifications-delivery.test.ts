import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notifications } from "../src/server/db/schema/community.js";
import { PERMANENT_FAILURE_ATTEMPTS } from "../src/server/modules/mail/service.js";
import { notify } from "../src/server/modules/notifications/service.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { SITE_ENV, mailJobsFor, sentTo } from "./notifications-helpers.js";
import { pollUntil } from "./patience.js";

// Nothing is lost: emails wait while the SMTP server is down, and an address the server
// refuses for good fails on its own without holding up anyone else's email.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, SITE_ENV);
  adminCookie = await loginCookie(app, await createAdmin(app));
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

describe("notification email delivery", () => {
  it("keeps the emails while SMTP is down and sends them when it is back", async () => {
    const user = await createUser(app, { country: "MN" });
    await sink.stop();
    // The request answers at once: the email is only a queued job.
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/notifications",
      headers: { cookie: adminCookie },
      payload: { user_id: user.id, title: "While SMTP is down", message: "Still delivered." },
    });
    expect(res.statusCode).toBe(200);
    expect(await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    // Attempts fail and are retried…
    await pollUntil(
      async () => (await mailJobsFor(app, user.email)).some((j) => j.state === "retry" && j.retry_count >= 1),
      Boolean,
      { ms: 20000, what: "waiting for a retry" },
    );
    expect(sink.messages.some(sentTo(user.email))).toBe(false);
    // …until the server is back.
    await sink.restart();
    const mail = await sink.waitFor(sentTo(user.email), 30000);
    expect(mail.subject).toBe("While SMTP is down");
    expect(mail.html).toContain(`<html lang="mn">`);
    await pollUntil(async () => (await mailJobsFor(app, user.email)).every((j) => j.state === "completed"), Boolean, {
      ms: 10000,
      what: "waiting for completion",
    });
  });

  it("fails a permanently rejected address after its attempts while the others go through", async () => {
    const bounce = await createUser(app, { email: "bounce@example.com" });
    const first = await createUser(app);
    const second = await createUser(app);
    sink.reject(bounce.email);
    await app.core.db.transaction(async (tx) => {
      for (const u of [bounce, first, second])
        await notify(app.core, tx, { userId: u.id, kind: "withdrawal_paid", params: { amount: 2 } });
    });
    await sink.waitFor(sentTo(first.email));
    await sink.waitFor(sentTo(second.email));
    await pollUntil(async () => (await mailJobsFor(app, bounce.email)).some((j) => j.state === "failed"), Boolean, {
      ms: 30000,
      what: "waiting for the rejected email to fail",
    });
    const [job] = await mailJobsFor(app, bounce.email);
    expect(job).toMatchObject({ state: "failed", retry_count: PERMANENT_FAILURE_ATTEMPTS - 1 });
    expect(sink.rejections.filter((a) => a === bounce.email)).toHaveLength(PERMANENT_FAILURE_ATTEMPTS);
    expect(sink.messages.some(sentTo(bounce.email))).toBe(false);
    // The notification itself is there whatever happens to its email.
    expect(await app.core.db.select().from(notifications).where(eq(notifications.userId, bounce.id))).toHaveLength(1);
  });

  it("stores a deleted user's notification without emailing it", async () => {
    const gone = await createUser(app, { deletedAt: new Date() });
    const alive = await createUser(app);
    await app.core.db.transaction(async (tx) => {
      await notify(app.core, tx, { userId: gone.id, kind: "cc_reward", params: { reason: "review", amount: 1 } });
      await notify(app.core, tx, { userId: alive.id, kind: "cc_reward", params: { reason: "review", amount: 1 } });
    });
    await sink.waitFor(sentTo(alive.email));
    expect(await mailJobsFor(app, gone.email)).toHaveLength(0);
    expect(await app.core.db.select().from(notifications).where(eq(notifications.userId, gone.id))).toHaveLength(1);
  });
});

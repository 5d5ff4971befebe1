/**
 * A job queued while serving an HTTP request carries the request's id: the queue's own log lines
 * for the job (its start, a failed attempt) and the handler's lines (`job.log`) name it as
 * `requestId`, so one id finds the request and the background work it caused.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./factories.js";
import { drainJobs } from "./drain-jobs.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, {}, { logger: { level: "debug", stream } });
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

describe("request ids in jobs", () => {
  it("logs the job of a password reset with the id of the request that queued it", async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/password-reset/request",
      headers: { "x-request-id": "test-req-123" },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    expect(res.headers["x-request-id"]).toBe("test-req-123");
    await sink.waitFor((m) => (m.to && "text" in m.to ? m.to.text : "").includes(user.email));
    await drainJobs(app);

    const ofJob = lines.filter((l) => l.job === "mail-send" && l.requestId === "test-req-123");
    expect(ofJob).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: "job started", jobId: expect.any(String) }),
        expect.objectContaining({ msg: "mail sent", to: user.email }),
      ]),
    );
    // The handler never sees the field; the stored job has it.
    const { rows } = await app.core.database.executor.executeSql(
      "select data->>'_requestId' as request_id from pgboss.job where name = 'mail-send' and data->>'to' = $1",
      [user.email],
    );
    expect(rows).toEqual([{ request_id: "test-req-123" }]);
  });

  it("queues a job outside any request without one, and takes no invalid id from a header", async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/password-reset/request",
      headers: { "x-request-id": "bad id with spaces" },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    const generated = res.headers["x-request-id"];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await drainJobs(app);
    expect(lines.some((l) => l.requestId === "bad id with spaces")).toBe(false);
    expect(lines.some((l) => l.job === "mail-send" && l.requestId === generated)).toBe(true);

    await app.core.jobs.send("mail-send", {
      to: "plain@example.com",
      subject: "No request",
      html: "<p>x</p>",
      text: "x",
    });
    await drainJobs(app);
    const started = lines.filter((l) => l.job === "mail-send" && l.msg === "mail sent" && l.to === "plain@example.com");
    expect(started).toHaveLength(1);
    expect(started[0]).not.toHaveProperty("requestId");
  });
});

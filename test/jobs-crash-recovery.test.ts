/**
 * What lets queued work survive a crashed worker, checked on either database (the real crash,
 * with processes, is test/faults-worker-crash.slow.test.ts): a running job counts as abandoned
 * within seconds of its last heartbeat, not after pg-boss's 15 minutes; an email keeps one
 * Message-ID across attempts; the development outbox cleans what interrupted writes left.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../src/server/modules/mail/service.js";
import { createMailTransport, mailMessageId } from "../src/server/modules/mail/transport.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, testConfig, type TestApp } from "./test-app.js";
import { drainJobs } from "./drain-jobs.js";
import { patient } from "./patience.js";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  sink.hold(false);
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

describe("a job whose worker dies", () => {
  it(
    "expires 30 s after the last heartbeat of a running email, not 15 minutes after it started",
    async () => {
      sink.hold(true);
      await enqueueMail(app.core, app.core.db, {
        to: "beat@example.com",
        subject: "Heartbeat",
        html: "<p>x</p>",
        text: "x",
      });
      // The mail server received it and is not answering: the job is running.
      await sink.waitFor((m) => m.subject === "Heartbeat");
      // pg-boss's heartbeat: its supervisor fails (so retries) an active job whose heartbeat_on
      // is older than heartbeat_seconds; the worker writes it every 10 s while the job runs.
      const { rows } = await app.core.database.executor.executeSql(
        `select extract(epoch from (heartbeat_on + heartbeat_seconds * interval '1 second' - now()))::float as left_s,
              expire_seconds as limit_s
         from pgboss.job where name = 'mail-send' and state = 'active'`,
      );
      expect(rows).toHaveLength(1);
      // Abandoned (and retried by the supervisor) 30 s after the last beat; the run's own limit stays.
      expect(rows[0].left_s).toBeGreaterThan(20);
      expect(rows[0].left_s).toBeLessThanOrEqual(30);
      expect(rows[0].limit_s).toBe(15 * 60);
      sink.hold(false);
    },
    patient(30_000),
  );

  it("sends an email with a Message-ID made from its job, the same on every attempt", async () => {
    await enqueueMail(app.core, app.core.db, {
      to: "id@example.com",
      subject: "Stable id",
      html: "<p>x</p>",
      text: "x",
    });
    const mail = await sink.waitFor((m) => m.subject === "Stable id");
    const { rows } = await app.core.database.executor.executeSql(
      "select id from pgboss.job where name = 'mail-send' and data->>'subject' = 'Stable id'",
    );
    expect(mail.messageId).toBe(mailMessageId(rows[0].id as string, app.core.config));
    expect(mail.messageId).toMatch(/^<mail-[0-9a-f-]{36}@localhost>$/);
  });
});

describe("the development outbox", () => {
  it("writes one file per Message-ID and removes what an interrupted write left in outbox.tmp", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-crash-"));
    const tmpDir = path.join(dataDir, "outbox.tmp");
    fs.mkdirSync(tmpDir, { recursive: true });
    // A write cut short an hour ago, and one under way right now in another process.
    const stale = path.join(tmpDir, "old.eml.123.abc");
    const fresh = path.join(tmpDir, "new.eml.456.def");
    fs.writeFileSync(stale, "half a mess");
    fs.writeFileSync(fresh, "half a mess");
    const hourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(stale, hourAgo, hourAgo);

    const transport = createMailTransport(testConfig({ dataDir }));
    const mail = {
      to: "o@example.com",
      subject: "Outbox",
      html: "<p>x</p>",
      text: "x",
      messageId: "<mail-1@localhost>",
    };
    // The same job's email twice (a retry after a crash): one file.
    await transport.send(mail);
    await transport.send(mail);
    await transport.close();
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toEqual(["mail1localhost.eml"]);
    expect(fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8")).toContain(
      "Message-ID: <mail-1@localhost>",
    );
    for (let i = 0; i < 50 && fs.existsSync(stale); i++) await new Promise((r) => setTimeout(r, 20));
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

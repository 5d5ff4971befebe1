import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import { enqueueMail, enqueueMails } from "../src/server/modules/mail/service.js";
import { users } from "../src/server/db/schema/users.js";
import { createTestDatabase, openTestPgliteDir, testConfig } from "./test-app.js";
import { startSmtpSink } from "./smtp-sink.js";
import { pollUntil } from "./patience.js";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
});

describe("background jobs and mail", () => {
  it("keeps a queued email across a restart and sends it from the next worker", async () => {
    // A database that outlives the first process: a PGlite directory, or a PostgreSQL database.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-"));
    const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    const open = () => (testDb ? Promise.resolve(testDb.database) : openTestPgliteDir(dir));

    const first = await buildApp(testConfig({ role: "api", smtpUrl: sink.url }), {
      logger: false,
      database: await open(),
    });
    await first.ready();
    await enqueueMail(first.core, first.core.db, {
      to: "restart@example.com",
      subject: "Survives restarts",
      html: "<p>hi</p>",
      text: "hi",
    });
    await first.close();
    if (!testDb) await first.core.database.close();
    expect(sink.messages.find((m) => m.subject === "Survives restarts")).toBeUndefined();

    const second = await buildApp(testConfig({ role: "all", smtpUrl: sink.url }), {
      logger: false,
      database: await open(),
    });
    await second.ready();
    const mail = await sink.waitFor((m) => m.subject === "Survives restarts");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain("restart@example.com");
    await second.close();
    if (testDb) await testDb.drop();
    else await second.core.database.close();
  });

  it("enqueues mail inside the caller's transaction: a rollback sends nothing", async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig({ smtpUrl: sink.url }), { logger: false, database: testDb.database });
    await app.ready();
    await app.core.db
      .transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ email: "tx@example.com", passwordHash: "x", name: "x", referralCode: "TXCODE01" });
        await enqueueMail(app.core, tx, { to: "tx@example.com", subject: "Rolled back", html: "<p>x</p>", text: "x" });
        throw new Error("rollback");
      })
      .catch(() => {});
    await app.core.db.transaction(async (tx) => {
      await enqueueMail(app.core, tx, { to: "tx@example.com", subject: "Committed", html: "<p>x</p>", text: "x" });
    });
    await sink.waitFor((m) => m.subject === "Committed");
    expect(sink.messages.find((m) => m.subject === "Rolled back")).toBeUndefined();
    await app.close();
    await testDb.drop();
  });

  it("sends a burst of emails over a few kept-open connections, not one connection each", async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig({ smtpUrl: sink.url }), { logger: false, database: testDb.database });
    await app.ready();
    const before = sink.connections;
    const burst = Array.from({ length: 40 }, (_, i) => ({
      to: `burst-${i}@example.com`,
      subject: "Burst",
      html: "<p>x</p>",
      text: "x",
    }));
    await enqueueMails(app.core, app.core.db, burst);
    await pollUntil(
      async () => sink.messages.filter((m) => m.subject === "Burst").length,
      (n) => n >= burst.length,
      { ms: 15_000, what: "the burst was not delivered" },
    );
    expect(sink.messages.filter((m) => m.subject === "Burst")).toHaveLength(burst.length);
    // The pool holds at most three connections (transport.ts).
    expect(sink.connections - before).toBeLessThanOrEqual(3);
    await app.close();
    await testDb.drop();
  });

  it("writes .eml files to DATA_DIR/outbox when no SMTP server is configured", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig({ dataDir }), { logger: false, database: testDb.database });
    await app.ready();
    await enqueueMail(app.core, app.core.db, {
      to: "dev@example.com",
      subject: "Outbox file",
      html: "<p>x</p>",
      text: "x",
    });
    const outbox = path.join(dataDir, "outbox");
    await pollUntil(
      async () => fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0,
      (written) => written,
      { ms: 10_000, what: "nothing was written to the outbox", intervalMs: 200 },
    );
    const files = fs.readdirSync(outbox);
    expect(files.length).toBe(1);
    expect(fs.readFileSync(path.join(outbox, files[0]), "utf8")).toContain("Subject: Outbox file");
    await app.close();
    await testDb.drop();
  });
});

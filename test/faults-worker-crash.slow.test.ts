/**
 * A worker killed (`kill -9`) in the middle of sending a queue of emails: another worker sends
 * them within two minutes, and an email the mail server had already received when the worker
 * died comes again with the same Message-ID (a duplicate any mail server drops), never as a
 * second, different message. Real processes on PostgreSQL (PGlite is one process's file).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app.js";
import { openDatabase } from "../src/server/db/client.js";
import { enqueueMails } from "../src/server/modules/mail/service.js";
import { startSmtpSink } from "./smtp-sink.js";
import { testConfig } from "./test-app.js";
import { createPostgresDatabase, killProcess, startServerProcess, type ServerProcess } from "./process-helpers.js";
import { patient } from "./patience.js";

const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? "");
const EMAILS = 20;

describe.skipIf(!onPostgres)("a worker killed mid-queue (PostgreSQL only: set TEST_DATABASE_URL)", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!().catch(() => {});
  });

  it(
    "its emails go out within 2 minutes, each once or again with the same Message-ID",
    async () => {
      const db = await createPostgresDatabase("crash");
      cleanups.push(() => db.drop());
      const sink = await startSmtpSink();
      cleanups.push(() => sink.stop());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-crash-"));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, SMTP_URL: sink.url, ROLE: "worker" };

      // The mail server takes the first message but never answers: the worker is mid-send.
      sink.hold(true);
      let first: ServerProcess | undefined = await startServerProcess(env);
      cleanups.push(() => killProcess(first));

      // An API instance queues the emails (and, like every instance, runs pg-boss's maintenance).
      const api = await buildApp(testConfig({ role: "api", smtpUrl: sink.url }), {
        logger: false,
        database: await openDatabase({ databaseUrl: db.url, pgliteDir: "" }),
      });
      cleanups.push(async () => {
        await api.close();
        await api.core.database.close();
      });
      await api.ready();
      const subjects = Array.from({ length: EMAILS }, (_, i) => `Crash test ${i}`);
      await enqueueMails(
        api.core,
        api.core.db,
        subjects.map((subject, i) => ({ to: `crash-${i}@example.com`, subject, html: "<p>x</p>", text: "x" })),
      );
      await sink.waitFor(() => true, patient(30_000));
      const active = async () => {
        const { rows } = await api.core.database.executor.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'mail-send' and state = 'active'",
        );
        return Number(rows[0].n);
      };
      const taken = await active();
      expect(taken).toBeGreaterThan(0);

      const killedAt = Date.now();
      await killProcess(first);
      first = undefined;
      sink.hold(false);
      const second = await startServerProcess(env);
      cleanups.push(() => killProcess(second));
      const secondUpAt = Date.now();

      const delivered = () => new Set(sink.messages.map((m) => m.subject)).size;
      while (delivered() < EMAILS && Date.now() - killedAt < 130_000) await new Promise((r) => setTimeout(r, 250));
      const doneAt = Date.now();
      const bySubject = new Map<string, ParsedMail[]>();
      for (const m of sink.messages) bySubject.set(m.subject ?? "", [...(bySubject.get(m.subject ?? "") ?? []), m]);
      const copies = [...bySubject.values()].filter((list) => list.length > 1);
      console.log(
        `${taken} jobs active when the worker was killed; ${delivered()} of ${EMAILS} emails delivered ` +
          `${doneAt - killedAt} ms after the kill (${doneAt - secondUpAt} ms after the next worker listened); ` +
          `${copies.length} sent again`,
      );
      expect(delivered()).toBe(EMAILS);
      expect(doneAt - killedAt).toBeLessThan(120_000);
      // The message the server had received before the worker died came again, with its Message-ID.
      expect(copies.length).toBeGreaterThan(0);
      for (const list of bySubject.values()) {
        expect(new Set(list.map((m) => m.messageId)).size).toBe(1);
      }
    },
    patient(300_000),
  );
});

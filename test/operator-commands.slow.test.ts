// What an operator runs, run as processes (slow by nature: each loads the app through tsx, some
// through npm; `npm run test:all`): `npm run db:backup` and `npm run db:restore` end to end, and
// the server (`npm start`'s src/server/main.ts) refusing to start, with its message and no stack
// trace. What the commands do is tested in-process, through the functions they call:
// test/db-backup-restore.slow.test.ts (runCommand) and test/environment-mark.slow.test.ts (the
// same refusals from buildApp).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../src/server/config.js";
import { backupKind } from "../src/server/db/backup-common.js";
import { adminQuery, databaseUrl } from "./db-template.js";
import { patient } from "./patience.js";
import { createPostgresDatabase } from "./process-helpers.js";
import { startOnce, unmarkedStore } from "./environment-mark-helpers.js";
import { TEST_SECRETS_KEY, openTestPgliteDir } from "./test-app.js";

const base = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-commands-"));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `program argv` in the repository with only `env` (and PATH, HOME, TMPDIR) set, to its end. */
function run(program: string, argv: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, argv, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: os.homedir(), TMPDIR: os.tmpdir(), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), patient(120_000));
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `npm run --silent <script> -- args` as an operator types it. */
const npmRun = (script: string, args: string[], env: Record<string, string>) =>
  run("npm", ["run", "--silent", script, "--", ...args], { APP_ENV: "test", ...env });

/** The server's entry point, as `npm start` runs it after the build, until it exits. */
const runMain = (env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    PORT: "0",
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    ...env,
  });

describe(`npm run db:backup and db:restore (${base ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "back up a database and restore it into an empty one; a missing FILE is a usage error",
    async () => {
      // The source: a copy of the run's migrated template, with the server stopped.
      let source: Record<string, string>;
      let target: Record<string, string>;
      if (base) {
        const db = await createPostgresDatabase("cmd_src");
        cleanups.push(db.drop);
        source = { DATABASE_URL: db.url };
        const name = `cmd_dst_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
        await adminQuery(base, `create database ${name} template template0`);
        cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
        target = { DATABASE_URL: databaseUrl(base, name) };
      } else {
        const dataDir = path.join(work, "source");
        await (await openTestPgliteDir(path.join(dataDir, "pglite"))).close();
        source = { DATA_DIR: dataDir };
        target = { DATA_DIR: path.join(work, "target") };
      }
      const file = path.join(work, "commands.backup");

      const backup = await npmRun("db:backup", [file], source);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("backup done in");
      expect(backupKind(file)).toBe(base ? "pg_dump" : "pglite");

      const restore = await npmRun("db:restore", [file], target);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain("restore done in");

      const missing = await npmRun("db:backup", [], source);
      expect(missing.code).toBe(2);
      expect(missing.stderr.trim()).toBe("db:backup: FILE is missing; usage: npm run db:backup -- FILE [--force]");
    },
    patient(240_000),
  );
});

/**
 * Production takes no embedded database (config.ts productionProblems): on PGlite the refusal is
 * tried one environment down, staging's process on a development database.
 */
const [OWNER, INTRUDER]: [AppEnv, AppEnv] = base ? ["staging", "production"] : ["development", "staging"];

describe("the server process refuses to start", () => {
  it(
    "on another environment's database, with the message and no stack trace",
    async () => {
      const { where, env } = await unmarkedStore(cleanups);
      await startOnce(OWNER, where);
      const needs: Record<string, string> =
        INTRUDER === "production"
          ? {
              SMTP_URL: "smtp://127.0.0.1:2525",
              PUBLIC_BASE_URL: "https://shop.example",
              SECRETS_KEY: TEST_SECRETS_KEY,
            }
          : {};
      const { code, stderr } = await runMain({ ...env, ...needs, APP_ENV: INTRUDER });
      expect(code).toBe(1);
      expect(stderr).toContain(
        `This database belongs to APP_ENV=${OWNER}, but this process runs with APP_ENV=${INTRUDER}`,
      );
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    patient(120_000),
  );

  it(
    "in production on the embedded database, without SMTP or on plain http, naming each variable and touching nothing",
    async () => {
      const dataDir = path.join(work, "never-opened-prod");
      const { code, stderr } = await runMain({ APP_ENV: "production", DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain("DATABASE_URL must be set with APP_ENV=production");
      expect(stderr).toContain("SMTP_URL must be set with APP_ENV=production");
      expect(stderr).toContain("PUBLIC_BASE_URL must be an https:// address with APP_ENV=production");
      expect(stderr).toContain("SECRETS_KEY must be set with APP_ENV=production");
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    patient(120_000),
  );

  it(
    "with a bootstrap admin password that breaks the policy, naming ADMIN_PASSWORD",
    async () => {
      const dataDir = path.join(work, "never-opened");
      const { code, stderr } = await runMain({
        APP_ENV: "test",
        DATA_DIR: dataDir,
        ADMIN_EMAIL: "boss@example.com",
        ADMIN_PASSWORD: "longpassword123",
      });
      expect(code).toBe(1);
      expect(stderr).toContain("ADMIN_PASSWORD must follow the password policy");
      expect(stderr).toContain("but it has no special character");
      expect(stderr).not.toContain("longpassword123");
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    patient(120_000),
  );
});

import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { adminQuery, currentDbTemplate, databaseUrl } from "./db-template.js";
import { patient } from "./patience.js";
import { TEST_SECRETS_KEY } from "./test-app.js";

const root = path.resolve(import.meta.dirname, "..");

export type ServerProcess = { url: string; child: ChildProcess; output: string[]; exited: Promise<number | null> };

/**
 * Starts the server (src/server/main.ts through tsx: no build, so test files never race for
 * dist/server) with `env`; resolves once it listens (PORT=0: the OS picks).
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = patient(120_000)): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      APP_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      DEMO_DATA: "false",
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return listeningAddress(child, output, timeoutMs).then((url) => ({ url, child, output, exited }));
}

/**
 * The address a server process (piped stdout and stderr) prints once it listens; its lines are
 * kept in `output`. A process that exits first, or takes longer than `timeoutMs`, is killed and
 * the promise rejects with its last 30 lines (prefixed by `label`).
 */
export function listeningAddress(
  child: ChildProcess,
  output: string[],
  timeoutMs: number,
  label = "",
): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`did not listen within ${timeoutMs} ms`)), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${label}${err.message}\n${output.slice(-30).join("\n")}`));
    };
    readline.createInterface({ input: child.stderr! }).on("line", (line) => output.push(line));
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      output.push(line);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    });
    child.once("exit", (code) => fail(new Error(`exited with ${code} before listening`)));
  });
}

/** Ends a child for good (SIGKILL) and waits until it has gone. */
export async function killProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

/** A PostgreSQL database of its own, a copy of the run's migrated template; `drop` removes it. */
export async function createPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${label}_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const template = currentDbTemplate().postgresTemplate;
  await adminQuery(base, `create database ${name}${template ? ` template ${template}` : ""}`);
  return {
    url: databaseUrl(base, name),
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`),
  };
}

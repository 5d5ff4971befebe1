// `npm run db:backup` and `npm run db:restore` (docs/backup.md): the database the
// configuration names (DATABASE_URL, else the embedded one under DATA_DIR), each engine with its
// own tool: pg_dump/pg_restore in custom format for PostgreSQL (backup-postgres.ts), PGlite's
// data-dir dump for the embedded database (backup-pglite.ts). Stored files (photos, slips,
// documents) are not in the database; docs/backup.md says how to copy them.
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "../config.js";
import { backupPglite, restorePglite } from "./backup-pglite.js";
import { backupPostgres, restorePostgres } from "./backup-postgres.js";
import { PgliteDirInUseError } from "./pglite-lock.js";
import { BackupError, backupKind, formatBytes, type Options, type Outcome } from "./backup-common.js";

export async function backupDatabase(config: Config, file: string, options: Options): Promise<Outcome> {
  if (fs.existsSync(file) && !options.force) {
    throw new BackupError(`${file} already exists: choose a new name, or pass --force to overwrite it`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return config.databaseUrl ? backupPostgres(config.databaseUrl, file) : backupPglite(embeddedDir(config), file);
}

export async function restoreDatabase(config: Config, file: string, options: Options): Promise<Outcome> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`${file}: no such file`);
  const kind = backupKind(file);
  if (kind === "unknown") {
    throw new BackupError(`${file} is not a backup made by db:backup (neither a pg_dump archive nor a PGlite dump)`);
  }
  if (config.databaseUrl) {
    if (kind !== "pg_dump") {
      throw new BackupError(
        `${file} is a backup of an embedded (PGlite) database: restore it with DATABASE_URL unset and DATA_DIR set`,
      );
    }
    return restorePostgres(config.databaseUrl, file, options);
  }
  if (kind !== "pglite") {
    throw new BackupError(
      `${file} is a pg_dump archive of PostgreSQL: restore it with DATABASE_URL set to an empty PostgreSQL database`,
    );
  }
  return restorePglite(embeddedDir(config), file, options);
}

function embeddedDir(config: Config): string {
  if (config.pgliteDir === "memory://") throw new BackupError("DATA_DIR=memory:// keeps the database in memory only");
  return config.pgliteDir;
}

/** The lines a command prints on success. */
export function describeOutcome(verb: "backup" | "restore", outcome: Outcome): string[] {
  const seconds = (outcome.ms / 1000).toFixed(1);
  const size = `${formatBytes(outcome.bytes)} (${outcome.bytes} bytes)`;
  const [from, to] = verb === "backup" ? [outcome.database, outcome.file] : [outcome.file, outcome.database];
  return [
    `${verb} done in ${seconds} s`,
    `  from     ${from}`,
    `  to       ${to}`,
    `  size     ${size}`,
    ...outcome.notes.map((n) => `  note     ${n}`),
  ];
}

/** Where a command reads its configuration and writes its lines: the process's, or a test's. */
export type CommandIo = { env: NodeJS.ProcessEnv; log(line: string): void; error(line: string): void };
const processIo: CommandIo = {
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/**
 * Both commands' command line: `FILE [--force]` and the app's own configuration; a summary on
 * success, else one line on stderr and a non-zero exit code (2 for a mistake in the command line).
 */
export async function runCommand(
  verb: "backup" | "restore",
  argv: string[],
  io: CommandIo = processIo,
): Promise<number> {
  const name = `db:${verb}`;
  const flags = argv.filter((a) => a.startsWith("--"));
  const files = argv.filter((a) => !a.startsWith("--"));
  const unknown = flags.find((f) => f !== "--force");
  if (unknown || files.length !== 1) {
    const problem = unknown ? `unknown option ${unknown}` : files.length ? "one FILE only" : "FILE is missing";
    io.error(`${name}: ${problem}; usage: npm run ${name} -- FILE [--force]`);
    return 2;
  }
  // npm runs scripts in the package's directory; a relative FILE means the caller's.
  const file = path.resolve(io.env.INIT_CWD ?? process.cwd(), files[0]);
  try {
    const config = loadConfig(io.env);
    const options = { force: flags.includes("--force") };
    const outcome =
      verb === "backup" ? await backupDatabase(config, file, options) : await restoreDatabase(config, file, options);
    for (const line of describeOutcome(verb, outcome)) io.log(line);
    return 0;
  } catch (err) {
    const known = err instanceof BackupError || err instanceof PgliteDirInUseError || err instanceof ConfigError;
    const message = known ? (err as Error).message : `failed: ${String((err as Error)?.message ?? err).split("\n")[0]}`;
    io.error(`${name}: ${message.replace(/\n\s*/g, " ")}`);
    return 1;
  }
}

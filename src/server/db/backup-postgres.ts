// PostgreSQL's backup: pg_dump's custom format (-Fc: compressed, read back by pg_restore), one
// consistent snapshot taken while the service keeps running. pg_dump refuses a server of a newer
// major version than its own, so the versions are compared first and the message says what to
// install. The password travels in PGPASSWORD, never on a command line others can read (ps).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { BackupError, timestamp, writeAtomically, type Options, type Outcome } from "./backup-common.js";

type Target = { url: string; env: NodeJS.ProcessEnv; name: string; label: string };

export async function backupPostgres(databaseUrl: string, file: string): Promise<Outcome> {
  const started = Date.now();
  const target = targetOf(databaseUrl);
  const server = await serverVersion(target);
  const dumpTool = await pgDumpFor(server);
  const bytes = await writeAtomically(file, (partial) => pgDump(target, partial));
  return {
    database: `PostgreSQL ${server.version}, ${target.label}`,
    file,
    bytes,
    ms: Date.now() - started,
    notes: [`${dumpTool}, custom format (-Fc); restore it with npm run db:restore and DATABASE_URL set`],
  };
}

/**
 * pg_restore into an empty database, in one transaction (a failure leaves it empty). A database
 * that holds anything is refused; with --force its contents are first saved with pg_dump beside
 * FILE (records outlive a restore), then its schemas are dropped.
 */
export async function restorePostgres(databaseUrl: string, file: string, options: Options): Promise<Outcome> {
  const started = Date.now();
  const target = targetOf(databaseUrl);
  const restoreTool = await toolVersion("pg_restore");
  const archive = await archiveHeader(file, restoreTool.text);
  const server = await serverVersion(target);
  if (archive.fromMajor > server.major) {
    throw new BackupError(
      `${file} comes from PostgreSQL ${archive.from} and ${target.label} runs ${server.version}: restore into the same major version or a newer one`,
    );
  }
  const notes: string[] = [];
  const objects = await userObjects(target);
  if (objects.length > 0) {
    const some = `${objects.length} objects, e.g. ${objects.slice(0, 3).join(", ")}`;
    if (!options.force) {
      throw new BackupError(
        `${target.label} holds data (${some}): restore into an empty database, or pass --force to save its contents beside ${path.basename(file)} and replace them`,
      );
    }
    const dumpTool = await pgDumpFor(server);
    const saved = path.join(path.dirname(file), `${target.name}-before-restore-${timestamp()}.dump`);
    await writeAtomically(saved, (partial) => pgDump(target, partial));
    notes.push(`what the database held was saved to ${saved} first (${dumpTool}; restore it like any backup)`);
    await emptyDatabase(target);
  }
  const restored = await run(
    "pg_restore",
    ["--no-owner", "--no-password", "--exit-on-error", "--single-transaction", `--dbname=${target.url}`, file],
    target.env,
  );
  if (restored.code !== 0) {
    const kept = notes.length ? ` (${notes[0]})` : "";
    throw new BackupError(`pg_restore failed, nothing was restored: ${firstError(restored.stderr)}${kept}`);
  }
  // pg_restore brings rows, not the planner's statistics: without them the first queries of the
  // restored service would be planned blind until autovacuum came round.
  await withClient(target, (client) => client.query("vacuum analyze"));
  notes.push(`${restoreTool.text}; archive written by pg_dump ${archive.by}; then VACUUM ANALYZE`);
  return {
    database: `PostgreSQL ${server.version}, ${target.label}`,
    file,
    bytes: fs.statSync(file).size,
    ms: Date.now() - started,
    notes,
  };
}

/** The URL without its password (handed over in PGPASSWORD) and a label that names no secret. */
function targetOf(databaseUrl: string): Target {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const name = decodeURIComponent(url.pathname.slice(1));
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    name,
    label: `database ${name} on ${url.hostname || "localhost"}:${url.port || "5432"}`,
  };
}

async function withClient<T>(target: Target, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target.url, password: target.env.PGPASSWORD });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw new BackupError(`cannot connect to ${target.label}: ${firstError((err as Error).message)}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverVersion(target: Target): Promise<{ version: string; major: number }> {
  const { rows } = await withClient(target, (c) =>
    c.query<{ v: string; n: string }>(
      "select current_setting('server_version') v, current_setting('server_version_num') n",
    ),
  );
  return { version: rows[0].v.split(" ")[0], major: Math.floor(Number(rows[0].n) / 10000) };
}

/** pg_dump's version, checked against the server's: pg_dump must be at least the server's major. */
async function pgDumpFor(server: { version: string; major: number }): Promise<string> {
  const tool = await toolVersion("pg_dump");
  if (tool.major < server.major) {
    throw new BackupError(
      `${tool.text} is older than the server (PostgreSQL ${server.version}): pg_dump must be at least version ${server.major}; ` +
        `install that client (Debian: postgresql-client-${server.major}) or put its bin directory first on PATH`,
    );
  }
  return tool.text;
}

async function pgDump(target: Target, out: string): Promise<void> {
  const dumped = await run(
    "pg_dump",
    ["--format=custom", "--no-password", `--file=${out}`, `--dbname=${target.url}`],
    target.env,
  );
  if (dumped.code !== 0) throw new BackupError(`pg_dump failed: ${firstError(dumped.stderr)}`);
}

async function toolVersion(tool: "pg_dump" | "pg_restore"): Promise<{ text: string; major: number }> {
  const { stdout } = await run(tool, ["--version"], process.env);
  // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-1.pgdg120+1)"
  const match = /\)\s*(\d+)(?:\.(\d+))?/.exec(stdout);
  if (!match) throw new BackupError(`${tool} --version said "${stdout.trim()}", which names no version`);
  return { text: `${tool} ${match[1]}${match[2] ? `.${match[2]}` : ""}`, major: Number(match[1]) };
}

/** The archive's own header, through `pg_restore --list`: a file it cannot read fails here. */
async function archiveHeader(file: string, tool: string) {
  const listed = await run("pg_restore", ["--list", file], process.env);
  if (listed.code !== 0) throw new BackupError(`${tool} cannot read ${file}: ${firstError(listed.stderr)}`);
  const from = /Dumped from database version: (\S+)/.exec(listed.stdout)?.[1] ?? "?";
  const by = /Dumped by pg_dump version: (\S+)/.exec(listed.stdout)?.[1] ?? "?";
  return { from, by, fromMajor: Number.parseInt(from, 10) || 0 };
}

/** Tables, views, sequences, schemas and functions of the database's own (not PostgreSQL's or an extension's). */
async function userObjects(target: Target): Promise<string[]> {
  const notExtension = (catalog: string, oid: string) =>
    `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
  const own = (schema: string) => `${schema} not in ('pg_catalog', 'information_schema') and ${schema} !~ '^pg_'`;
  const { rows } = await withClient(target, (c) =>
    c.query<{ what: string }>(`
      select format('%s %I.%I', case c.relkind when 'S' then 'sequence' when 'v' then 'view' else 'table' end,
                    n.nspname, c.relname) as what
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${own("n.nspname")} and ${notExtension("pg_class", "c.oid")}
      union all
      select format('schema %I', n.nspname) from pg_namespace n
       where ${own("n.nspname")} and n.nspname <> 'public' and ${notExtension("pg_namespace", "n.oid")}
      union all
      select format('function %I.%I', n.nspname, p.proname)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where ${own("n.nspname")} and ${notExtension("pg_proc", "p.oid")}`),
  );
  return rows.map((r) => r.what);
}

/**
 * Drops every schema of the database's own, in one transaction, and makes `public` again as it
 * was (its owner and grants: pg_database_owner's since PostgreSQL 15, the bootstrap user's before).
 */
async function emptyDatabase(target: Target): Promise<void> {
  await withClient(target, async (c) => {
    await c.query("begin");
    const { rows: schemas } = await c.query<{ name: string }>(
      `select quote_ident(nspname) as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname !~ '^pg_'`,
    );
    const { rows: owner } = await c.query<{ owner: string }>(
      "select quote_ident(pg_get_userbyid(nspowner)) as owner from pg_namespace where nspname = 'public'",
    );
    const { rows: grants } = await c.query<{ sql: string }>(
      `select format('grant %s on schema public to %s', a.privilege_type,
                     case a.grantee when 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end) as sql
         from pg_namespace n, aclexplode(n.nspacl) a where n.nspname = 'public'`,
    );
    for (const s of schemas) await c.query(`drop schema ${s.name} cascade`);
    await c.query(`create schema public${owner[0] ? ` authorization ${owner[0].owner}` : ""}`);
    for (const g of grants) await c.query(g.sql);
    await c.query("commit");
  });
}

/** Runs a client program; a missing one is a one-line BackupError. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT"
          ? new BackupError(
              `${command} was not found on PATH: install PostgreSQL's client programs (Debian: postgresql-client-N, N at least the server's major version)`,
            )
          : err,
      ),
    );
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The line of a tool's output that says what went wrong (pg_dump and pg_restore start with "error:"). */
function firstError(text: string): string {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.find((l) => /error:/i.test(l)) ?? lines[0] ?? "no message").replace(/^(pg_dump|pg_restore): /, "");
}

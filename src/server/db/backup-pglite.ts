// The embedded database's backup: PGlite's own dump of its data dir (a gzipped tar), loaded back
// into a new data dir with PGlite's loadDataDir, as test/global-setup.ts does with its template.
// PGlite is one process: both commands hold the data dir's lock (db/pglite-lock.ts) for their
// whole run, so a running server makes them refuse, and a server started meanwhile refuses.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite } from "./client.js";
import { lockPgliteDir } from "./pglite-lock.js";
import {
  BackupError,
  isGzip,
  readHead,
  timestamp,
  writeAtomically,
  type Options,
  type Outcome,
} from "./backup-common.js";

export async function backupPglite(dir: string, file: string): Promise<Outcome> {
  const started = Date.now();
  // Opening an empty directory would create a new database: there is nothing to back up.
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    throw new BackupError(
      `there is no embedded database at ${dir}: set DATA_DIR (or DATABASE_URL) to the one to back up`,
    );
  }
  const { client, close } = await openPglite(dir);
  try {
    const version = await serverVersion(client);
    // Every committed change goes into the data files, so the copy starts without replaying WAL.
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("gzip");
    const bytes = await writeAtomically(file, (partial) =>
      pipeline(
        Readable.fromWeb(dump.stream() as Parameters<typeof Readable.fromWeb>[0]),
        fs.createWriteStream(partial),
      ),
    );
    return {
      database: `PGlite (PostgreSQL ${version}), data dir ${dir}`,
      file,
      bytes,
      ms: Date.now() - started,
      notes: ["PGlite's data-dir dump (gzipped tar); restore it with npm run db:restore and DATA_DIR set"],
    };
  } finally {
    await close();
  }
}

/**
 * Loads the dump into a directory beside `dir` and renames it into place once PGlite has opened
 * it, so a failed restore leaves `dir` as it was. A `dir` that holds anything is refused, or with
 * --force renamed to a timestamped sibling: records outlive a restore, nothing is deleted.
 */
export async function restorePglite(dir: string, file: string, options: Options): Promise<Outcome> {
  const started = Date.now();
  const release = lockPgliteDir(dir);
  try {
    const holdsData = fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
    if (holdsData && !options.force) {
      throw new BackupError(
        `the embedded database ${dir} holds data: restore into an empty DATA_DIR, or pass --force to move it aside (nothing is deleted)`,
      );
    }
    const staging = `${dir}.restoring-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    let version: string;
    try {
      // PGlite decompresses a dump by its type.
      const type = isGzip(readHead(file, 2)) ? "application/x-gzip" : "application/x-tar";
      const dump = await fs.openAsBlob(file, { type });
      const { client, close } = await openPglite(staging, dump);
      try {
        version = await serverVersion(client);
      } finally {
        await close();
      }
    } catch (err) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw err instanceof BackupError ? err : new BackupError(`${file} could not be loaded: ${firstLine(err)}`);
    }
    const notes: string[] = [];
    if (holdsData) {
      const aside = `${dir}-replaced-${timestamp()}`;
      fs.renameSync(dir, aside);
      notes.push(`the database that was there was moved to ${aside} (delete it yourself once it is no longer needed)`);
    } else {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.renameSync(staging, dir);
    return {
      database: `PGlite (PostgreSQL ${version}), data dir ${dir}`,
      file,
      bytes: fs.statSync(file).size,
      ms: Date.now() - started,
      notes,
    };
  } finally {
    release();
  }
}

async function serverVersion(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ server_version: string }>("show server_version");
  return rows[0].server_version;
}

const firstLine = (err: unknown) => String((err as Error)?.message ?? err).split("\n")[0];

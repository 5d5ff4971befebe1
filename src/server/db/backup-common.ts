// What db:backup and db:restore share between their engines (backup.ts says what they do).
import fs from "node:fs";

/** A refusal or failure the operator can act on: its message is one line and the whole story. */
export class BackupError extends Error {}

/** What a command did, for its output. */
export type Outcome = {
  /** e.g. "PostgreSQL 15.8 (database kcar on db:5432)" or "PGlite (PostgreSQL 17.4) at data/pglite". */
  database: string;
  file: string;
  bytes: number;
  ms: number;
  /** Further lines worth telling (the tool used, where replaced data went). */
  notes: string[];
};

export type Options = { force: boolean };

/** What a backup file holds, from its first bytes. */
export function backupKind(file: string): "pg_dump" | "pglite" | "unknown" {
  const head = readHead(file, 512);
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "pg_dump";
  // A dumpDataDir tar, gzipped or plain ("ustar" at byte 257).
  if (isGzip(head)) return "pglite";
  if (head.subarray(257, 262).toString("latin1") === "ustar") return "pglite";
  return "unknown";
}

export const isGzip = (head: Buffer) => head[0] === 0x1f && head[1] === 0x8b;

/** The first `bytes` bytes of `file` (fewer if it is shorter). */
export function readHead(file: string, bytes: number): Buffer {
  const head = Buffer.alloc(bytes);
  const fd = fs.openSync(file, "r");
  try {
    return head.subarray(0, fs.readSync(fd, head, 0, bytes, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes `file` through `write(partial)` into a name of its own, then renames it into place: a
 * backup cut short (a full disk, Ctrl-C) never looks like a finished one. */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await write(partial);
    const fd = fs.openSync(partial, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return fs.statSync(file).size;
}

/** A name for data set aside, sortable and free of characters shells or file systems dislike. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "");
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

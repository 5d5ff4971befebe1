// PGlite is PostgreSQL inside one process, without a postmaster to keep a second one out: two
// processes that open the same data directory both write its files and corrupt it. PGlite's own
// postmaster.pid cannot tell (it holds a fixed placeholder, -42, and a crash leaves it behind),
// so every open of an on-disk data dir (the server, `npm run db:backup` / `db:restore`,
// `demo:accounts`) claims `<dir>.lock` beside it, naming its process; a lock whose process is
// gone (a crash, a reboot) is taken over.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type Owner = { pid: number; host: string; boot?: string };

export class PgliteDirInUseError extends Error {}

/** The file that marks `dir` as open. */
export const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/** Claims `dir` for this process or throws PgliteDirInUseError; the returned function releases it. */
export function lockPgliteDir(dir: string): () => void {
  const file = lockFileOf(dir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const me: Owner = { pid: process.pid, host: os.hostname(), boot: bootId() };
  // Written whole aside, then linked into place: a link is created at once or not at all, so
  // nobody reads a half-written lock (which would look stale).
  const mine = `${file}.${process.pid}`;
  fs.writeFileSync(mine, JSON.stringify(me));
  try {
    // Twice at most: a first try that finds a stale lock removes it and tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(mine, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
        const owner = readOwner(file);
        if (attempt > 0 || (owner && isAlive(owner))) throw inUse(dir, file, owner);
        fs.rmSync(file, { force: true });
      }
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  return () => {
    // Only our own lock: a release after someone took over a lock thought stale must not free theirs.
    if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true });
  };
}

function inUse(dir: string, file: string, owner: Owner | undefined): PgliteDirInUseError {
  const who = owner
    ? `process ${owner.pid}${owner.host === os.hostname() ? "" : ` on ${owner.host}`}`
    : "another process";
  return new PgliteDirInUseError(
    `the embedded database ${dir} is open in ${who} (PGlite allows one process per data dir): ` +
      `stop the server first (or delete ${file} if no such process runs)`,
  );
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as Owner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  // Another machine's process (a shared disk) cannot be asked: it counts as alive.
  if (owner.host !== os.hostname()) return true;
  // After a reboot every pid is someone else's.
  const boot = bootId();
  if (boot && owner.boot && boot !== owner.boot) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Linux's id of this boot; undefined elsewhere. */
function bootId(): string | undefined {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return undefined;
  }
}

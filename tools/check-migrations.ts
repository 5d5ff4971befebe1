/**
 * A released migration is never edited, regenerated or removed: databases in the field have run
 * it, and only the migrations after it will run there again (docs/schema-changes.md). Part of
 * `npm run check`; fails naming each migration that changed or went missing.
 *
 * "Released" is read from git: the baseline's files as they were at BASELINE (the schema of the
 * fourth round's start, which databases were made from), and every migration file committed
 * since as it was in the commit that added it. A new migration not yet committed is free to
 * change. The journal only grows: its released entries stay, in order, as they were.
 *
 *   npx tsx tools/check-migrations.ts [checkout]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const BASELINE = "fbbd0452f06be5a62c45784391031570e3eab146";
export const FOLDER = "src/server/db/migrations";
const JOURNAL = `${FOLDER}/meta/_journal.json`;

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** What the check finds in a checkout: the released files it compared, and what changed. */
export type MigrationsCheck = { checkout: boolean; released: number; problems: string[] };

/**
 * Compares the migrations of the checkout at `root` with their released versions since
 * `baseline` (the test gives a small repository of its own and its first commit).
 */
export function checkMigrations(root: string, baseline = BASELINE): MigrationsCheck {
  // A copy without history (an unpacked archive) cannot tell what was released.
  if (!fs.existsSync(path.join(root, ".git"))) return { checkout: false, released: 0, problems: [] };
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 });
  try {
    execFileSync("git", ["cat-file", "-e", `${baseline}^{commit}`], { cwd: root, stdio: "ignore" });
  } catch {
    return {
      checkout: true,
      released: 0,
      problems: [`the baseline commit ${baseline.slice(0, 12)} is not in this clone's history (a shallow clone?)`],
    };
  }

  /** Each released file: the commit whose version of it is final. */
  const released = new Map<string, string>();
  for (const file of git("ls-tree", "-r", "--name-only", baseline, "--", FOLDER).split("\n").filter(Boolean)) {
    released.set(file, baseline);
  }
  // Oldest first, so that a file's first commit is kept.
  const log = git(
    "log",
    "--reverse",
    "--diff-filter=A",
    "--name-only",
    "--format=commit %H",
    `${baseline}..HEAD`,
    "--",
    FOLDER,
  );
  let commit = "";
  for (const line of log.split("\n")) {
    if (line.startsWith("commit ")) commit = line.slice(7);
    else if (line && !released.has(line)) released.set(line, commit);
  }

  /** Every committed journal (the baseline's and each later one) is a prefix of today's, entry for entry. */
  function journalProblems(today: string): string[] {
    const after = (JSON.parse(today) as Journal).entries;
    const commits = [
      baseline,
      ...git("log", "--format=%H", `${baseline}..HEAD`, "--", JOURNAL).split("\n").filter(Boolean),
    ];
    const problems = new Set<string>();
    for (const at of commits) {
      const before = (JSON.parse(git("show", `${at}:${JOURNAL}`)) as Journal).entries;
      before.forEach((entry, i) => {
        const kept = after[i];
        if (!kept || kept.tag !== entry.tag || kept.when !== entry.when || kept.idx !== entry.idx)
          problems.add(`${JOURNAL}: entry ${i} (${entry.tag}) was changed or removed`);
      });
    }
    return [...problems];
  }

  const problems: string[] = [];
  for (const [file, at] of released) {
    const whereFrom = at === baseline ? "the baseline" : `commit ${at.slice(0, 12)}`;
    const full = path.join(root, file);
    if (!fs.existsSync(full)) {
      problems.push(`${file} was removed (released in ${whereFrom})`);
      continue;
    }
    const now = fs.readFileSync(full);
    const then = execFileSync("git", ["show", `${at}:${file}`], { cwd: root, maxBuffer: 64 << 20 });
    if (file === JOURNAL) {
      problems.push(...journalProblems(now.toString()));
    } else if (!now.equals(then)) {
      problems.push(`${file} differs from its released version (${whereFrom}); add a new migration instead`);
    }
  }
  return { checkout: true, released: released.size, problems };
}

/** The command: the check's findings on stdout/stderr, exit code 1 when a released migration changed. */
function main() {
  // The checkout to check: this one, or another given as the first argument.
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
  const { checkout, released, problems } = checkMigrations(root);
  if (!checkout) {
    console.log("check-migrations: not a git checkout; nothing to compare with");
    return;
  }
  if (problems.length > 0) {
    console.error(`Released migrations must not change (${FOLDER}, docs/schema-changes.md):`);
    for (const line of problems) console.error(`  - ${line}`);
    process.exitCode = 1;
    return;
  }
  console.log(`check-migrations: ${released} released files unchanged`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();

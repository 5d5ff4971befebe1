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

const BASELINE = "fbbd0452f06be5a62c45784391031570e3eab146";
const FOLDER = "src/server/db/migrations";
const JOURNAL = `${FOLDER}/meta/_journal.json`;
/** The checkout to check: this one, or another given as the first argument (its test uses a clone). */
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 });

function fail(lines: string[]): never {
  console.error(`Released migrations must not change (${FOLDER}, docs/schema-changes.md):`);
  for (const line of lines) console.error(`  - ${line}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(root, ".git"))) {
  // A copy without history (an unpacked archive) cannot tell what was released.
  console.log("check-migrations: not a git checkout; nothing to compare with");
  process.exit(0);
}
try {
  git("cat-file", "-e", `${BASELINE}^{commit}`);
} catch {
  fail([`the baseline commit ${BASELINE.slice(0, 12)} is not in this clone's history (a shallow clone?)`]);
}

/** Each released file: the commit whose version of it is final. */
const released = new Map<string, string>();
for (const file of git("ls-tree", "-r", "--name-only", BASELINE, "--", FOLDER).split("\n").filter(Boolean)) {
  released.set(file, BASELINE);
}
// Oldest first, so that a file's first commit is kept.
const log = git(
  "log",
  "--reverse",
  "--diff-filter=A",
  "--name-only",
  "--format=commit %H",
  `${BASELINE}..HEAD`,
  "--",
  FOLDER,
);
let commit = "";
for (const line of log.split("\n")) {
  if (line.startsWith("commit ")) commit = line.slice(7);
  else if (line && !released.has(line)) released.set(line, commit);
}

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** Every committed journal (the baseline's and each later one) is a prefix of today's, entry for entry. */
function journalProblems(today: string): string[] {
  const after = (JSON.parse(today) as Journal).entries;
  const commits = [
    BASELINE,
    ...git("log", "--format=%H", `${BASELINE}..HEAD`, "--", JOURNAL).split("\n").filter(Boolean),
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
  const whereFrom = at === BASELINE ? "the baseline" : `commit ${at.slice(0, 12)}`;
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
if (problems.length > 0) fail(problems);
console.log(`check-migrations: ${released.size} released files unchanged`);

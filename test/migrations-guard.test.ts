// The check that keeps released migrations as they were (tools/check-migrations.ts, part of
// `npm run check`): it passes on this checkout as committed; on a small repository of its own
// (`git init`, a baseline commit and one migration after it) it fails when a released migration
// is edited or removed or the journal rewritten; a new one is free until committed, and released
// from then on. The check is called in this process, as the command calls it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkMigrations, FOLDER } from "../tools/check-migrations.js";

const root = path.resolve(import.meta.dirname, "..");
const isCheckout = fs.existsSync(path.join(root, ".git"));
let repo: string;
let baseline: string;

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();
const file = (name: string) => path.join(repo, FOLDER, name);
const check = () => checkMigrations(repo, baseline);

/** A journal of drizzle-kit's shape with these tags, one `when` apart each. */
function writeJournal(tags: string[]) {
  const entries = tags.map((tag, idx) => ({
    idx,
    version: "7",
    when: 1_795_790_774_076 + idx,
    tag,
    breakpoints: true,
  }));
  fs.writeFileSync(
    file("meta/_journal.json"),
    JSON.stringify({ version: "7", dialect: "postgresql", entries }, null, 2),
  );
}

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-migrations-"));
  git("init", "--quiet");
  fs.mkdirSync(path.join(repo, FOLDER, "meta"), { recursive: true });
  // The baseline: what databases were made from.
  fs.writeFileSync(file("0000_init.sql"), "CREATE TABLE cars (id serial PRIMARY KEY);\n");
  fs.writeFileSync(file("0001_money.sql"), "CREATE TABLE ledger (id serial PRIMARY KEY);\n");
  writeJournal(["0000_init", "0001_money"]);
  git("add", "--", FOLDER);
  git("commit", "--quiet", "-m", "baseline");
  baseline = git("rev-parse", "HEAD");
  // A migration released after the baseline.
  fs.writeFileSync(file("0002_photos.sql"), "ALTER TABLE cars ADD COLUMN photos text[];\n");
  writeJournal(["0000_init", "0001_money", "0002_photos"]);
  git("add", "--", FOLDER);
  git("commit", "--quiet", "-m", "photos");
});
afterAll(() => {
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

describe("released migrations stay as they were", () => {
  it.runIf(isCheckout)("passes on this checkout as committed", () => {
    const found = checkMigrations(root);
    expect(found.problems).toEqual([]);
    expect(found.released).toBeGreaterThan(10);
  });

  it("passes as committed; fails on an edited baseline, a removed migration or a rewritten journal", () => {
    expect(check()).toEqual({ checkout: true, released: 4, problems: [] });

    fs.appendFileSync(file("0000_init.sql"), "\n-- a harmless-looking comment\n");
    expect(check().problems).toEqual([
      `${FOLDER}/0000_init.sql differs from its released version (the baseline); add a new migration instead`,
    ]);
    git("checkout", "--quiet", "--", FOLDER);

    fs.rmSync(file("0002_photos.sql"));
    const commit = git("rev-parse", "HEAD").slice(0, 12);
    expect(check().problems).toEqual([`${FOLDER}/0002_photos.sql was removed (released in commit ${commit})`]);
    git("checkout", "--quiet", "--", FOLDER);

    const journalPath = file("meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
    journal.entries[1].when += 1;
    fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
    expect(check().problems).toEqual([`${FOLDER}/meta/_journal.json: entry 1 (0001_money) was changed or removed`]);
    git("checkout", "--quiet", "--", FOLDER);
    expect(check().problems).toEqual([]);
  });

  it("a new migration may change until it is committed, and not after", () => {
    fs.writeFileSync(file("9999_next_change.sql"), "ALTER TABLE cars ADD COLUMN trim text;");
    expect(check().problems).toEqual([]);
    fs.writeFileSync(file("9999_next_change.sql"), "ALTER TABLE cars ADD COLUMN trim_level text;");
    expect(check().problems).toEqual([]);
    git("add", "--", FOLDER);
    git("commit", "--quiet", "-m", "a new migration");
    expect(check()).toMatchObject({ released: 5, problems: [] });
    fs.appendFileSync(file("9999_next_change.sql"), "\nALTER TABLE cars DROP COLUMN trim_level;");
    expect(check().problems).toEqual([
      expect.stringMatching(/9999_next_change\.sql differs from its released version \(commit [0-9a-f]{12}\)/),
    ]);
  });

  it("says when it cannot tell: no history, or a baseline not in it", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-migrations-copy-"));
    try {
      expect(checkMigrations(copy, baseline)).toEqual({ checkout: false, released: 0, problems: [] });
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
    expect(checkMigrations(repo, "0".repeat(40)).problems).toEqual([
      "the baseline commit 000000000000 is not in this clone's history (a shallow clone?)",
    ]);
  });
});

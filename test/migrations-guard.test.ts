// The check that keeps released migrations as they were (tools/check-migrations.ts, part of
// `npm run check`), tried on a clone of this repository: it passes as committed, and fails when
// a released migration is edited or removed or the journal rewritten; a new one is free until
// committed, and released from then on.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patient } from "./patience.js";

const root = path.resolve(import.meta.dirname, "..");
const script = path.join(root, "tools/check-migrations.ts");
const isCheckout = fs.existsSync(path.join(root, ".git"));
const FOLDER = "src/server/db/migrations";
let clone: string;

/** Runs the check on the clone: its exit code and what it said. */
function check() {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, clone], { cwd: root, encoding: "utf8" });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd: clone,
    encoding: "utf8",
  });
const file = (name: string) => path.join(clone, FOLDER, name);

beforeAll(() => {
  if (!isCheckout) return;
  clone = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-migrations-"));
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, clone]);
  git("checkout", "--quiet", "HEAD");
}, patient(60_000));
afterAll(() => {
  if (clone) fs.rmSync(clone, { recursive: true, force: true });
});

describe.runIf(isCheckout)("released migrations stay as they were", () => {
  it(
    "passes as committed; fails on an edited baseline, a removed migration or a rewritten journal",
    () => {
      expect(check()).toMatchObject({ code: 0 });

      fs.appendFileSync(file("0000_init.sql"), "\n-- a harmless-looking comment\n");
      const edited = check();
      expect(edited.code).toBe(1);
      expect(edited.out).toContain(`${FOLDER}/0000_init.sql differs from its released version (the baseline)`);
      git("checkout", "--quiet", "--", FOLDER);

      const [second] = fs.readdirSync(path.join(clone, FOLDER)).filter((f) => f.startsWith("0001_"));
      fs.rmSync(file(second));
      const removed = check();
      expect(removed.code).toBe(1);
      expect(removed.out).toContain(`${FOLDER}/${second} was removed`);
      git("checkout", "--quiet", "--", FOLDER);

      const journalPath = file("meta/_journal.json");
      const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
      journal.entries[1].when += 1;
      fs.writeFileSync(journalPath, JSON.stringify(journal, null, 2));
      const rewritten = check();
      expect(rewritten.code).toBe(1);
      expect(rewritten.out).toContain("entry 1");
      git("checkout", "--quiet", "--", FOLDER);
      expect(check()).toMatchObject({ code: 0 });
    },
    patient(60_000),
  );

  it(
    "a new migration may change until it is committed, and not after",
    () => {
      fs.writeFileSync(file("9999_next_change.sql"), "ALTER TABLE cars ADD COLUMN trim text;");
      expect(check().code).toBe(0);
      fs.writeFileSync(file("9999_next_change.sql"), "ALTER TABLE cars ADD COLUMN trim_level text;");
      expect(check().code).toBe(0);
      git("add", "--", FOLDER);
      git("commit", "--quiet", "-m", "a new migration");
      expect(check().code).toBe(0);
      fs.appendFileSync(file("9999_next_change.sql"), "\nALTER TABLE cars DROP COLUMN trim_level;");
      const edited = check();
      expect(edited.code).toBe(1);
      expect(edited.out).toMatch(/9999_next_change\.sql differs from its released version \(commit [0-9a-f]{12}\)/);
    },
    patient(60_000),
  );
});

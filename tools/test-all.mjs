// `npm run test:all`: every test there is, in three lanes side by side on the two cores, as
// `npm test` runs its three (README "Tests"):
//   lane 1  the check;
//   lane 2  the unit, integration and slow tiers on PGlite, then the integration and slow tiers
//           again on PostgreSQL (TEST_DATABASE_URL, by default the local one);
//   lane 3  every browser test, every screen of the sweeps in four languages at both widths.
// Every step runs even when one before it failed; the summary names each step's result and time.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Each vitest step also writes a JSON report, so that the summary at the end (often all a CI log
// keeps) names the tests that failed, not only the step.
const reports = mkdtempSync(path.join(os.tmpdir(), "test-all-"));
const jsonReport = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

// The PostgreSQL run's database; every other step runs on PGlite, whatever the caller's environment says.
const pg = { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test" };
delete process.env.TEST_DATABASE_URL;
// Every case of the property sweeps (test/depth.ts); the browser's full sweep is e2e/run.mjs --all.
process.env.TEST_DEPTH = "full";

const lanes = [
  [["check", "npm", ["run", "check"]]],
  [
    ["unit, integration, slow (PGlite)", "npx", ["vitest", "run", ...jsonReport("pglite")]],
    [
      "integration, slow (PostgreSQL)",
      "npx",
      ["vitest", "run", "--project", "integration", "--project", "slow", ...jsonReport("postgresql")],
      pg,
    ],
  ],
  [["browser, all files, full sweep", "node", ["e2e/run.mjs", "--all", ...jsonReport("browser")]]],
];

function run(name, program, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (code) => resolve({ name, code, seconds: Math.round((Date.now() - started) / 1000) }));
    child.on("error", () => resolve({ name, code: 127, seconds: 0 }));
  });
}

const results = (
  await Promise.all(
    lanes.map(async (steps) => {
      const done = [];
      for (const [name, program, args, env] of steps) done.push(await run(name, program, args, env));
      return done;
    }),
  )
).flat();

console.log("\ntest:all");
for (const r of results) console.log(`  ${r.code === 0 ? "passed" : `FAILED (${r.code})`}  ${r.seconds} s  ${r.name}`);
for (const line of failedTests()) console.log(line);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);

/** "  ✗ file > test name" for every failed test in the JSON reports that were written. */
function failedTests() {
  const lines = [];
  for (const name of ["pglite", "postgresql", "browser"]) {
    let report;
    try {
      report = JSON.parse(readFileSync(path.join(reports, `${name}.json`), "utf8"));
    } catch {
      continue;
    }
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
      if (failed.length === 0 && file.status === "failed")
        lines.push(`  ✗ (${name}) ${where}: ${file.message ?? "failed"}`);
      for (const t of failed) {
        const why = String(t.failureMessages?.[0] ?? "")
          .split("\n")[0]
          .slice(0, 240);
        lines.push(`  ✗ (${name}) ${where} > ${t.fullName ?? t.title}`, `      ${why}`);
      }
    }
  }
  return lines;
}

import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestApp } from "../../test/test-app.js";

/**
 * `npm run lint:openapi`: builds the app with the test configuration (in-memory database),
 * writes its live /api/openapi.json to a temp file and lints it with Redocly CLI (recommended
 * rules, adjusted in redocly.yaml). Exits non-zero on any error, so CI fails.
 * `--out <file>` keeps the document there as well.
 */
const outIndex = process.argv.indexOf("--out");
const keep = outIndex > 0 ? process.argv[outIndex + 1] : undefined;

const app = await createTestApp();
let document: unknown;
try {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  document = res.json();
} finally {
  await app.close();
}

const dir = await mkdtemp(path.join(os.tmpdir(), "openapi-"));
const file = keep ?? path.join(dir, "openapi.json");
await writeFile(file, JSON.stringify(document, null, 2));
const redocly = path.join(import.meta.dirname, "../../node_modules/.bin/redocly");
const result = spawnSync(redocly, ["lint", file, "--max-problems", "1000"], { stdio: "inherit" });
await rm(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);

import { writeFile } from "node:fs/promises";
import { createTestApp } from "../../test/test-app.js";

/**
 * Writes the live OpenAPI document (the app built with the test configuration on an in-memory
 * database) to the file named by the first argument, for `npm run lint:openapi`.
 */
const out = process.argv[2];
if (!out) throw new Error("usage: tsx tools/openapi/dump.ts <output.json>");
const app = await createTestApp();
try {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  await writeFile(out, JSON.stringify(res.json(), null, 2));
} finally {
  await app.close();
}

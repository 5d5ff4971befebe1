import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";

// Production logs: one line per API request; photos, built assets and SPA pages write
// nothing unless they fail (issue 16).

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>t</title>");
  fs.writeFileSync(path.join(webDir, "assets", "app-1234.js"), "console.log(1)");
  app = await createTestApp({}, {}, { logger: { level: "info", stream }, webDistDir: webDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const requestLines = () => lines.filter((l) => typeof l.url === "string" || "req" in l || "res" in l);

describe("request logging", () => {
  it("writes one line per API request, none for assets, photos and pages", async () => {
    lines.length = 0;
    expect((await app.inject("/assets/app-1234.js")).statusCode).toBe(200);
    expect((await app.inject("/cars/12")).statusCode).toBe(200);
    expect((await app.inject("/photos/ab/missing.jpg")).statusCode).toBe(404);
    expect(requestLines()).toEqual([]);

    expect((await app.inject("/api/health?token=secret")).statusCode).toBe(200);
    expect((await app.inject("/api/no-such-thing")).statusCode).toBe(404);
    expect(requestLines()).toEqual([
      expect.objectContaining({ msg: "request", method: "GET", url: "/api/health", status: 200, level: 30 }),
      expect.objectContaining({ msg: "request", method: "GET", url: "/api/no-such-thing", status: 404 }),
    ]);
    expect(requestLines()[0].ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain("secret");
  });
});

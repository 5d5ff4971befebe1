// Compression and caching headers of what the site sends (api.md "The public site as search
// engines and phones meet it"; src/server/plugins/compression.ts, plugins/web-assets.ts and the
// build's precompression in tools/build-web.mjs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createCar } from "./factories.js";
// @ts-expect-error: a plain ES module of the build tools, without types
import { precompress } from "../tools/build-web.mjs";

let app: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "compression-web-"));
const script = `export const greeting = ${JSON.stringify("안녕하세요 ".repeat(800))};\nconsole.log(greeting);\n`;
const style = `.card{color:#123456;padding:4px}\n`.repeat(300);
const indexHtml = `<!doctype html><html lang="en"><head><title>K-Car</title></head><body><div id="root"></div>${"<!-- filler -->".repeat(200)}</body></html>`;
const pdfBytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(64 * 1024, "x")]);

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), indexHtml);
  fs.writeFileSync(path.join(webDir, "assets/index-AbC123xy.js"), script);
  fs.writeFileSync(path.join(webDir, "assets/index-Zz9Yy8Xx.css"), style);
  fs.writeFileSync(path.join(webDir, "assets/tiny-Q1w2E3r4.js"), "export {};\n");
  fs.writeFileSync(
    path.join(webDir, "favicon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`,
  );
  const packed = await precompress(webDir);
  expect(packed.files).toBeGreaterThanOrEqual(4);
  app = await createTestApp(
    {},
    {},
    {
      webDistDir: webDir,
      beforeReady: (a) => {
        // A download streamed as the PDF routes do, and an event stream: neither may be compressed.
        a.get("/api/test-compression/pdf", { config: { access: "public" } }, async (_req, reply) =>
          reply
            .type("application/pdf")
            .header("cache-control", "private, no-store")
            .send(Readable.from([pdfBytes])),
        );
        a.get("/api/test-compression/events", { config: { access: "public" } }, async (_req, reply) =>
          reply.type("text/event-stream").send(Readable.from(["data: one\n\n", `data: ${"two".repeat(1000)}\n\n`])),
        );
      },
    },
  );
  for (let i = 0; i < 30; i++) await createCar(app, { carName: `기아 K5 ${i} 프레스티지` });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(raw).toString("utf8");
  expect(encoding).toBeUndefined();
  return raw.toString("utf8");
}

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }), ...headers },
  });

const varies = (h: unknown) =>
  String(h ?? "")
    .toLowerCase()
    .split(",")
    .map((s) => s.trim())
    .includes("accept-encoding");

describe("text answers are compressed as the client accepts", () => {
  const cases: [string, string | undefined, string | undefined][] = [
    ["br, gzip, deflate", "br", "brotli preferred when both are offered"],
    ["gzip, deflate", "gzip", "gzip when brotli is not offered"],
    ["gzip;q=1, br;q=0.5", "gzip", "the client's q-values win"],
    [undefined as unknown as string, undefined, "no Accept-Encoding: as it is"],
    ["identity", undefined, "identity only"],
    ["br;q=0, gzip;q=0", undefined, "both refused"],
    ["deflate", undefined, "only an encoding we do not make"],
  ].map(([h, e]) => [h as string, e as string | undefined, undefined]);

  it.each(cases)("JSON list answer with Accept-Encoding %s → %s", async (accept, expected) => {
    const plain = await get("/api/cars?page_size=30");
    expect(plain.statusCode).toBe(200);
    const res = await get("/api/cars?page_size=30", accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(expected);
    expect(JSON.parse(decode(res.rawPayload, expected))).toEqual(plain.json());
    if (expected) {
      expect(varies(res.headers.vary)).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it("the page HTML (a client-side route) is compressed and revalidated", async () => {
    const plain = await get("/cars");
    expect(plain.body).toContain('<div id="root">');
    for (const [accept, expected] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ] as const) {
      const res = await get("/cars", accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["content-encoding"]).toBe(expected);
      expect(varies(res.headers.vary)).toBe(true);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(decode(res.rawPayload, expected)).toBe(plain.body);
    }
  });

  it("the cached JSON answer keeps its ETag and 304 whatever the encoding", async () => {
    const first = await get("/api/cars?page_size=30", "br");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    for (const accept of ["br", "gzip", ""]) {
      const again = await get("/api/cars?page_size=30", accept, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const full = await get("/api/cars?page_size=30", accept);
      expect(full.headers.etag).toBe(etag);
    }
  });

  it("a burst of requests with mixed encodings each gets its own encoding of the same answer", async () => {
    const plain = (await get("/api/cars?page_size=20&sort=price_asc")).json();
    const accepts = Array.from({ length: 40 }, (_, i) => ["br", "gzip", "", "gzip, br"][i % 4]);
    const answers = await Promise.all(accepts.map((a) => get("/api/cars?page_size=20&sort=price_asc", a)));
    answers.forEach((res, i) => {
      const expected = { br: "br", gzip: "gzip", "": undefined, "gzip, br": "br" }[accepts[i]];
      expect(res.headers["content-encoding"], accepts[i]).toBe(expected);
      expect(JSON.parse(decode(res.rawPayload, expected))).toEqual(plain);
    });
  });

  it("hostile Accept-Encoding headers never fail the answer", async () => {
    for (const accept of ["x".repeat(100_000), "br;q=-1", "gzip;q=abc", ",,,;;;", "*", "br;q=2", "☃"]) {
      const res = await get("/api/cars?page_size=5", accept);
      expect(res.statusCode, accept.slice(0, 20)).toBe(200);
      const encoding = res.headers["content-encoding"] as string | undefined;
      expect(["br", "gzip", undefined]).toContain(encoding);
      expect(JSON.parse(decode(res.rawPayload, encoding)).items).toHaveLength(5);
    }
  });

  it("small answers go out as they are", async () => {
    const res = await get("/api/cars?page_size=1&maker=none-such", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(varies(res.headers.vary)).toBe(true);
  });
});

describe("what must not be compressed", () => {
  it("a streamed PDF arrives whole and uncompressed", async () => {
    const res = await get("/api/test-compression/pdf", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(res.rawPayload, pdfBytes)).toBe(0);
  });

  it("an event stream is not compressed (its chunks would be held back)", async () => {
    const res = await get("/api/test-compression/events", "br, gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toContain("data: one\n\n");
  });

  it("photos (JPEG) are sent as stored, cached for a year", async () => {
    const saved = await app.core.photoStorage.save(
      await sharp({ create: { width: 900, height: 600, channels: 3, background: "#884422" } })
        .png()
        .toBuffer(),
    );
    const plain = await get(saved.url);
    const res = await get(saved.url, "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(res.rawPayload, plain.rawPayload)).toBe(0);
    // lean headers: no document policies on a photo, nosniff kept
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("built assets", () => {
  it("precompressed variants are written at build time, not for tiny files", () => {
    for (const f of ["assets/index-AbC123xy.js", "assets/index-Zz9Yy8Xx.css", "favicon.svg"]) {
      expect(fs.existsSync(path.join(webDir, `${f}.br`)), f).toBe(true);
      expect(fs.existsSync(path.join(webDir, `${f}.gz`)), f).toBe(true);
    }
    expect(fs.existsSync(path.join(webDir, "assets/tiny-Q1w2E3r4.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(webDir, "index.html.br"))).toBe(false);
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["", undefined],
  ])("a hashed asset with Accept-Encoding %j comes as %s, cached for a year", async (accept, expected) => {
    for (const [url, body, type] of [
      ["/assets/index-AbC123xy.js", script, /javascript/],
      ["/assets/index-Zz9Yy8Xx.css", style, /^text\/css/],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(type);
      expect(res.headers["content-encoding"]).toBe(expected);
      expect(varies(res.headers.vary)).toBe(true);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode(res.rawPayload, expected)).toBe(body);
      if (expected === "br") {
        // The build's brotli 11 file itself, not an on-the-fly compression.
        expect(Buffer.compare(res.rawPayload, fs.readFileSync(path.join(webDir, `${url}.br`)))).toBe(0);
      }
    }
  });

  it("scripts and stylesheets carry lean headers; the page keeps its document policies", async () => {
    for (const accept of ["br", ""]) {
      const js = await get("/assets/index-AbC123xy.js", accept);
      expect(js.headers["x-content-type-options"]).toBe("nosniff");
      expect(js.headers["content-security-policy"]).toBeUndefined();
      expect(js.headers["x-frame-options"]).toBeUndefined();
      expect(js.headers.etag).toBeUndefined();
    }
    const page = await get("/cars", "br");
    expect(page.headers["content-security-policy"]).toContain("default-src");
    expect(page.headers["x-frame-options"]).toBeDefined();
    // an SVG can be opened as a document: it keeps the policy
    expect((await get("/favicon.svg", "br")).headers["content-security-policy"]).toContain("default-src");
  });

  it("an asset without a precompressed variant still arrives whole", async () => {
    const res = await get("/assets/tiny-Q1w2E3r4.js", "br");
    expect(res.statusCode).toBe(200);
    expect(decode(res.rawPayload, res.headers["content-encoding"] as string | undefined)).toBe("export {};\n");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("an unhashed file (the icon) is compressed but not cached for a year", async () => {
    const res = await get("/favicon.svg", "br");
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).not.toContain("immutable");
  });

  it("the compressed variants are not reachable as files of their own under another type", async () => {
    // Asking for the .br path directly must not hand out brotli bytes labelled as plain text.
    const res = await get("/assets/index-AbC123xy.js.br");
    if (res.statusCode === 200) expect(res.headers["content-type"]).not.toMatch(/javascript|text/);
  });
});

describe("caching headers of API answers", () => {
  it("an API answer that sets none is private and revalidated", async () => {
    const res = await get("/api/settings/public", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("errors are revalidated too", async () => {
    const res = await get("/api/cars/999999999", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toMatch(/no-cache|no-store/);
  });
});

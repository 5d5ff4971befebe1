/**
 * Every cache of whole answers holds to its bound in bytes (issue 54; docs/performance.md "An
 * instance's memory"): the rendered pages and the public API answers, filled past their bounds
 * by a burst of different keys, keep at most their bytes, and count a Korean answer at the two
 * bytes per character V8 keeps it in.
 */
import { describe, expect, it } from "vitest";
import { answerBytes, RESPONSE_CACHE_BYTES, ResponseCache } from "../src/server/modules/catalogue/response-cache.js";
import { PAGE_CACHE_BYTES, PageCache } from "../src/server/modules/site/page-cache.js";

describe("cache bounds", () => {
  it("the rendered pages keep at most PAGE_CACHE_BYTES, the most recent first", async () => {
    const cache = new PageCache();
    const page = (i: number) => ({ status: 200, body: Buffer.alloc(240 * 1024, i % 256), etag: `"p${i}"` });
    // A burst of different pages at once (list pages of ~240 KB): four times what fits.
    const count = Math.ceil((PAGE_CACHE_BYTES / (240 * 1024)) * 4);
    await Promise.all(Array.from({ length: count }, (_, i) => cache.load(`/cars?p=${i}`, 60_000, async () => page(i))));
    expect(cache.bytes).toBeLessThanOrEqual(PAGE_CACHE_BYTES);
    expect(cache.size).toBeLessThan(count / 3);
    // The last ones are kept, the first ones left.
    let rendered = 0;
    await cache.load(`/cars?p=${count - 1}`, 60_000, async () => (rendered++, page(0)));
    expect(rendered).toBe(0);
    await cache.load("/cars?p=0", 60_000, async () => (rendered++, page(0)));
    expect(rendered).toBe(1);
  });

  it("the API answers keep at most RESPONSE_CACHE_BYTES, Hangul counted at two bytes a character", () => {
    const latin = "x".repeat(10_000);
    const korean = "현대 쏘나타 ".repeat(1_250);
    expect(answerBytes({ body: latin, etag: "" })).toBeLessThan(answerBytes({ body: korean, etag: "" }));
    expect(answerBytes({ body: korean, etag: "" })).toBeGreaterThanOrEqual(korean.length * 2);

    const cache = new ResponseCache();
    const count = Math.ceil((RESPONSE_CACHE_BYTES / (korean.length * 2)) * 3);
    for (let i = 0; i < count; i++) cache.lead(`k${i}`)({ body: `${korean}${i}`, etag: `"k${i}"` });
    expect(cache.bytes).toBeLessThanOrEqual(RESPONSE_CACHE_BYTES);
    expect(cache.size).toBeLessThan(count / 2);
    expect(cache.get(`k${count - 1}`)).toBeDefined();
    expect(cache.get("k0")).toBeUndefined();
  });
});

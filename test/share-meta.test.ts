import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";
import { createCar } from "../src/server/modules/cars/service.js";

const BASE = "https://market.example.com";
let app: TestApp;
let distDir: string;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  // A stand-in for the built web app: the renderer only needs its index.html.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "share-meta-"));
  fs.writeFileSync(
    path.join(distDir, "index.html"),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>K-Car Market</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  app = await createTestApp({ publicBaseUrl: BASE, siteName: "K-Car Market" }, {}, { webDistDir: distDir });
  adminCookie = await loginCookie(app, await createAdmin(app));
  userCookie = await loginCookie(app, await createUser(app));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** Every meta tag of a page as {property-or-name: content}, entity-decoded. */
function metaOf(html: string) {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    out[m[1]] ??= m[2]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  }
  return out;
}

const page = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/text\/html/);
  return res.body;
};

describe("share previews", () => {
  it("car pages carry Open Graph and Twitter tags in the requested language with an absolute image", async () => {
    const car = await createCar(app.core, app.core.db, {
      car_name: "현대 그랜저 IG",
      maker: "현대",
      model: "그랜저",
      year: 2020,
      mileage: 45_000,
      fuel: "가솔린",
      transmission: "오토",
      price_krw: 25_500_000,
      images: ["/photos/cars/9/1.jpg"],
    });
    const html = await page(`/cars/${car.id}?lang=ru`);
    const meta = metaOf(html);
    expect(meta["og:title"]).toMatch(/2020/);
    expect(meta["og:title"]).not.toMatch(/그랜저/);
    expect(meta["og:description"]).toContain("₩");
    expect(meta["og:description"]).toMatch(/25\s?500\s?000/);
    expect(meta["og:description"]).toMatch(/45\s?000 km/);
    expect(meta["og:image"]).toBe(`${BASE}/photos/cars/9/1.jpg`);
    expect(meta["og:url"]).toBe(`${BASE}/cars/${car.id}?lang=ru`);
    expect(meta["og:type"]).toBe("product");
    expect(meta["og:locale"]).toBe("ru_RU");
    expect(meta["twitter:card"]).toBe("summary_large_image");
    expect(meta["twitter:image"]).toBe(meta["og:image"]);
    expect(html).toContain('<html lang="ru">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${meta["og:title"].replace(/&/g, "&amp;")}</title>`);

    const ko = metaOf(await page(`/cars/${car.id}?lang=ko`));
    expect(ko["og:title"]).toContain("그랜저");
    expect(ko["og:locale"]).toBe("ko_KR");
    // An unknown ?lang= goes to the bare URL (one URL per language), which is English here.
    const unknown = await app.inject({ url: `/cars/${car.id}?lang=xx` });
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe(`/cars/${car.id}`);
    expect(metaOf(await page(`/cars/${car.id}`))["og:locale"]).toBe("en_US");
    expect(metaOf(await page(`/cars/${car.id}`))["og:url"]).toBe(`${BASE}/cars/${car.id}`);
  });

  it("escapes everything that comes from data", async () => {
    const car = await createCar(app.core, app.core.db, {
      car_name: `"><script>alert(1)</script> & $& $1`,
      maker: "x",
      model: "y",
      year: 2019,
      mileage: 1,
      fuel: "디젤",
      transmission: "수동",
      price_krw: 1,
      description: `</title><img src=x onerror=alert(2)>`,
      images: [`https://cdn.example.com/a.jpg?x="><script>`],
    });
    const html = await page(`/cars/${car.id}`);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(metaOf(html)["og:title"]).toContain(`"><script>alert(1)</script> & $& $1`);
  });

  it("board posts use title, text and first image; unknown ids and other pages get the default tags", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/board/posts",
      headers: { cookie: userCookie },
      payload: {
        title: `Shipping to Ulaanbaatar "tips"`,
        content: `<p>First <b>ship</b> by rail.</p><img src="https://img.example.com/p.jpg"><p>Second</p>`,
      },
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    const meta = metaOf(await page(`/board/${post.id}?lang=mn`));
    expect(meta["og:title"]).toContain(`Shipping to Ulaanbaatar "tips"`);
    expect(meta["og:description"]).toBe("First ship by rail. Second");
    expect(meta["og:image"]).toBe("https://img.example.com/p.jpg");
    expect(meta["og:type"]).toBe("article");
    expect(meta["og:locale"]).toBe("mn_MN");
    expect(meta["og:url"]).toBe(`${BASE}/board/${post.id}?lang=mn`);
    // The preview does not count as a view.
    expect((await app.inject({ url: `/api/board/posts/${post.id}` })).json().views).toBe(1);

    for (const url of ["/cars/99999999", "/board/99999999", "/", "/cars"]) {
      const d = metaOf(await page(url));
      expect(d["og:title"], url).toBe("K-Car Market");
      expect(d["og:type"], url).toBe("website");
      expect(d["og:image"], url).toBe(`${BASE}/og-image.png`);
      expect(d["og:description"], url).toContain("K-Car Market");
      expect(d["twitter:card"], url).toBe("summary_large_image");
    }

    // With the board off a post is not previewed.
    expect(
      (
        await app.inject({
          method: "PUT",
          url: "/api/admin/settings",
          headers: { cookie: adminCookie },
          payload: { board_enabled: false },
        })
      ).statusCode,
    ).toBe(200);
    expect(metaOf(await page(`/board/${post.id}`))["og:type"]).toBe("website");
  });
});

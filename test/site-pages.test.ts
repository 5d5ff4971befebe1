import fs from "node:fs";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createCar, createUser, loginCookie } from "./factories.js";
import { LANGUAGES, type Lang } from "../src/shared/api/constants.js";
import { translateCarName, translateTerm } from "../src/shared/vehicle-terms.js";
import { patient } from "./patience.js";
import { builtWebApp } from "./web-build.js";
import { PAGE_LIST } from "../src/shared/pages.js";

// The server render needs the built web app and its server bundle (test/web-build.ts).
const BASE = "https://market.example.com";
let app: TestApp;
let car: Awaited<ReturnType<typeof createCar>>;
let soldOut: Awaited<ReturnType<typeof createCar>>;

beforeAll(async () => {
  app = await createTestApp({ publicBaseUrl: BASE, siteName: "K-Car Market" }, {}, { webDistDir: builtWebApp() });
  car = await createCar(app, {
    carName: "현대 그랜저 IG 2.4 가솔린",
    maker: "현대",
    model: "그랜저",
    year: 2019,
    mileage: 61_500,
    fuel: "가솔린",
    transmission: "오토",
    priceKrw: 18_900_000,
  });
  soldOut = await createCar(app, { carName: "기아 K5 DL3", maker: "기아", model: "K5", soldout: true });
  app.core.pageCache.clear();
}, patient(600_000));
afterAll(async () => {
  await app?.close();
});

// As the web app writes them (src/web/lib/format/money.ts: the server render uses it).
const formatPrice = (krw: number, lang: Lang) =>
  lang === "ko"
    ? `${new Intl.NumberFormat("ko").format(Math.round(krw / 10_000))}만원`
    : new Intl.NumberFormat(lang, { style: "currency", currency: "KRW", maximumFractionDigits: 0 })
        .format(krw)
        .replace(/^(\D+?)[\s\u00a0]+(?=\d)/, lang === "mn" ? "$1" : "$&");
const formatMileage = (km: number, lang: Lang) =>
  `${new Intl.NumberFormat(lang).format(km)}\u00a0${lang === "mn" || lang === "ru" ? "км" : "km"}`;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const textOf = ($: cheerio.CheerioAPI, selector: string) => $(selector).first().text().replace(/\s+/g, " ").trim();

describe("server-rendered pages", () => {
  it("a car page holds its translated name, price and key specs in each of the four languages", async () => {
    for (const lang of LANGUAGES) {
      const res = await get(`/cars/${car.id}?lang=${lang}`);
      expect(res.statusCode, lang).toBe(200);
      const $ = cheerio.load(res.body);
      expect($("html").attr("lang")).toBe(lang);
      const detail = $('#root [data-testid="car-detail"]');
      expect(detail.length, `${lang}: car detail in the HTML`).toBe(1);
      expect(textOf($, '[data-testid="car-name"]')).toContain(translateCarName(car.carName, lang));
      expect($('[data-testid="car-price-krw"], [data-testid="car-price"]').text()).toContain(
        formatPrice(car.priceKrw, lang as Lang),
      );
      const specs = $('[data-testid="car-specs"]').text();
      expect(specs).toContain("2019");
      expect(specs).toContain(formatMileage(61_500, lang));
      expect(specs).toContain(translateTerm("fuel", "가솔린", lang));
      expect(specs).toContain(translateTerm("transmission", "오토", lang));
      // The browser starts from the same answers: the car is in the state the page hands over.
      const state = JSON.parse($("#ssr-state").text()) as { lang: string; queries: { queries: unknown[] } };
      expect(state.lang).toBe(lang);
      expect(JSON.stringify(state.queries)).toContain(`"price_krw":18900000`);
    }
    // English and Russian names differ from the Korean one: the translation is real.
    expect(translateCarName(car.carName, "en")).not.toBe(car.carName);
  });

  it("Russian and Mongolian pages name the make and model as registered; a search by sound still finds the car", async () => {
    for (const lang of ["ru", "mn"] as const) {
      const $ = cheerio.load((await get(`/cars/${car.id}?lang=${lang}`)).body);
      // Issue 42: buyers search "Hyundai" and customs read it so; only the fuel is in the language.
      expect(textOf($, '[data-testid="car-name"]'), lang).toBe("Hyundai Grandeur IG 2.4 Бензин");
      const specs = $('[data-testid="car-specs"]').text();
      expect(specs, lang).toContain("Hyundai");
      expect(specs, lang).toContain("Grandeur");
      expect(specs, lang).not.toMatch(/Хендай|Хёндэ|Гранжер|Грандеур/);
      const found = cheerio.load((await get(`/cars?lang=${lang}&q=${encodeURIComponent("Хюндай Гранжер")}`)).body);
      expect(found('[data-testid="cars-grid"]').text(), lang).toContain("Hyundai Grandeur IG 2.4 Бензин");
      // The search did filter the list.
      const other = cheerio.load((await get(`/cars?lang=${lang}&q=${encodeURIComponent("Киа")}`)).body);
      expect(other('[data-testid="cars-grid"]').text(), lang).not.toContain("Hyundai");
    }
  });

  it("a description shown as the dealer wrote it is labelled as the original, except in its own language", async () => {
    // The factory's description is Korean ("무사고 차량입니다."): not translated, so labelled.
    const expected: Record<Lang, string | null> = {
      en: "Original (Korean)",
      ru: "Оригинал (корейский)",
      mn: "Эх бичвэр (солонгос)",
      ko: null,
    };
    for (const lang of LANGUAGES) {
      const $ = cheerio.load((await get(`/cars/${car.id}?lang=${lang}`)).body);
      const label = $('[data-testid="original-language"]');
      if (expected[lang] === null) expect(label.length, lang).toBe(0);
      else {
        expect(label.first().text(), lang).toBe(expected[lang]);
        expect(label.first().next().text(), lang).toContain("무사고 차량입니다.");
      }
    }
  });

  it("the head has the language, title, description, canonical link and the five alternates", async () => {
    const $ = cheerio.load((await get(`/cars/${car.id}?lang=ru`)).body);
    expect($("title").text()).toContain(translateCarName(car.carName, "ru"));
    expect($('meta[name="description"]').attr("content")).toContain("2019");
    expect($('link[rel="canonical"]').attr("href")).toBe(`${BASE}/cars/${car.id}?lang=ru`);
    const alternates = Object.fromEntries(
      $('link[rel="alternate"][hreflang]')
        .toArray()
        .map((el) => [$(el).attr("hreflang"), $(el).attr("href")]),
    );
    expect(alternates).toEqual({
      en: `${BASE}/cars/${car.id}?lang=en`,
      ko: `${BASE}/cars/${car.id}?lang=ko`,
      mn: `${BASE}/cars/${car.id}?lang=mn`,
      ru: `${BASE}/cars/${car.id}?lang=ru`,
      "x-default": `${BASE}/cars/${car.id}`,
    });
    // The list keeps its filters in every alternate.
    const list = cheerio.load((await get(`/cars?maker=${encodeURIComponent("현대")}&lang=ko`)).body);
    expect(list('link[rel="canonical"]').attr("href")).toBe(`${BASE}/cars?maker=%ED%98%84%EB%8C%80&lang=ko`);
    expect(list('link[hreflang="x-default"]').attr("href")).toBe(`${BASE}/cars?maker=%ED%98%84%EB%8C%80`);
  });

  it("a page in a currency chosen without JavaScript (?currency=) is drawn in it, keeps it on its links, and is the same page", async () => {
    // Issue 50: the menu a page opens without a script offers the currency as links (?currency=).
    const $ = cheerio.load((await get(`/cars/${car.id}?lang=ru&currency=USD`)).body);
    expect(textOf($, '[data-testid="car-price"]')).toMatch(/\$/);
    expect(textOf($, '[data-testid="car-price"]')).not.toContain("₽");
    expect($('header a[href^="/cars?"]').first().attr("href")).toContain("currency=USD");
    expect($('link[rel="canonical"]').attr("href")).toBe(`${BASE}/cars/${car.id}?lang=ru`);
    expect($('link[hreflang="x-default"]').attr("href")).toBe(`${BASE}/cars/${car.id}`);
    // An unknown currency is no currency: the language's own.
    const odd = cheerio.load((await get(`/cars/${car.id}?lang=ru&currency=XYZ`)).body);
    expect(textOf(odd, '[data-testid="car-price"]')).toContain("₽");
  });

  it("the home and list pages are titled in their language, as the browser's tab will show them", async () => {
    const messages = (lang: Lang, ns: string) =>
      JSON.parse(fs.readFileSync(`src/web/locales/${lang}/${ns}.json`, "utf8")) as Record<string, string>;
    for (const lang of LANGUAGES) {
      const home = cheerio.load((await get(`/?lang=${lang}`)).body);
      expect(home("title").text(), lang).toBe(`${messages(lang, "home").documentTitle} · K-Car Market`);
      const list = cheerio.load((await get(`/cars?lang=${lang}`)).body);
      expect(list("title").text(), lang).toBe(`${messages(lang, "cars").title} · K-Car Market`);
      expect(list('meta[property="og:title"]').attr("content"), lang).toBe(list("title").text());
    }
  });

  it("a bare URL is English unless the visitor's cookie or browser says otherwise", async () => {
    const bare = cheerio.load((await get(`/cars/${car.id}`)).body);
    expect(bare("html").attr("lang")).toBe("en");
    expect(bare('link[rel="canonical"]').attr("href")).toBe(`${BASE}/cars/${car.id}`);
    expect(
      cheerio
        .load((await get(`/cars/${car.id}`, { "accept-language": "mn-MN,mn;q=0.9" })).body)("html")
        .attr("lang"),
    ).toBe("mn");
    const byCookie = await get(`/cars/${car.id}`, { "accept-language": "mn", cookie: "lang=ru" });
    expect(cheerio.load(byCookie.body)("html").attr("lang")).toBe("ru");
    expect(byCookie.headers.vary).toMatch(/Accept-Language/);
    expect(byCookie.headers.vary).toMatch(/Cookie/);
    // An unknown or repeated language goes to the bare URL.
    for (const bad of ["xx", "en&lang=ko", "%00", "e".repeat(5000)]) {
      const res = await get(`/cars/${car.id}?lang=${bad}`);
      expect(res.statusCode, bad.slice(0, 20)).toBeOneOf([301, 422]);
    }
  });

  it("the list page holds its first cars as links, keeping the page's language", async () => {
    const res = await get("/cars?lang=mn");
    expect(res.statusCode).toBe(200);
    const $ = cheerio.load(res.body);
    const hrefs = $('#root [data-testid="cars-grid"] a[href^="/cars/"]')
      .toArray()
      .map((a) => $(a).attr("href"));
    expect(hrefs).toContain(`/cars/${car.id}?lang=mn`);
    expect($('[data-testid="cars-grid"]').text()).toContain(translateCarName(car.carName, "mn"));
    // A bare list links bare car pages.
    const bare = cheerio.load((await get("/cars")).body);
    expect(bare(`a[href="/cars/${car.id}"]`).length).toBeGreaterThan(0);
  });

  it("the home, cost, board and reviews pages are drawn on the server", async () => {
    for (const url of ["/?lang=ko", "/cost?lang=ru", "/board?lang=en", "/reviews?lang=mn"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const $ = cheerio.load(res.body);
      expect($("#root main").text().trim().length, `${url}: ${$("#root main").html()?.slice(0, 3000)}`).toBeGreaterThan(
        20,
      );
      expect($("#ssr-state").length, url).toBe(1);
      // Whole: no part left for a script to move in place (crawlers and the CSP run none).
      expect(res.body, url).not.toMatch(/<template|\$RC|<!--\$\?-->/);
    }
  });

  it("car pages carry schema.org Car JSON-LD with the offer; sold out is SoldOut", async () => {
    const ld = async (id: number) => {
      const $ = cheerio.load((await get(`/cars/${id}?lang=en`)).body);
      return JSON.parse($('script[type="application/ld+json"]').text()) as {
        "@type": string;
        name: string;
        offers: { price: number; priceCurrency: string; availability: string };
      };
    };
    const onSale = await ld(car.id);
    expect(onSale["@type"]).toBe("Car");
    expect(onSale.name).toBe(translateCarName(car.carName, "en"));
    expect(onSale.offers).toMatchObject({
      price: 18_900_000,
      priceCurrency: "KRW",
      availability: "https://schema.org/InStock",
    });
    expect((await ld(soldOut.id)).offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("unknown paths and unknown cars answer the app with 404", async () => {
    for (const url of ["/no-such-page", "/cars/99999999", "/cars/abc", "/board/99999999?lang=ko", "/me/unknown/x"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await get("/api/no-such")).statusCode).toBe(404);
  });

  it("every page of the web app's router is known to the server (none answers 404)", async () => {
    // The router draws exactly the pages of the page table (src/web/app/router.tsx and
    // admin-routes.tsx map each page to its component; the type check refuses a missing one), so
    // every page of the table, and every address a page had before, must be served: parameters
    // filled in with an existing car's id.
    const urls = PAGE_LIST.flatMap((p) => [p.path, ...(p.formerly ?? [])]);
    expect(urls).toContain("/compare");
    expect(urls).toContain("/admin/requests");
    // (board/:id is a post: a missing one is a real 404, tested above.)
    for (const p of urls.filter((p) => p !== "/board/:id")) {
      const url = p.replace(/:[a-zA-Z]+/g, String(car.id));
      expect((await get(url)).statusCode, url).not.toBe(404);
    }
  });

  it("anonymous pages are cacheable and revalidated; a logged-in buyer's page is private", async () => {
    const anon = await get(`/cars/${car.id}?lang=en`);
    expect(anon.headers["cache-control"]).toBe("public, no-cache");
    const etag = String(anon.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await get(`/cars/${car.id}?lang=en`, { "if-none-match": etag })).statusCode).toBe(304);

    const cookie = await loginCookie(app, await createUser(app));
    for (const url of [`/cars/${car.id}?lang=en`, "/", "/me"]) {
      const res = await get(url, { cookie });
      expect(res.headers["cache-control"], url).toBe("private, no-store");
      // Drawn in the browser for the logged-in user: nothing of a visitor's cached page.
      expect(res.body).not.toContain('id="ssr-state"');
    }
    const me = await get("/me");
    expect(me.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("a change to a car shows in its next rendered page (the page cache follows the events)", async () => {
    const before = await get(`/cars/${car.id}?lang=en`);
    expect(before.body).toContain(formatPrice(18_900_000, "en"));
    const admin = await createAdmin(app);
    const adminCookie = await loginCookie(app, admin);
    const res = await app.inject({
      method: "PATCH",
      url: `/api/cars/${car.id}`,
      headers: { cookie: adminCookie },
      payload: { price_krw: 17_700_000 },
    });
    expect(res.statusCode).toBe(200);
    const after = await get(`/cars/${car.id}?lang=en`);
    expect(after.body).toContain(formatPrice(17_700_000, "en"));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("renders of many pages run side by side, and a burst of one page renders it once", async () => {
    app.core.pageCache.clear();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(i % 2 ? `/cars/${car.id}?lang=ko` : `/cars?lang=ru&page=${i}`)),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    const ko = answers.filter((_, i) => i % 2).map((r) => r.body);
    expect(new Set(ko).size).toBe(1);
  });
});

describe("robots.txt and the sitemap", () => {
  it("HEAD answers as GET does for pages, robots.txt and the sitemap, without a body", async () => {
    const paths = [
      "/",
      "/?lang=ru",
      "/cars",
      `/cars/${car.id}?lang=mn`,
      "/robots.txt",
      "/sitemap.xml",
      "/no-such-page",
    ];
    for (const url of paths) {
      const [got, head] = await Promise.all([get(url), app.inject({ method: "HEAD", url })]);
      expect(head.statusCode, url).toBe(got.statusCode);
      expect(head.headers["content-type"], url).toBe(got.headers["content-type"]);
      expect(head.body, url).toBe("");
    }
    expect((await app.inject({ method: "HEAD", url: "/" })).statusCode).toBe(200);
    expect((await app.inject({ method: "HEAD", url: "/api/no-such" })).statusCode).toBe(404);
  });
  it("robots.txt allows the site, keeps out /admin and /api/, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("the sitemap lists the home page, the list and every car in four languages with alternates and lastmod", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/xml/);
    const $ = cheerio.load(res.body, { xml: true });
    const locs = $("url > loc")
      .toArray()
      .map((el) => $(el).text());
    for (const lang of LANGUAGES) {
      expect(locs).toContain(`${BASE}/?lang=${lang}`);
      expect(locs).toContain(`${BASE}/cars?lang=${lang}`);
      expect(locs).toContain(`${BASE}/cars/${car.id}?lang=${lang}`);
      expect(locs).toContain(`${BASE}/cars/${soldOut.id}?lang=${lang}`);
    }
    const carUrl = $("url")
      .toArray()
      .find((el) => $(el).children("loc").text() === `${BASE}/cars/${car.id}?lang=ko`)!;
    const links = $(carUrl)
      .children("xhtml\\:link")
      .toArray()
      .map((el) => `${$(el).attr("hreflang")} ${$(el).attr("href")}`);
    expect(links).toEqual([
      ...LANGUAGES.map((l) => `${l} ${BASE}/cars/${car.id}?lang=${l}`),
      `x-default ${BASE}/cars/${car.id}`,
    ]);
    expect($(carUrl).children("lastmod").text()).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("a large catalogue gets a sitemap index of files of 2,000 cars", async () => {
    // Raise the highest id past one file without inserting 2,000 cars.
    const far = await createCar(app, { id: 4321 });
    const index = cheerio.load((await get("/sitemap.xml")).body, { xml: true });
    const files = index("sitemapindex > sitemap > loc")
      .toArray()
      .map((el) => index(el).text());
    expect(files).toEqual([
      `${BASE}/sitemap-pages.xml`,
      `${BASE}/sitemap-cars-1.xml`,
      `${BASE}/sitemap-cars-2.xml`,
      `${BASE}/sitemap-cars-3.xml`,
    ]);
    expect((await get("/sitemap-cars-3.xml")).body).toContain(`${BASE}/cars/${far.id}?lang=mn`);
    expect((await get("/sitemap-cars-1.xml")).body).toContain(`${BASE}/cars/${car.id}?lang=en`);
    expect((await get("/sitemap-pages.xml")).body).toContain(`${BASE}/cars?lang=ru`);
    expect((await get("/sitemap-cars-4.xml")).statusCode).toBe(404);
    for (const bad of ["0", "-1", "x", "99999999999"])
      expect((await get(`/sitemap-cars-${bad}.xml`)).statusCode).not.toBe(200);
  });
});

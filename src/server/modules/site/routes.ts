import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { LANGUAGES } from "../../../shared/api/constants.js";
import type { Core } from "../../core.js";
import { notFound } from "../../lib/errors.js";
import { carSitemapRange, carSitemapSummary } from "../cars/index.js";
import { postsForSitemap } from "../board/index.js";
import { escapeHtml } from "../mail/index.js";
import { paths } from "../../../shared/paths.js";
import { PAGE_LIST } from "../../../shared/pages.js";
import { inPrivateArea, PRIVATE_AREAS } from "../../../shared/page-match.js";

/** Cars per sitemap file: 4 languages each, 8,000 URLs, well under the format's 50,000 and 50 MB. */
export const CARS_PER_SITEMAP = 2000;
/** Board posts in the sitemap: the newest. */
const MAX_POSTS = 5000;

type Entry = { path: string; lastmod: Date | null };

/**
 * What robots.txt keeps crawlers out of: the API, the private areas (/admin, /me) and the other
 * private pages of the page table that have a path of their own (/board/new).
 */
const DISALLOWED = [
  "/api/",
  ...PRIVATE_AREAS,
  ...PAGE_LIST.filter((p) => p.drawn === "private" && !p.path.includes(":") && !inPrivateArea(p.path)).map(
    (p) => p.path,
  ),
].sort();

/** One page in its four languages, each `<url>` naming the others (and x-default, the bare URL). */
function urlEntries(base: string, entry: Entry): string {
  const href = (lang: string | null) => escapeHtml(`${base}${entry.path}${lang ? `?lang=${lang}` : ""}`);
  const links = [
    ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(null)}"/>`,
  ].join("");
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
  return LANGUAGES.map((l) => `<url><loc>${href(l)}</loc>${lastmod}${links}</url>`).join("\n");
}

const urlset = (base: string, entries: Entry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map((e) => urlEntries(base, e)).join("\n")}\n</urlset>\n`;

/**
 * robots.txt and the sitemap (the contract's "The public site as search engines and phones meet
 * it"; docs/architecture.md "Server-rendered pages").
 */
export function siteRoutes(core: Core): FastifyPluginAsync {
  const base = () => core.config.publicBaseUrl;

  async function pageEntries(): Promise<Entry[]> {
    const [cars, posts] = await Promise.all([carSitemapSummary(core), postsForSitemap(core, MAX_POSTS)]);
    return [
      { path: paths.home, lastmod: cars.lastmod },
      { path: paths.cars, lastmod: cars.lastmod },
      ...posts.map((p) => ({ path: paths.board.post(p.id), lastmod: new Date(p.updatedAt) })),
    ];
  }
  async function carEntries(file: number): Promise<Entry[]> {
    const rows = await carSitemapRange(core, (file - 1) * CARS_PER_SITEMAP, file * CARS_PER_SITEMAP);
    return rows.map((r) => ({ path: paths.car(r.id), lastmod: new Date(r.updatedAt) }));
  }

  return async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const xml = "application/xml; charset=utf-8";
    const cache = "public, max-age=3600";

    app.get("/robots.txt", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) => {
      const body = [
        "User-agent: *",
        "Allow: /",
        ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
        "",
        `Sitemap: ${base()}/sitemap.xml`,
        "",
      ].join("\n");
      return reply.type("text/plain; charset=utf-8").header("cache-control", cache).send(body);
    });

    // Small catalogue: one file. Large: an index of the pages' file and one file per 2,000 car ids.
    app.get("/sitemap.xml", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) => {
      const summary = await carSitemapSummary(core);
      reply.type(xml).header("cache-control", cache);
      if (summary.maxId <= CARS_PER_SITEMAP) {
        return reply.send(urlset(base(), [...(await pageEntries()), ...(await carEntries(1))]));
      }
      const files = Math.ceil(summary.maxId / CARS_PER_SITEMAP);
      const lastmod = summary.lastmod ? `<lastmod>${summary.lastmod.toISOString()}</lastmod>` : "";
      const sitemaps = [`${base()}/sitemap-pages.xml`];
      for (let n = 1; n <= files; n++) sitemaps.push(`${base()}/sitemap-cars-${n}.xml`);
      return reply.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
          .map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc>${lastmod}</sitemap>`)
          .join("\n")}\n</sitemapindex>\n`,
      );
    });

    app.get("/sitemap-pages.xml", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) =>
      reply
        .type(xml)
        .header("cache-control", cache)
        .send(urlset(base(), await pageEntries())),
    );

    app.get(
      "/sitemap-cars-:file.xml",
      {
        config: { access: "public" },
        schema: { hide: true, params: Type.Object({ file: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }) },
      },
      async (request, reply) => {
        const summary = await carSitemapSummary(core);
        if (request.params.file > Math.max(1, Math.ceil(summary.maxId / CARS_PER_SITEMAP))) throw notFound("Sitemap");
        return reply
          .type(xml)
          .header("cache-control", cache)
          .send(urlset(base(), await carEntries(request.params.file)));
      },
    );
  };
}

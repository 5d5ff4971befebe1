import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import type { PageResponder } from "../lib/page-renderer.js";

/**
 * Serves the built web app from dist/web; any non-/api GET that is not a file is a page of the
 * app, answered by `respondPage` (the site module: rendered on the server, status 404 for an
 * unknown path) or else index.html as it is. Unknown /api paths are JSON 404s.
 */
export async function installWebAssets(app: FastifyInstance, opts: { distDir: string; respondPage?: PageResponder }) {
  // Read once, not checked and then read: `npm test` builds the web app (for the browser suite)
  // while the unit suite starts apps, and the build empties dist/web first. An app started then
  // serves no web app, as without a build, instead of failing on a file that just went away.
  const indexHtml = readIfPresent(path.join(opts.distDir, "index.html"));
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: "/",
      wildcard: false,
      index: false,
      maxAge: "1h",
      // tools/build-web.mjs writes <file>.br and <file>.gz beside every text asset; the one the
      // client accepts is sent as it is (Content-Encoding, Vary: Accept-Encoding), no CPU spent.
      preCompressed: true,
      // Browsers never ask for a range of a script, a stylesheet or an icon.
      acceptRanges: false,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; the page itself is always revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
          if (LEAN_ASSET.test(filePath)) leanAssetHeaders(reply);
        } else if (filePath.endsWith(".html")) reply.header("cache-control", "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0];
    // HEAD is answered as GET (uptime checks and some crawlers ask HEAD): the same status and
    // headers, and Node sends no body for it.
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (pathname.startsWith("/api/") || pathname === "/api" || !isRead || !indexHtml) {
      return reply
        .status(404)
        .send({ error: { code: "not_found", message: `No such path: ${request.method} ${pathname}`, details: null } });
    }
    if (opts.respondPage) return opts.respondPage(request, reply, indexHtml);
    return reply.status(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
}

function readIfPresent(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/** Scripts and stylesheets (also as their precompressed files): sent with lean headers. */
const LEAN_ASSET = /\.(?:js|css)(?:\.br|\.gz)?$/;

/**
 * Headers that only mean something on a document (or on a response that can become one): a
 * script or stylesheet is never framed, never navigated to and runs under its page's policy;
 * HSTS is learnt from the page itself. A car page loads dozens of hashed chunks over HTTP/1.1,
 * where each of these ~1 kB header blocks is sent in full: about a fifth of the first view's
 * bytes. nosniff and the resource policy stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "strict-transport-security",
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

export function leanAssetHeaders(reply: FastifyReply) {
  // Helmet writes its headers straight onto the raw response.
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  // An immutable file is never revalidated: no validators needed.
  reply.removeHeader("etag").removeHeader("last-modified");
}

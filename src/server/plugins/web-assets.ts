import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

/**
 * Serves the built web app from dist/web; any non-/api GET that is not a file gets
 * index.html (SPA routes). Unknown /api paths are JSON 404s.
 */
export async function installWebAssets(app: FastifyInstance, opts: { distDir: string; renderIndex?: IndexRenderer }) {
  const indexPath = path.join(opts.distDir, "index.html");
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: "/",
      wildcard: false,
      index: false,
      maxAge: "1h",
      setHeaders: (res, filePath) => {
        // Vite's hashed assets never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, "utf8") : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0];
    if (pathname.startsWith("/api/") || pathname === "/api" || request.method !== "GET" || !indexHtml) {
      return reply
        .status(404)
        .send({ error: { code: "not_found", message: `No such path: ${request.method} ${pathname}`, details: null } });
    }
    const html = opts.renderIndex
      ? await opts.renderIndex(indexHtml, pathname, request.query as Record<string, string>)
      : indexHtml;
    return reply.status(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  });
}

/** Lets a feature (share previews) fill meta tags of the served index.html per path. */
export type IndexRenderer = (html: string, pathname: string, query: Record<string, string>) => Promise<string>;

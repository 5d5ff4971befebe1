import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import type { PageResponder } from "../lib/page-renderer.js";

/**
 * Serves the built web app from dist/web; any non-/api GET that is not a file is a page of the
 * app, answered by `respondPage` (the site module: rendered on the server, status 404 for an
 * unknown path) or else index.html as it is. Unknown /api paths are JSON 404s.
 */
export async function installWebAssets(app: FastifyInstance, opts: { distDir: string; respondPage?: PageResponder }) {
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
    if (opts.respondPage) return opts.respondPage(request, reply, indexHtml);
    return reply.status(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
}

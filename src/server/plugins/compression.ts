/**
 * Compression of text answers and the caching headers the public site promises
 * (api.md "The public site as search engines and phones meet it"):
 *
 * - every text answer (HTML, JS, CSS, JSON, SVG, XML, plain text) goes out brotli- or
 *   gzip-compressed, as the client's Accept-Encoding prefers, with `Vary: Accept-Encoding`;
 *   `@fastify/compress` does it for every route registered after this plugin, and a hook of
 *   our own for the not-found handler (the app's HTML for client-side routes), which Fastify
 *   does not give route hooks to;
 * - photos (JPEG, already compressed), PDFs and event streams are never touched: they are not
 *   text, and a compressor on a stream would hold back its chunks;
 * - built assets come precompressed at build time (tools/build-web.mjs writes `.br` and `.gz`
 *   beside them; plugins/web-assets.ts serves them), so the static files cost no CPU here;
 * - an API answer that set no Cache-Control is `private, no-cache`: revalidated every time and
 *   never kept by a shared cache (the public catalogue answers set their own, with an ETag).
 *
 * Brotli runs at quality 4 on the fly (the plugin's recommendation: 11 costs ~20× the CPU for a
 * few per cent); the build uses 11. Bodies under COMPRESS_THRESHOLD_BYTES go out as they are:
 * a 1 kB answer fits one packet either way.
 */
import { Readable } from "node:stream";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyCompress from "@fastify/compress";
import { negotiate } from "@fastify/accept-negotiator";
import { DOCUMENT_ONLY_HEADERS } from "./web-assets.js";

export const COMPRESS_THRESHOLD_BYTES = 1024;
/** The encodings we produce, in our order of preference when the client ranks them equal. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

const BROTLI_ON_THE_FLY = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Whether a Content-Type is text worth compressing (not images, PDFs, archives or event streams). */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "text/event-stream") return false;
  return (
    type.startsWith("text/") ||
    type === "application/json" ||
    type.endsWith("+json") ||
    type === "application/javascript" ||
    type === "application/xml" ||
    type.endsWith("+xml") || // image/svg+xml, application/rss+xml
    type === "application/manifest+json"
  );
}

/** The encoding to answer with for an Accept-Encoding header, or undefined (identity). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!header) return undefined;
  // The negotiator cannot fail on what a client sends; keep it that way for hostile headers.
  const chosen = header.length > 1024 ? undefined : negotiate(header, [...ENCODINGS]);
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/** Compresses a whole body in one go (small answers; the response cache keeps the result). */
export function compressSync(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === "br" ? zlib.brotliCompressSync(body, BROTLI_ON_THE_FLY) : zlib.gzipSync(body);
}

/** Adds accept-encoding to the Vary header without dropping what is there. */
export function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader("vary");
  const list = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes("*") || list.some((v) => v.toLowerCase() === "accept-encoding")) return;
  reply.header("vary", [...list, "accept-encoding"].join(", "));
}

/** Must be registered before any route (the plugin hooks into routes as they are added). */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies stay as sent: no route takes compressed uploads, and inflating them would
    // be a way around the body limits' intent.
    globalDecompression: false,
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: BROTLI_ON_THE_FLY,
  });

  // The not-found handler (the app's HTML for client-side routes, JSON 404s) gets no route
  // hooks from the plugin: compress its answers here, the same way.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.is404 || payload == null || reply.hasHeader("content-encoding")) return payload;
    if (!isCompressibleType(reply.getHeader("content-type") as string | undefined)) return payload;
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    varyOnEncoding(reply);
    if (!encoding) return payload;
    if (typeof payload === "string" || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return payload;
      reply.header("content-encoding", encoding);
      return compressSync(payload, encoding);
    }
    if (payload instanceof Readable) {
      reply.header("content-encoding", encoding).removeHeader("content-length");
      const zip = encoding === "br" ? zlib.createBrotliCompress(BROTLI_ON_THE_FLY) : zlib.createGzip();
      payload.on("error", (err) => zip.destroy(err));
      return payload.pipe(zip);
    }
    return payload;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    // API answers are revalidated and private unless the route said otherwise.
    if (!reply.hasHeader("cache-control") && request.url.startsWith("/api/"))
      reply.header("cache-control", "private, no-cache");
    // A text answer sent uncompressed (small, or the client accepts none) varies on the header
    // too: a shared cache must not hand it to the next client in place of a compressed one.
    const type = reply.getHeader("content-type") as string | undefined;
    if (isCompressibleType(type)) varyOnEncoding(reply);
    // A photo (JPEG, WebP…) is never a document: the page's policies mean nothing on it, and a
    // car page loads several (see DOCUMENT_ONLY_HEADERS). SVG, which can be one, keeps them.
    if (type?.startsWith("image/") && !type.startsWith("image/svg"))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    return payload;
  });
}

import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import { PHOTO_URL_PREFIX } from "./storage.js";

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
// Content-addressed names only: nothing else under the photo directory is reachable.
const PHOTO_PATH = /^([0-9a-f]{2})\/([0-9a-f]{32}(?:_t)?\.jpg)$/;

const notFound = (pathname: string) => ({
  error: { code: "not_found", message: `No such photo: ${pathname}`, details: null },
});

export const photosRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const storage = core.photoStorage;

    // Photo files never change (their name is their hash), so they are cached for a year.
    app.get(`${PHOTO_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = (request.params as { "*": string })["*"];
      const match = PHOTO_PATH.exec(rest);
      if (!match) return reply.status(404).send(notFound(rest));
      const file = path.join(storage.dir, match[1], match[2]);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        return reply.status(404).send(notFound(rest));
      }
      return reply
        .type("image/jpeg")
        .header("content-length", size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(fs.createReadStream(file));
    });

    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 } });

    app.post(
      "/api/admin/photos",
      {
        config: { access: "admin" },
        schema: {
          operationId: "uploadPhoto",
          summary: "Upload one car photo (multipart field `file`); answers its URL and thumbnail URL",
          tags: ["photos"],
          consumes: ["multipart/form-data"],
          response: { 201: Type.Object({ url: Type.String(), thumb_url: Type.String() }) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(415, "unsupported_media_type", "Send the photo as multipart/form-data");
        const file = await request.file();
        if (!file)
          throw new AppError(422, "validation_error", "No file was sent", [{ field: "file", message: "is required" }]);
        if (!file.mimetype.startsWith("image/")) {
          throw new AppError(422, "validation_error", "Only images can be uploaded", [
            { field: "file", message: "must be an image" },
          ]);
        }
        let buffer: Buffer;
        try {
          buffer = await file.toBuffer();
        } catch {
          throw new AppError(413, "payload_too_large", `A photo may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
        }
        const saved = await storage.save(buffer);
        return reply.status(201).send(saved);
      },
    );
  };

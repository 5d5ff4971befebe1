import type { FastifyPluginAsync } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import { PHOTO_URL_PREFIX, photoKeyOfPath } from "./storage.js";

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const notFound = (pathname: string) => ({
  error: { code: "not_found", message: `No such photo: ${pathname}`, details: null },
});

export const photosRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const storage = core.photoStorage;

    // Streamed from the object store (disk or S3) through the app, so every instance serves
    // every photo at the same URL. Photo files never change (their name is their hash), so
    // they are cached for a year.
    app.get(`${PHOTO_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = (request.params as { "*": string })["*"];
      const key = photoKeyOfPath(rest);
      const stored = key ? await core.storage.stream(key) : null;
      if (!stored) return reply.status(404).send(notFound(rest));
      return reply
        .type("image/jpeg")
        .header("content-length", stored.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(stored.body);
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

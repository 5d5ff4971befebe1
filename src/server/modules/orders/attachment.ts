import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "./documents.js";

/**
 * A private file of an order (a shipping document, a claim's evidence) as a download: its type,
 * its own name as an attachment, never cached by a shared cache, never sniffed as another type.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { body: Buffer | Readable; type: string; filename: string; size?: number },
) {
  if (file.size !== undefined) reply.header("content-length", String(file.size));
  return reply
    .type(file.type)
    .header("content-disposition", attachmentDisposition(file.filename))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { NoContent } from "../../../shared/api/common.js";
import { OrderIdParams } from "../../../shared/api/deals.js";
import {
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_MAX_BYTES,
  OrderDocument,
  OrderDocumentList,
  OrderDocumentParams,
  type OrderDocumentKind,
} from "../../../shared/api/order-documents.js";
import type { Core } from "../../core.js";
import { AppError, validationError } from "../../lib/errors.js";
import { errors } from "../../plugins/openapi.js";
import { requireUser } from "../../plugins/session.js";
import { sniffProofType } from "../topups/index.js";
import { sendAttachment } from "./attachment.js";
import { addOrderDocument, listOrderDocuments, orderDocumentFile, removeOrderDocument } from "./documents.js";

const tags = ["orders"];
const tooLarge = () => new AppError(413, "payload_too_large", "A document may be at most 10 MB");
const isKind = (v: string): v is OrderDocumentKind => (ORDER_DOCUMENT_KINDS as readonly string[]).includes(v);

/** Reads the upload's two fields, `kind` and `file`, in either order; anything else is refused. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError(415, "unsupported_media_type", "Send the document as multipart/form-data");
  let kind: string | undefined;
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          part.file.resume();
          throw validationError([{ field: part.fieldname, message: "is not expected" }]);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { bytes, filename: part.filename };
      } else if (part.fieldname === "kind" && kind === undefined) {
        kind = String(part.value);
      } else {
        throw validationError([{ field: part.fieldname, message: "is not expected" }]);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT")
      throw validationError([{ field: "file", message: "send one kind and one file" }]);
    throw err;
  }
  if (kind === undefined || !isKind(kind))
    throw validationError([{ field: "kind", message: `must be one of ${ORDER_DOCUMENT_KINDS.join(", ")}` }]);
  if (!file || file.bytes.length === 0) throw validationError([{ field: "file", message: "is required" }]);
  const type = sniffProofType(file.bytes);
  if (!type) throw validationError([{ field: "file", message: "must be a PDF, JPEG or PNG file" }]);
  return { kind, filename: file.filename, bytes: file.bytes, type };
}

const sendFile = (reply: FastifyReply, doc: { bytes: Buffer; type: string; filename: string }) =>
  sendAttachment(reply, { body: doc.bytes, type: doc.type, filename: doc.filename });

const FileAnswer = Type.Unsafe({
  description: "the document (application/pdf, image/jpeg or image/png), as an attachment",
});

/** Shipping documents of orders: the admins upload and remove them, the buyer downloads them. */
export const orderDocumentsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // A file over the limit is cut there and flagged `truncated` (→ 413).
    await app.register(multipart, {
      limits: { fileSize: ORDER_DOCUMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 100 },
    });

    app.post(
      "/api/admin/orders/:order_id/documents",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "uploadOrderDocument",
          summary:
            "Add a shipping document to an order (multipart: `kind` and `file`, a PDF, JPEG or PNG of at most 10 MB); the buyer is notified",
          consumes: ["multipart/form-data"],
          params: OrderIdParams,
          response: { 201: OrderDocument, ...errors(413, 415) },
        },
      },
      async (request, reply) => {
        const admin = requireUser(request);
        const upload = await readUpload(request);
        return reply.status(201).send(await addOrderDocument(core, admin, request.params.order_id, upload));
      },
    );

    app.get(
      "/api/users/me/orders/:order_id/documents",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "listMyOrderDocuments",
          summary: "The shipping documents of one of my orders, newest first",
          params: OrderIdParams,
          response: { 200: OrderDocumentList },
        },
      },
      async (request) => listOrderDocuments(core, request.params.order_id, requireUser(request).id),
    );

    app.get(
      "/api/users/me/orders/:order_id/documents/:document_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "getMyOrderDocument",
          summary: "Download a shipping document of one of my orders",
          params: OrderDocumentParams,
          response: { 200: FileAnswer },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await orderDocumentFile(core, request.params.order_id, request.params.document_id, requireUser(request).id),
        ),
    );

    app.get(
      "/api/admin/orders/:order_id/documents/:document_id",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "getOrderDocument",
          summary: "Download a shipping document of an order",
          params: OrderDocumentParams,
          response: { 200: FileAnswer },
        },
      },
      async (request, reply) =>
        sendFile(reply, await orderDocumentFile(core, request.params.order_id, request.params.document_id, null)),
    );

    app.delete(
      "/api/admin/orders/:order_id/documents/:document_id",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "deleteOrderDocument",
          summary: "Remove a shipping document from an order (the record stays, marked removed)",
          params: OrderDocumentParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await removeOrderDocument(core, requireUser(request), request.params.order_id, request.params.document_id);
        return reply.status(204).send();
      },
    );
  };

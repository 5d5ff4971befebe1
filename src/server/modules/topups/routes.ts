import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { errors } from "../../plugins/openapi.js";
import {
  AdminTopupPage,
  AdminTopupsQuery,
  MyTopupsQuery,
  Topup,
  TopupConfirmBody,
  TopupCreateBody,
  TopupIdParams,
  TopupPage,
  TopupRejectBody,
  TOPUP_PROOF_MAX_BYTES,
} from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import { AppError } from "../../lib/errors.js";
import { requireUser } from "../../plugins/session.js";
import { sniffProofType } from "./proofs.js";
import { adminTopups, attachProof, confirmTopup, createTopup, myTopups, rejectTopup, topupProof } from "./service.js";

const tags = ["topups"];

// amount_cc is optional, so a confirm may come without any body at all.
const emptyBodyIsObject = async (request: FastifyRequest) => {
  request.body ??= {};
};

/** CC top-ups by bank transfer: the buyer's requests and slips, the administrators' queue. */
export const topupsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // A file over the limit is cut there and flagged `truncated` (→ 413).
    await app.register(multipart, { limits: { fileSize: TOPUP_PROOF_MAX_BYTES, files: 1, fields: 0 } });

    app.post(
      "/api/users/me/topups",
      {
        config: {
          access: "user",
          rateLimit: { max: 20, timeWindow: "10 minutes", keyGenerator: (r) => `topup:${r.user?.id ?? r.ip}` },
        },
        schema: {
          tags,
          operationId: "createTopup",
          summary: "Ask for a CC top-up by bank transfer (answers the bank details and a reference)",
          body: TopupCreateBody,
          response: { 201: Topup, ...errors(409) },
        },
      },
      async (request, reply) => reply.status(201).send(await createTopup(core, requireUser(request), request.body)),
    );

    app.post(
      "/api/users/me/topups/:topup_id/proof",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "uploadTopupProof",
          summary: "Upload the transfer slip (multipart field `file`: JPEG, PNG or PDF, at most 5 MB)",
          consumes: ["multipart/form-data"],
          params: TopupIdParams,
          response: { 200: Topup, ...errors(409, 413, 415) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart())
          throw new AppError(415, "unsupported_media_type", "Send the slip as multipart/form-data");
        const file = await request.file();
        if (!file)
          throw new AppError(422, "validation_error", "No file was sent", [{ field: "file", message: "is required" }]);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          throw new AppError(413, "payload_too_large", "A slip may be at most 5 MB");
        }
        if (file.file.truncated) throw new AppError(413, "payload_too_large", "A slip may be at most 5 MB");
        const type = sniffProofType(bytes);
        if (!type)
          throw new AppError(422, "validation_error", "The slip must be a JPEG, PNG or PDF file", [
            { field: "file", message: "must be a JPEG, PNG or PDF" },
          ]);
        return attachProof(core, user, request.params.topup_id, bytes, type);
      },
    );

    app.get(
      "/api/users/me/topups",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "listMyTopups",
          summary: "My top-ups, newest first",
          querystring: MyTopupsQuery,
          response: { 200: TopupPage },
        },
      },
      async (request) => myTopups(core, requireUser(request).id, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/admin/topups",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "listTopups",
          summary: "All top-ups (pending first), with the buyer's email",
          querystring: AdminTopupsQuery,
          response: { 200: AdminTopupPage },
        },
      },
      async (request) => adminTopups(core, request.query),
    );

    app.get(
      "/api/admin/topups/:topup_id/proof",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "getTopupProof",
          summary: "The uploaded transfer slip, with its content type",
          params: TopupIdParams,
          response: {
            200: Type.Unsafe({ description: "the slip (image/jpeg, image/png or application/pdf)" }),
            ...errors(409),
          },
        },
      },
      async (request, reply) => {
        const proof = await topupProof(core, request.params.topup_id);
        return reply
          .type(proof.type)
          .header("content-disposition", `inline; filename="${proof.name}"`)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .send(proof.bytes);
      },
    );

    app.post(
      "/api/admin/topups/:topup_id/confirm",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "confirmTopup",
          summary: "Confirm a pending top-up: credits cc_balance once (amount_cc: what actually arrived)",
          params: TopupIdParams,
          body: TopupConfirmBody,
          response: { 200: Topup, ...errors(409) },
        },
        preValidation: emptyBodyIsObject,
      },
      async (request) => confirmTopup(core, requireUser(request), request.params.topup_id, request.body?.amount_cc),
    );

    app.post(
      "/api/admin/topups/:topup_id/reject",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "rejectTopup",
          summary: "Reject a pending top-up with a reason",
          params: TopupIdParams,
          body: TopupRejectBody,
          response: { 200: Topup, ...errors(409) },
        },
      },
      async (request) => rejectTopup(core, requireUser(request), request.params.topup_id, request.body.reason),
    );
  };

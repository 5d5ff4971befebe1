import type { FastifyPluginAsync, FastifyReply } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { OrderIdParams } from "../../../shared/api/deals.js";
import {
  AdminClaimPage,
  AdminClaimsQuery,
  Claim,
  ClaimDecisionBody,
  ClaimList,
  ClaimParams,
  EvidenceParams,
  MyEvidenceParams,
} from "../../../shared/api/protection.js";
import type { Core } from "../../core.js";
import { errors } from "../../plugins/openapi.js";
import { requireUser } from "../../plugins/session.js";
import { CLAIM_MULTIPART_LIMITS, readClaimForm } from "./claim-upload.js";
import {
  adminClaims,
  decideClaim,
  discardEvidence,
  evidenceFile,
  fileClaim,
  myClaims,
  precheckClaim,
} from "./claims.js";
import { sendAttachment } from "./attachment.js";

const tags = ["claims"];

const sendFile = (reply: FastifyReply, file: Awaited<ReturnType<typeof evidenceFile>>) =>
  sendAttachment(reply, { body: file.stream, type: file.type, filename: file.filename, size: file.size });

const FileAnswer = Type.Unsafe({
  description: "the evidence file (image/jpeg, image/png, application/pdf or video/mp4), as an attachment",
});

/** Claims after delivery: the buyer files and lists them, the staff list and decide them. */
export const claimsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    await app.register(multipart, { limits: CLAIM_MULTIPART_LIMITS });

    app.post(
      "/api/users/me/orders/:order_id/claims",
      {
        config: {
          access: "user",
          rateLimit: { max: 30, timeWindow: "10 minutes", keyGenerator: (r) => `claim:${r.user?.id ?? r.ip}` },
        },
        schema: {
          tags,
          operationId: "fileMyOrderClaim",
          summary:
            "File a claim about a delivered order within the claim window (multipart: category, description, amount_usd, 0..10 evidence files)",
          consumes: ["multipart/form-data"],
          params: OrderIdParams,
          response: { 201: Claim, ...errors(409, 413, 415) },
        },
      },
      async (request, reply) => {
        const buyer = requireUser(request);
        const orderId = request.params.order_id;
        // Refused before a byte of evidence is stored: someone else's order, not delivered, window closed, one open.
        await precheckClaim(core, buyer.id, orderId);
        const input = await readClaimForm(core, request, orderId);
        try {
          return reply.status(201).send(await fileClaim(core, buyer, orderId, input));
        } catch (err) {
          await discardEvidence(core, input.evidence);
          throw err;
        }
      },
    );

    app.get(
      "/api/users/me/orders/:order_id/claims",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "listMyOrderClaims",
          summary: "My claims about one of my orders, newest first",
          params: OrderIdParams,
          response: { 200: ClaimList },
        },
      },
      async (request) => myClaims(core, requireUser(request).id, request.params.order_id),
    );

    app.get(
      "/api/users/me/orders/:order_id/claims/:claim_id/evidence/:file_id",
      {
        config: { access: "user" },
        schema: {
          tags,
          operationId: "getMyClaimEvidence",
          summary: "Download an evidence file of one of my claims",
          params: MyEvidenceParams,
          response: { 200: FileAnswer },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await evidenceFile(
            core,
            { claimId: request.params.claim_id, fileId: request.params.file_id },
            { userId: requireUser(request).id, orderId: request.params.order_id },
          ),
        ),
    );

    app.get(
      "/api/admin/claims",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "listClaims",
          summary: "Claims by status, newest first, with the buyer's email, the order and the car",
          querystring: AdminClaimsQuery,
          response: { 200: AdminClaimPage },
        },
      },
      async (request) => adminClaims(core, request.query),
    );

    app.get(
      "/api/admin/claims/:claim_id/evidence/:file_id",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "getClaimEvidence",
          summary: "Download an evidence file of a claim",
          params: EvidenceParams,
          response: { 200: FileAnswer },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await evidenceFile(core, { claimId: request.params.claim_id, fileId: request.params.file_id }, null),
        ),
    );

    app.post(
      "/api/admin/claims/:claim_id/decision",
      {
        config: { access: "admin" },
        schema: {
          tags,
          operationId: "decideClaim",
          summary: "Accept or reject a claim with a note, once; the buyer is notified",
          params: ClaimParams,
          body: ClaimDecisionBody,
          response: { 200: Claim, ...errors(409) },
        },
      },
      async (request) => decideClaim(core, requireUser(request), request.params.claim_id, request.body),
    );
  };

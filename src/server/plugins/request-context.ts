import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { runWithRequestContext } from "../lib/request-context.js";

/** The header a request id arrives in and every answer carries. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an incoming id may be: 1 to 128 of letters, digits, `.`, `_` and `-`. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId` (with `requestIdHeader: false`): the incoming X-Request-Id when it is a
 * valid token, so that a proxy's or a client's id follows the request into the logs and the
 * jobs it queues; otherwise a new UUID.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Everything a request runs (its hooks, its handler, the services they call and the jobs those
 * queue) sees its context (lib/request-context.ts); every answer carries X-Request-Id.
 */
export function installRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestContext({ requestId: request.id }, done);
  });
}

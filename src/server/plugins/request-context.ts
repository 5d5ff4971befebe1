import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { runWithRequestContext, type RequestContext } from "../lib/request-context.js";

/** The header a request id arrives in and every answer carries. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an incoming id may be (the contract): 1 to 128 of letters, digits, `.`, `_` and `-`. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId` (with `requestIdHeader: false`, which would take any header as it came):
 * the incoming X-Request-Id when it is a valid token, so that a proxy's or a client's id follows
 * the request into the logs; otherwise a new UUID. A header sent twice arrives as one string
 * joined by ", ", which is not a valid token, and gets a new id too.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The request context (lib/request-context.ts) of a Fastify request: its id, and its address read
 * only when asked (behind a trusted proxy `request.ip` walks X-Forwarded-For). `actor` is set by
 * whoever reads the session.
 */
class FastifyRequestContext implements RequestContext {
  readonly requestId: string;
  actor?: RequestContext["actor"];
  constructor(private readonly request: FastifyRequest) {
    this.requestId = request.id;
  }
  get ip(): string {
    return this.request.ip;
  }
}

/**
 * Every answer carries X-Request-Id, and everything the request runs (its hooks, its handler,
 * the services they call and the jobs those queue) sees its context. Registered before every
 * other hook, so that an answer refused by a later one (shutting down, rate limits, the origin
 * check, access) carries the id too; the error handler and the 404 handler keep headers set
 * here. The two answers Fastify gives before any hook (a malformed URL, an over-long path
 * parameter) go through `frameworkErrors` below.
 */
export function installRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestContext(new FastifyRequestContext(request), done);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (`/api/cars/%zz`) or a path
 * parameter over the router's limit is answered before any hook runs; this answers it in the
 * contract's shape, with the request id, instead of Fastify's own body.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply.header(REQUEST_ID_HEADER, request.id);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    void reply
      .status(error.statusCode)
      .send({ error: { code: "bad_request", message: "The request's path cannot be read", details: null } });
    return;
  }
  request.log.error({ err: error }, "unhandled error");
  void reply
    .status(500)
    .send({ error: { code: "internal_error", message: "Something went wrong on our side", details: null } });
}

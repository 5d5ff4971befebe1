import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Core } from "../../core.js";
import {
  currentRequestContext,
  runWithRequestContext,
  type AuditScope,
  type RequestContext,
} from "../../lib/request-context.js";
import { RECORDED_BY_REQUEST, ROUTE_ACTIONS } from "./actions.js";
import { recordAudit } from "./service.js";
import type { AuditAction } from "../../../shared/audit-actions.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The request context holding this admin write's audit scope, until its answer is sent. */
    auditContext: RequestContext | null;
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The audit scope of an admin's write request (an `admin` route, not a read), or null. */
export function auditScopeOf(request: FastifyRequest): AuditScope | null {
  if (READS.has(request.method) || request.routeOptions.config?.access !== "admin") return null;
  const user = request.user;
  if (!user || user.role !== "admin") return null;
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? "";
  return {
    action: ROUTE_ACTIONS[operationId] ?? operationId,
    actorId: user.id,
    actorEmail: user.email,
    ip: request.ip ?? null,
    requestId: String(request.id),
  };
}

/**
 * The one place admin writes are put on the record (contract "Who did what"). Before the handler
 * of an admin write route runs (access checked, input valid), its scope goes on the request
 * context; from then on every transaction the request opens carries it to the database
 * (db/audit-scope.ts), whose triggers log each row it changes in that same transaction. Handlers
 * and services do nothing for it. The few actions that change no row (RECORDED_BY_REQUEST) are
 * recorded here once they succeed. Public and user requests, and admin reads, get no scope.
 */
export function installAuditScope(app: FastifyInstance, core: Core) {
  app.decorateRequest("auditContext", null);

  app.addHook("preHandler", (request, _reply, done) => {
    const scope = auditScopeOf(request);
    if (!scope) return done();
    const context = currentRequestContext();
    if (context) {
      context.audit = scope;
      request.auditContext = context;
      return done();
    }
    // No request context yet (plugins/request-context.ts enters one for every request): the
    // rest of this request runs in one of its own.
    const own: RequestContext = { requestId: scope.requestId, ip: scope.ip ?? undefined, audit: scope };
    request.auditContext = own;
    runWithRequestContext(own, done);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const context = request.auditContext;
    const scope = context?.audit;
    if (!context || !scope) return payload;
    // Work the request left running after its answer (a reaction, a cache refill) is not the admin's.
    context.audit = undefined;
    const targetType = RECORDED_BY_REQUEST[scope.action as AuditAction];
    if (targetType && reply.statusCode < 300) {
      await recordAudit(core.db, {
        action: scope.action as AuditAction,
        actor: { id: scope.actorId, email: scope.actorEmail },
        target: { type: targetType, id: routeId(request.params) },
        after: jsonObject(payload),
        ip: scope.ip,
        requestId: scope.requestId,
      });
    }
    return payload;
  });
}

/** The route's `:id` (the retried job's) or `:user_id` parameter, when it has one. */
function routeId(params: unknown): string | null {
  const given = params as { id?: unknown; user_id?: unknown } | undefined;
  const id = given?.id ?? given?.user_id;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** The answer's body when it is a small JSON object (what an upload made: its URLs). */
function jsonObject(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== "string" || payload.length > 8192) return null;
  try {
    const value = JSON.parse(payload) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

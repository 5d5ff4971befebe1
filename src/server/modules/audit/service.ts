import { and, count, desc, eq, ilike, like, or, type SQL } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { auditLog } from "../../db/schema/system.js";
import { currentRequestContext } from "../../lib/request-context.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { containsPattern } from "../../lib/sql.js";
import { MAX_INT_ID } from "../../../shared/api/common.js";
import type { AuditQuery } from "../../../shared/api/audit.js";
import type { AuditAction } from "../../../shared/audit-actions.js";

/**
 * One row written by hand. Almost every audit row is written by the database's triggers
 * (migration 0005, scoped by db/audit-scope.ts); this is for what changes no audited row: an
 * admin's login (in the login's transaction) and a change outside the database (an upload).
 */
export type AuditRecord = {
  action: AuditAction;
  actor: { id: number; email: string };
  target: { type: string; id: string | number | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Defaults to the current request's (lib/request-context.ts). */
  ip?: string | null;
  requestId?: string | null;
};

/** Appends one audit row, in the caller's transaction when given one. */
export async function recordAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  const context = currentRequestContext();
  await db.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id === null ? null : String(record.target.id),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip !== undefined ? record.ip : (context?.ip ?? null),
    requestId: record.requestId !== undefined ? record.requestId : (context?.requestId ?? null),
  });
}

/**
 * An administrator's login, or a refused attempt on an administrator's account (`failedLogins`:
 * the account's count of failures so far). A buyer's logins are not audited.
 */
export async function recordAdminLogin(
  db: DbOrTx,
  user: { id: number; email: string; role: string },
  outcome: { failedLogins?: number } = {},
): Promise<void> {
  if (user.role !== "admin") return;
  const failed = outcome.failedLogins !== undefined;
  await recordAudit(db, {
    action: failed ? "auth.login_failed" : "auth.login",
    actor: user,
    target: { type: "user", id: user.id },
    after: failed ? { failed_login_count: outcome.failedLogins } : null,
  });
}

/** GET /api/admin/audit: filtered, newest first. */
export async function listAudit(core: Pick<Core, "db">, query: AuditQuery) {
  const conditions: SQL[] = [];
  const actor = query.actor?.trim();
  if (actor) {
    const id = /^\d{1,10}$/.test(actor) ? Number(actor) : NaN;
    conditions.push(
      id >= 1 && id <= MAX_INT_ID ? eq(auditLog.actorId, id) : ilike(auditLog.actorEmail, containsPattern(actor)),
    );
  }
  if (query.action) {
    // An area (`car`) names all of its actions (`car.update`, `car.delete`, …).
    conditions.push(
      query.action.includes(".")
        ? eq(auditLog.action, query.action)
        : (or(eq(auditLog.action, query.action), like(auditLog.action, `${query.action}.%`)) as SQL),
    );
  }
  if (query.target) {
    const colon = query.target.indexOf(":");
    const type = colon < 0 ? query.target : query.target.slice(0, colon);
    conditions.push(eq(auditLog.targetType, type));
    if (colon >= 0) conditions.push(eq(auditLog.targetId, query.target.slice(colon + 1)));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    core.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return pagedResponse(
    rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: { id: r.actorId, email: r.actorEmail },
      action: r.action,
      target: { type: r.targetType, id: r.targetId },
      before: r.before as Record<string, unknown> | null,
      after: r.after as Record<string, unknown> | null,
      ip: r.ip,
      request_id: r.requestId,
    })),
    total,
    query.page,
    query.page_size,
  );
}

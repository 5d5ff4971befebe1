import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { sessions, users } from "../../db/schema/users.js";
import { SESSION_COOKIE, type SessionUser } from "../../lib/session-user.js";

export { SESSION_COOKIE, type SessionUser };

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/**
 * How long a session of this role may last and sit idle: an administrator's ends sooner
 * (ADMIN_SESSION_*, by default 30 minutes idle and 12 hours in all), whichever limit is shorter.
 */
export function sessionLimits(core: Core, role: string) {
  const { sessionIdleMinutes, sessionAbsoluteHours } = core.config;
  if (role !== "admin") return { idleMinutes: sessionIdleMinutes, absoluteHours: sessionAbsoluteHours };
  return {
    idleMinutes: Math.min(sessionIdleMinutes, core.config.adminSessionIdleMinutes),
    absoluteHours: Math.min(sessionAbsoluteHours, core.config.adminSessionAbsoluteHours),
  };
}

/** Creates a session with a fresh random token; the table keeps only its hash. */
export async function createSession(core: Core, db: DbOrTx, userId: number, role = "user") {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + sessionLimits(core, role).absoluteHours * 3600_000);
  await db.insert(sessions).values({ id: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * The user behind a session token, or null when the session is unknown, past its absolute
 * or idle expiry, or its user is deleted or deactivated. An administrator's session is held to
 * the shorter limits of its role, also one opened before the account became an admin.
 */
export async function loadSessionUser(
  core: Core,
  token: string,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const id = sha256(token);
  const idleCutoff = new Date(Date.now() - core.config.sessionIdleMinutes * 60_000);
  const rows = await core.db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1);
  const row = rows[0];
  if (!row || !row.user.isActive || row.user.deletedAt) return null;
  if (row.user.role === "admin") {
    const limits = sessionLimits(core, "admin");
    const now = Date.now();
    if (row.lastSeenAt.getTime() <= now - limits.idleMinutes * 60_000) return null;
    if (row.createdAt.getTime() <= now - limits.absoluteHours * 3600_000) return null;
  }
  // Touch at most once a minute so reads stay reads.
  if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
    await core.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  }
  return { user: row.user, sessionId: id };
}

export async function deleteSession(core: Core, sessionId: string) {
  await core.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (deletion, deactivation, password reset). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: string) {
  const cond = exceptSessionId
    ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(cond);
}

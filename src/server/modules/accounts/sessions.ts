import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { sessions, users } from "../../db/schema/users.js";
import { SESSION_COOKIE, type SessionUser } from "../../lib/session-user.js";
import { normalizeAddress } from "../visitors/index.js";

export { SESSION_COOKIE, type SessionUser };

/** How often a session in use writes its last use (and address) down: at most once a minute. */
export const TOUCH_EVERY_MS = 60_000;

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

/** Where a request comes from, as a session keeps it (My page → Security). */
export type SessionClient = { ip: string | null; userAgent: string | null };

/** At most this much of a user agent is kept (a longer one is cut; control characters go). */
const USER_AGENT_MAX = 512;

/** The client of a request: its address as the trusted proxies give it, and its user agent. */
export function sessionClient(request: { ip?: string; headers: Record<string, unknown> }): SessionClient {
  const agent = request.headers["user-agent"];
  const userAgent =
    typeof agent === "string"
      ? agent
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u001f\u007f]/g, "")
          .trim()
          .slice(0, USER_AGENT_MAX)
      : "";
  return { ip: normalizeAddress(request.ip) ?? null, userAgent: userAgent || null };
}

/** Creates a session with a fresh random token; the table keeps only its hash. */
export async function createSession(
  core: Core,
  db: DbOrTx,
  userId: number,
  role = "user",
  client: SessionClient = { ip: null, userAgent: null },
) {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + sessionLimits(core, role).absoluteHours * 3600_000);
  await db
    .insert(sessions)
    .values({ id: sha256(token), userId, expiresAt, ip: client.ip, userAgent: client.userAgent });
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
  client?: SessionClient,
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
  // Touch at most once a minute so reads stay reads: when it was last used, and from where.
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await core.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, ...(client ? { ip: client.ip, userAgent: client.userAgent } : {}) })
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

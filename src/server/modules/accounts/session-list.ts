import { and, desc, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { sessions, users } from "../../db/schema/users.js";
import { notFound } from "../../lib/errors.js";
import { SESSION_LIST_LIMIT, type UserSession } from "../../../shared/api/sessions.js";
import { countriesOfAddresses } from "../visitors/index.js";
import { deleteUserSessions } from "./sessions.js";
import { describeDevice } from "./user-agent.js";

/**
 * GET /api/users/me/sessions: where the user is signed in, newest first: each session's number,
 * times, last address and browser, the device and country read from them, and which one is
 * asking. Expired sessions are left out (they no longer sign anyone in).
 */
export async function listSessions(
  core: Core,
  userId: number,
  currentSessionId: string | null,
): Promise<UserSession[]> {
  const rows = await core.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.createdAt), desc(sessions.publicId))
    .limit(SESSION_LIST_LIMIT);
  const countries = await countriesOfAddresses(
    core,
    rows.map((r) => r.ip).filter((ip): ip is string => ip !== null),
  );
  return rows.map((r) => ({
    id: r.publicId,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    ip: r.ip,
    user_agent: r.userAgent,
    current: r.id === currentSessionId,
    device: describeDevice(r.userAgent),
    country: r.ip ? (countries.get(r.ip) ?? null) : null,
  }));
}

/**
 * DELETE /api/users/me/sessions/{id}: ends one of the user's own sessions (404 for another
 * user's, or one already ended). Answers whether it was the asking one, whose cookie then goes.
 */
export async function endOwnSession(core: Core, userId: number, publicId: number, currentSessionId: string | null) {
  const [ended] = await core.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  if (!ended) throw notFound("Session");
  return { wasCurrent: ended.id === currentSessionId };
}

/** POST /api/users/me/sessions/revoke-others: every session of the user but the asking one ends. */
export async function endOtherSessions(core: Core, userId: number, currentSessionId: string) {
  await deleteUserSessions(core.db, userId, currentSessionId);
}

/** DELETE /api/admin/users/{id}/sessions: every session of the user ends (404 for no such user). */
export async function endAllSessionsByAdmin(core: Core, userId: number) {
  const [user] = await core.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  await deleteUserSessions(core.db, userId);
}

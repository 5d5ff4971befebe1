import type { users } from "../db/schema/users.js";

/**
 * The signed-in user of a request (plugins/session.ts puts it on `request.user`), as every module
 * that acts for a user names it. Sessions themselves (creating, looking up, ending) belong to the
 * accounts module.
 */
export type SessionUser = typeof users.$inferSelect;

/** The cookie that carries a session token. */
export const SESSION_COOKIE = "sid";

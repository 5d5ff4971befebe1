import { Type } from "typebox";
import { DateTime, Id, IdParams, LiteralUnion, Nullable, type Static } from "./common.js";

/**
 * api.md "Keys that stay secret, sessions a user can see": one's own sessions (where one is
 * signed in), and changing one's password. `id` is the session's number, never its token.
 */

export const DEVICE_KINDS = ["desktop", "mobile", "tablet", "tv", "bot", "other"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const SessionDevice = Type.Object({
  /** The browser and its major version as the user agent names them ("Chrome 124"), or null. */
  browser: Nullable(Type.String({ maxLength: 100 })),
  /** The operating system ("Windows 10", "iOS 17.4"), or null. */
  os: Nullable(Type.String({ maxLength: 100 })),
  kind: LiteralUnion(DEVICE_KINDS),
});
export type SessionDevice = Static<typeof SessionDevice>;

export const UserSession = Type.Object({
  id: Id,
  created_at: DateTime,
  /** When it was last used (moved on at most once a minute). */
  last_seen_at: DateTime,
  /** The address it was last used from, or null (sessions opened before this was kept). */
  ip: Nullable(Type.String({ maxLength: 64 })),
  user_agent: Nullable(Type.String({ maxLength: 512 })),
  /** The session this list was asked from ("this device"). */
  current: Type.Boolean(),
  /** Beyond the contract's fields, for My page: the device read from the user agent… */
  device: SessionDevice,
  /** …and the country (ISO 3166-1 alpha-2) the visit log places its address in, or null. */
  country: Nullable(Type.String({ maxLength: 2 })),
});
export type UserSession = Static<typeof UserSession>;

/** At most this many sessions are listed, newest first ("end all the others" ends every one). */
export const SESSION_LIST_LIMIT = 100;
export const UserSessionList = Type.Array(UserSession, { maxItems: SESSION_LIST_LIMIT });
export type UserSessionList = Static<typeof UserSessionList>;

export const SessionIdParams = IdParams("session_id");
export type SessionIdParams = Static<typeof SessionIdParams>;

/** POST /api/users/me/password. The policy decides about length, so its 422 names the rule. */
export const PasswordChangeBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    new_password: Type.String({ maxLength: 4096 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

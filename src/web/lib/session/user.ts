import type { Profile, User as ApiUser } from "../../../shared/api/users";

// The user object of the contract (src/shared/api/users.ts); /api/users/me and register add
// the referral link.
export type User = ApiUser & Partial<Pick<Profile, "referral_link">>;
export type UserRole = User["role"];

/** Login answers `{user}`; "current user" may come bare or wrapped the same way. */
export type UserPayload = User | { user: User };

export function unwrapUser(payload: UserPayload): User {
  return "user" in payload ? payload.user : payload;
}

import type { Profile, User as ApiUser } from "../../../shared/api/users";

// The user object of the contract (src/shared/api/users.ts); /api/users/me and register add
// the referral link.
export type User = ApiUser & Partial<Pick<Profile, "referral_link">>;
export type UserRole = User["role"];

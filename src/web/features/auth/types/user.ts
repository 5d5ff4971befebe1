export type UserRole = "user" | "admin";

/** The user object of the API contract (docs/api.md). */
export interface User {
  id: number;
  email: string;
  name: string;
  country: string | null;
  lang: string;
  role: UserRole;
  is_active: boolean;
  cc_balance: number;
  cash_cc_balance: number;
  referral_code: string | null;
  promo_preferred_maker: string | null;
  promo_preferred_model: string | null;
  promo_email_enabled: boolean;
  created_at: string;
  /** `{PUBLIC_BASE_URL}/register?ref=CODE`; sent by /api/users/me and register. */
  referral_link?: string;
}

/** Login answers `{user}`; "current user" may come bare or wrapped the same way. */
export type UserPayload = User | { user: User };

export function unwrapUser(payload: UserPayload): User {
  return "user" in payload ? payload.user : payload;
}

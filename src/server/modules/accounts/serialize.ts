import type { Lang } from "../../../shared/api/constants.js";
import { milliToCc } from "../../../shared/cc.js";
import type { users } from "../../db/schema/users.js";

type UserRow = typeof users.$inferSelect;

/** The contract's User object. */
export function serializeUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    country: u.country,
    lang: u.lang as Lang,
    role: u.role as "user" | "admin",
    is_active: u.isActive,
    cc_balance: milliToCc(u.ccBalance),
    cash_cc_balance: milliToCc(u.cashCcBalance),
    referral_code: u.referralCode,
    promo_preferred_maker: u.promoPreferredMaker,
    promo_preferred_model: u.promoPreferredModel,
    promo_email_enabled: u.promoEmailEnabled,
    port_id: u.portId,
    address: u.address,
    phone: u.phone,
    created_at: u.createdAt.toISOString(),
  };
}

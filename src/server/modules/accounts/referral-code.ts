import crypto from "node:crypto";

/**
 * A new account's referral code: 8 characters people can type (no 0/O or 1/I confusion).
 * 32^8 codes make a clash practically impossible; the unique index would refuse one anyway.
 * Every way of creating an account (sign-up, configured admin, demo users, tests) uses it.
 */
export function newReferralCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, cascadeRef, createdAt, updatedAt } from "./columns.js";
import { ports } from "./ports.js";

/** Accounts. Balances are integer thousandths of a CC ("CC is money"). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    country: text("country").notNull().default("US"),
    lang: text("lang").notNull().default("en"),
    role: text("role").notNull().default("user"),
    isActive: boolean("is_active").notNull().default(true),
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    lockedAt: at("locked_at"),
    ccBalance: bigint("cc_balance", { mode: "number" }).notNull().default(0),
    cashCcBalance: bigint("cash_cc_balance", { mode: "number" }).notNull().default(0),
    referralCode: text("referral_code").notNull(),
    referredByUserId: integer("referred_by_user_id"),
    promoPreferredMaker: text("promo_preferred_maker"),
    promoPreferredModel: text("promo_preferred_model"),
    promoEmailEnabled: boolean("promo_email_enabled").notNull().default(false),
    /** The buyer's destination port (landed prices), remembered; a deleted port clears it. */
    /** Printed on the proforma invoice when given (PATCH /api/users/me). */
    address: text("address"),
    phone: text("phone"),
    portId: integer("port_id").references(() => ports.id, { onDelete: "set null" }),
    deletedAt: at("deleted_at"),
    /**
     * The second factor (RFC 6238 TOTP, base32 secret), sealed under SECRETS_KEY
     * (accounts/totp-secrets.ts): `totpSecretSealed` once enabled (a login then needs a code),
     * `totpPendingSecretSealed` between setup and the first right code. The last time step a code
     * was accepted for: a code is good once (no replay within its 30 s).
     *
     * `totpSecret` and `totpPendingSecret` held the secrets in the clear until this release
     * (expand, docs/schema-changes.md); they go in the next one. Meanwhile `totpSecret` is non-null
     * exactly when the factor is on, as the previous version reads it, but holds a decoy derived
     * from SECRETS_KEY that no authenticator has: an instance of the previous version still running
     * during the upgrade asks for a code it can never match (recovery codes still work there) rather
     * than letting a password alone in. The first start with a key seals what is left in the clear.
     */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpSecretSealed: text("totp_secret_sealed"),
    totpPendingSecretSealed: text("totp_pending_secret_sealed"),
    totpEnabledAt: at("totp_enabled_at"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_referral_code_key").on(t.referralCode),
    index("users_promo_idx").on(t.promoPreferredMaker, t.promoPreferredModel),
    check("users_cc_balance_nonneg", sql`${t.ccBalance} >= 0`),
    check("users_cash_cc_balance_nonneg", sql`${t.cashCcBalance} >= 0`),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    check("users_lang_check", sql`${t.lang} in ('en', 'ko', 'mn', 'ru')`),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Server-side sessions; the cookie holds a random token, the table its SHA-256. `publicId` is the
 * number its owner sees and ends it by (GET /api/users/me/sessions): never the token's hash. The
 * address and browser are the last ones it was used from, moved on with `lastSeenAt` (at most once
 * a minute: accounts/sessions.ts); they go with the session.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    publicId: serial("public_id").notNull(),
    userId: cascadeRef("user_id", () => users.id),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), uniqueIndex("sessions_public_id_key").on(t.publicId)],
);

/** 6-digit codes sent by send-preregister; only a hash is kept. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_verifications_email_idx").on(t.email)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash)],
);

/**
 * One reward per referred email address and reward type, whatever the retries and however often
 * that address deletes its account and registers again: the guard is a hash of the normalised
 * email, which outlives the account (the user ids become null when an account is purged).
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: serial("id").primaryKey(),
    referrerUserId: integer("referrer_user_id").references(() => users.id, { onDelete: "set null" }),
    referredUserId: integer("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    /** HMAC-SHA-256 of the normalised email (modules/accounts/referral-guard.ts); never the address. */
    referredEmailHash: text("referred_email_hash").notNull(),
    rewardType: text("reward_type").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referral_rewards_once").on(t.referredEmailHash, t.rewardType),
    index("referral_rewards_referred_idx").on(t.referredUserId),
    check("referral_rewards_not_self", sql`${t.referrerUserId} <> ${t.referredUserId}`),
  ],
);

/** One-time recovery codes of an account's second factor (a keyed hash: accounts/recovery-codes.ts), each good once. */
export const totpRecoveryCodes = pgTable(
  "totp_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("totp_recovery_codes_user_idx").on(t.userId)],
);

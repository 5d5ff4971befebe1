import crypto from "node:crypto";
import { and, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { totpRecoveryCodes, users } from "../../db/schema/users.js";
import { conflict, validationError } from "../../lib/errors.js";
import { keyedRecoveryHash, recoveryCodeKey, recoveryHashesOf } from "./recovery-codes.js";
import {
  NO_TOTP,
  openPendingTotpSecret,
  openTotpSecret,
  sealPendingTotpSecret,
  sealTotpSecret,
  totpIsOn,
} from "./totp-secrets.js";

/**
 * The second factor: RFC 6238 TOTP (HMAC-SHA-1, 6 digits, 30-second steps, the parameters every
 * authenticator app reads from an otpauth:// URL) through the `otpauth` library, and one-time
 * recovery codes. A code is accepted for its own step or the one either side (a phone's clock a
 * little off), and each step once per account (`users.totp_last_step`): no replay.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may belong to. */
const TOTP_WINDOW = 1;
/** 20 random bytes (160 bits, RFC 4226's recommended length), base32 in the app and the URL. */
const SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/** 10 characters of 31: about 49 bits each, shown as xxxxx-xxxxx. */
const RECOVERY_LENGTH = 10;

type UserRow = typeof users.$inferSelect;

/** The generator as configured here, for a base32 secret (or any `OTPAuth.Secret`). */
export function totpGenerator(secret: string | OTPAuth.Secret, label?: { issuer: string; account: string }) {
  return new OTPAuth.TOTP({
    secret: typeof secret === "string" ? OTPAuth.Secret.fromBase32(secret) : secret,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    ...(label ? { issuer: label.issuer, label: label.account } : {}),
  });
}

/** The code of a base32 secret at a moment (milliseconds), as an authenticator app shows it. */
export function totpCodeAt(secret: string, timestampMs = Date.now()): string {
  return totpGenerator(secret).generate({ timestamp: timestampMs });
}

const stepOf = (timestampMs: number) => Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The time step within the window whose code `code` is, or null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totpGenerator(secret);
  const current = stepOf(now);
  let found: number | null = null;
  // Every step of the window is computed, whichever matches: the time does not tell which.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = generator.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
    if (sameText(expected, code) && found === null) found = step;
  }
  return found;
}

/** A code as typed: without spaces and dashes, lower case. */
const normalised = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();
const isTotpCode = (code: string) => new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(code);

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_LENGTH },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/**
 * Accepts a TOTP code (its step taken once, in one conditional statement, so that of any number
 * of requests with the same code exactly one succeeds) or an unused recovery code (used up the same
 * way). False for anything else, a code already used included. The secret is opened here, for the
 * moment of the check, and never kept.
 */
export async function acceptSecondFactor(core: Pick<Core, "secrets">, db: DbOrTx, user: UserRow, input: string) {
  const secret = openTotpSecret(core.secrets, user);
  if (!secret) return false;
  const code = normalised(input);
  if (isTotpCode(code)) {
    const step = matchingStep(secret, code);
    if (step === null) return false;
    const [taken] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken !== undefined;
  }
  if (code.length !== RECOVERY_LENGTH) return false;
  const [used] = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(totpRecoveryCodes.userId, user.id),
        inArray(totpRecoveryCodes.codeHash, await recoveryHashesOf(core.secrets, db, code)),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used !== undefined;
}

/** Whether this account must have a second factor: an administrator under ADMIN_TOTP=required. */
export const totpRequired = (core: Core, user: Pick<UserRow, "role">) =>
  user.role === "admin" && core.config.adminTotp === "required";

/** Whether this administrator must enrol before using the admin area. */
export const totpEnrollmentRequired = (core: Core, user: Pick<UserRow, "role" | "totpSecret">) =>
  totpRequired(core, user) && !totpIsOn(user);

export async function totpStatus(core: Core, user: UserRow) {
  const on = totpIsOn(user);
  const [left] = on
    ? await core.db
        .select({ n: count() })
        .from(totpRecoveryCodes)
        .where(and(eq(totpRecoveryCodes.userId, user.id), isNull(totpRecoveryCodes.usedAt)))
    : [{ n: 0 }];
  return {
    enabled: on,
    enabled_at: on ? user.totpEnabledAt : null,
    recovery_codes_left: Number(left.n),
    required: totpRequired(core, user),
  };
}

/**
 * Starts (or restarts) a set-up: a new random secret kept as pending until a first right code
 * confirms it. The QR code is drawn here, as an SVG, so no QR library reaches the web bundle.
 */
export async function startTotpSetup(core: Core, user: UserRow) {
  const secret = new OTPAuth.Secret({ size: SECRET_BYTES });
  const [started] = await core.db
    .update(users)
    .set({ ...sealPendingTotpSecret(core.secrets, user.id, secret.base32), updatedAt: sql`now()` })
    .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
    .returning({ id: users.id });
  if (!started) throw conflict("totp_already_enabled", "Two-step sign-in is already on: turn it off first");
  const url = totpGenerator(secret, { issuer: core.config.siteName, account: user.email }).toString();
  const { toString: qrCode } = await import("qrcode");
  const svg = await qrCode(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    secret: secret.base32,
    otpauth_url: url,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

const wrongCode = () =>
  validationError(
    [{ field: "code", message: "The code does not match (or was used already): enter the current one" }],
    "The code does not match",
  );

/**
 * Confirms the pending secret with a code of it: TOTP is on from now, the code's step counts as
 * used, and 10 new recovery codes replace any old ones (answered once; only a keyed hash of each is
 * kept: recovery-codes.ts).
 * 409 totp_already_enabled, or totp_not_started without a pending set-up; a wrong code is a 422.
 */
export async function enableTotp(core: Core, userId: number, code: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const key = await recoveryCodeKey(core.secrets, core.db);
  await core.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (totpIsOn(user)) throw conflict("totp_already_enabled", "Two-step sign-in is already on");
    const pending = openPendingTotpSecret(core.secrets, user);
    if (!pending) throw conflict("totp_not_started", "Start the set-up first: there is no code to confirm");
    const step = matchingStep(pending, normalised(code));
    if (step === null) throw wrongCode();
    await tx
      .update(users)
      .set({
        ...sealTotpSecret(core.secrets, userId, pending),
        totpPendingSecret: null,
        totpPendingSecretSealed: null,
        totpEnabledAt: sql`now()`,
        totpLastStep: step,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    await tx
      .insert(totpRecoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: keyedRecoveryHash(key, normalised(c)) })));
  });
  return { enabled: true, recovery_codes: codes };
}

/**
 * Turns the second factor off with a current code or an unused recovery code (either is used up):
 * the secret and the recovery codes are deleted. 409 totp_not_enabled; a wrong code is a 422.
 */
export async function disableTotp(core: Core, userId: number, code: string) {
  await core.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!totpIsOn(user)) throw conflict("totp_not_enabled", "Two-step sign-in is not on");
    if (!(await acceptSecondFactor(core, tx, user, code))) throw wrongCode();
    await tx
      .update(users)
      .set({ ...NO_TOTP, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  });
}

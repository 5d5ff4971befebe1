import { Type } from "typebox";
import { Count, NullableDateTime, type Static } from "./common.js";

/**
 * The second factor (RFC 6238 TOTP: SHA-1, 6 digits, 30 s) of one's own account:
 * POST /api/users/me/totp starts a set-up, …/enable confirms it with a first code and answers the
 * one-time recovery codes, DELETE turns it off with a code.
 */

/** A 6-digit code from the authenticator app (spaces around it are forgiven). */
export const TotpCode = Type.String({ maxLength: 16, pattern: "^\\s*[0-9]{6}\\s*$" });

/**
 * A 6-digit code or a recovery code (`xxxxx-xxxxx`; case, spaces and dashes do not matter).
 * Anything else is a 422 before the password or the code is looked at.
 */
export const SecondFactorCode = Type.String({ maxLength: 32, pattern: "^[0-9A-Za-z \\-]*$" });

export const TotpSetup = Type.Object({
  /** The shared secret in base32, for typing into an app that cannot scan. */
  secret: Type.String({ maxLength: 64 }),
  /** otpauth://totp/<site>:<email>?secret=…&issuer=<site>&algorithm=SHA1&digits=6&period=30 */
  otpauth_url: Type.String({ maxLength: 2048 }),
  /** The otpauth URL as a QR code: an SVG image as a data: URL, for an <img>. */
  qr_data_url: Type.String({ maxLength: 100_000 }),
});
export type TotpSetup = Static<typeof TotpSetup>;

export const TotpEnableBody = Type.Object({ code: TotpCode }, { additionalProperties: false });
export type TotpEnableBody = Static<typeof TotpEnableBody>;

/** Shown once: only their hashes are kept. */
export const RecoveryCode = Type.String({ maxLength: 32 });

export const TotpEnabled = Type.Object({
  enabled: Type.Boolean(),
  recovery_codes: Type.Array(RecoveryCode, { maxItems: 20 }),
});
export type TotpEnabled = Static<typeof TotpEnabled>;

export const TotpDisableBody = Type.Object({ code: SecondFactorCode }, { additionalProperties: false });
export type TotpDisableBody = Static<typeof TotpDisableBody>;

export const TotpStatus = Type.Object({
  enabled: Type.Boolean(),
  enabled_at: NullableDateTime,
  /** Recovery codes not used yet (0 when TOTP is off). */
  recovery_codes_left: Count,
  /**
   * This account must have it (an administrator with ADMIN_TOTP=required): while it is off, the
   * admin routes answer 403 totp_enrollment_required.
   */
  required: Type.Boolean(),
});
export type TotpStatus = Static<typeof TotpStatus>;

// The code printed on a proforma invoice and looked up at /verify/{code}: 16 characters of
// Crockford's base32 (0-9 and A-Z without I, L, O, U), 80 random bits, so nobody can guess one
// from another. Codes backfilled by migration 0006 are 16 upper-case hex digits, inside the same
// alphabet.
import crypto from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const INVOICE_CODE_LENGTH = 16;

/** A new random code (10 random bytes = 80 bits, 5 bits a character). */
export function newInvoiceCode(): string {
  const bytes = crypto.randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/**
 * A code as a reader typed it, in the stored form: upper case, without spaces or dashes, and the
 * letters Crockford reads as digits (O → 0, I and L → 1); null when it cannot be a code.
 */
export function normalizeInvoiceCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s\-‐‑–—]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return /^[0-9A-HJKMNP-TV-Z]{10,32}$/.test(code) ? code : null;
}

// CC is money: amounts travel as JSON numbers with at most 3 decimals ("0.1") but are held
// and summed as integer thousandths ("milli-CC"), never as floats (0.1 + 0.2 !== 0.3).

export const CC_SCALE = 1000;
export const CC_MAX_DECIMALS = 3;

/** Contract amounts (spec item 4) in milli-CC. */
export const CC_AMOUNTS = Object.freeze({
  vehicleRequestRecommendation: 1000,
  bannerDirectPurchase: 1000,
  reviewReward: 1000,
  referralSignupReward: 10000,
  minimumBalanceForRequest: 1000,
  // default of the setting cc_per_banner_view (0.1 CC)
  defaultBannerView: 100,
} as const);

export type CcAmountName = keyof typeof CC_AMOUNTS;

/**
 * Converts a CC number (as parsed from JSON) to integer milli-CC. Works on the number's
 * shortest decimal form, which is exactly the literal a client sent ("0.1" → 100), so no
 * float multiplication is involved. Throws on NaN/Infinity, more than 3 decimals, or a
 * result beyond the safe-integer range.
 */
export function ccToMilli(n: number): number {
  if (typeof n !== "number" || !Number.isFinite(n)) {
    throw new Error(`CC amount must be a finite number, got ${String(n)}`);
  }
  const text = Math.abs(n).toString();
  // toString switches to exponent form below 1e-6 (always > 3 decimals) and from 1e21
  // (beyond the safe range once scaled); both are out of bounds here.
  if (/e/i.test(text)) throw new Error(`CC amount out of range or too precise: ${text}`);
  const [whole, fraction = ""] = text.split(".");
  if (fraction.length > CC_MAX_DECIMALS) {
    throw new Error(`CC amount has more than ${CC_MAX_DECIMALS} decimals: ${text}`);
  }
  const milli = Number(whole) * CC_SCALE + Number(fraction.padEnd(CC_MAX_DECIMALS, "0"));
  if (!Number.isSafeInteger(milli)) throw new Error(`CC amount out of range: ${text}`);
  return n < 0 && milli !== 0 ? -milli : milli;
}

/** Converts integer milli-CC back to a CC number for JSON (100 → 0.1). */
export function milliToCc(m: number): number {
  if (!Number.isSafeInteger(m)) throw new Error(`milli-CC must be a safe integer, got ${String(m)}`);
  // an integer divided by 1000 is the double nearest to the exact decimal, i.e. the same
  // number JSON.parse("0.1") gives, so it serialises back to at most 3 decimals
  return m / CC_SCALE;
}

/** Whether a number is a valid CC amount (finite, at most 3 decimals, in range). */
export function isValidCc(n: number): boolean {
  try {
    ccToMilli(n);
    return true;
  } catch {
    return false;
  }
}

/** Formats milli-CC for display, e.g. 12500 → "12.5 CC" (locale grouping, ≤ 3 decimals). */
export function formatCc(m: number, locale = "en", options: { unit?: boolean } = {}): string {
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: CC_MAX_DECIMALS,
  }).format(milliToCc(m));
  return options.unit === false ? text : `${text} CC`;
}

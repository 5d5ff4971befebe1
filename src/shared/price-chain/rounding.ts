// The price chain's one rounding rule (docs/decisions/0012): an amount in any currency is kept
// in hundredths of its unit (US cents, kopecks, euro cents), rounded half up by `toCents` and
// nowhere else. Its own file so that the export cost calculator (which the chain reads) can
// round with it without a circle of imports.

/** An amount in hundredths of its unit, rounded half up: 12.345 → 1235. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Hundredths back to the unit: 1235 → 12.35. */
export const fromCents = (cents: number): number => cents / 100;

/** An amount rounded to the hundredth, as every amount of an answer is: 12.345 → 12.35. */
export const round2 = (amount: number): number => fromCents(toCents(amount));

/**
 * The web app's format layer: every number, amount, date and dimension a screen writes goes
 * through these functions, in the page's language, so that one figure reads the same on every
 * screen, before and after hydration (the server render uses them too). Nothing outside this
 * folder makes an Intl.NumberFormat.
 *
 * - numbers.ts: counts and figures (`formatNumber`, `formatDecimal`, `formatCc`);
 * - money.ts: amounts in each currency (`formatPrice`, `formatMoney`, `formatWon`, `usdExact`);
 * - chain-figures.ts: the price chain's totals at a port, adding up as written;
 * - dimensions.ts: mileage, displacement, engine power (units: src/shared/units.ts);
 * - dates.ts: days, moments, chart ticks, times of day (Mongolian written 2026.12.04);
 * - separators.ts, file-size.ts: number inputs' separators, file sizes;
 * - warm-intl.ts: readies the browser's number and date data off the main thread.
 */
export * from "./numbers";
export * from "./money";
export * from "./chain-figures";
export * from "./dimensions";
export * from "./dates";
export * from "./separators";
export * from "./file-size";
export { warmIntlOffMainThread } from "./warm-intl";

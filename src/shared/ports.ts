/**
 * Destination ports (the landed price at the buyer's port): values both sides need at run time.
 * No `typebox` here (the web bundle imports it).
 */
export const PORT_METHODS = ["roro", "container"] as const;
export type PortMethod = (typeof PORT_METHODS)[number];

/** Bounds of a port's fields (the admin form shows them, the server enforces them). */
export const PORT_LIMITS = {
  name: 100,
  /** freight_usd: > 0 and at most this (US dollars, cents at most). */
  freightMaxUsd: 100_000,
  insuranceMaxPct: 10,
  transitMinDays: 1,
  transitMaxDays: 120,
  positionMax: 1_000_000,
} as const;

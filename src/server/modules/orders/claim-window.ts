// The claim window of a delivered order (api.md "The buyer's money, protected"): claim_window_days
// × 24 hours from the moment the order became `delivered` (its first `delivered` event).

const HOUR_MS = 3_600_000;

/** When the order became delivered, from its events (oldest first), or null. */
export function deliveredAt(events: ReadonlyArray<{ status: string; createdAt: Date }>): Date | null {
  return events.find((e) => e.status === "delivered")?.createdAt ?? null;
}

/** The moment the window closes, or null: not delivered, or the window is 0 days (closed). */
export function claimWindowClosesAt(delivered: Date | null, days: number): Date | null {
  if (delivered === null || days <= 0) return null;
  return new Date(delivered.getTime() + days * 24 * HOUR_MS);
}

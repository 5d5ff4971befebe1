// Keeping buyers: the limits and rules both the server and the web app apply (no dependencies,
// so the web bundle can take them without the schema library).

/** How many saved searches one user may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 100;

/** How long a card shows "price dropped" after the drop. */
export const PRICE_DROP_MARK_DAYS = 7;

/** Whether a drop at `at` is recent enough for the mark. */
export function isRecentPriceDrop(at: string | Date | null | undefined, now = Date.now()): boolean {
  if (!at) return false;
  const t = new Date(at).getTime();
  return now - t < PRICE_DROP_MARK_DAYS * 86_400_000 && t <= now + 60_000;
}

/**
 * The Cars page address of a saved search: its filters and its sort, in the page's query
 * (the My page link and a new-listings alert open it the same way).
 */
export function savedSearchPath(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  // Keys in a fixed order: the stored jsonb has its own, and one search should have one address.
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `/cars?${qs}` : "/cars";
}

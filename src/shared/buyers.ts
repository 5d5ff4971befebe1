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

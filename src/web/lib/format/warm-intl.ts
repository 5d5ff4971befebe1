/**
 * Readies the browser's number and date data on another thread while the app's code loads.
 *
 * A page's first `new Intl.NumberFormat` (or DateTimeFormat) costs 20–60 ms on a phone's main
 * thread: the engine loads and indexes its locale data once per process (the second costs 0.1 ms).
 * On a server-drawn page that first call came in the middle of hydration (the list's total, a
 * card's price), one long task. That loading is shared by the whole process, so a short-lived
 * worker that makes the page language's formatters first takes it off the main thread: the
 * hydration then finds it done. Nothing is sent back; where workers are unavailable (or refused)
 * the page simply pays the cost itself, as before.
 *
 * The worker's code is a Blob, not a file: no request, no bytes on the first view (the CSP
 * allows `worker-src 'self' blob:` for it, security.ts).
 */
function warmUp(lang: string): void {
  const fmt = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(lang, options).format(12345);
  fmt();
  fmt({ style: "currency", currency: "KRW", maximumFractionDigits: 0 });
  fmt({ style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 });
  new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(0);
  new Intl.PluralRules(lang).select(1);
}

export function warmIntlOffMainThread(lang: string): void {
  if (typeof Worker === "undefined" || typeof Blob === "undefined") return;
  try {
    // The function's own source, run once in the worker; the language is passed as a literal.
    const source = `(${warmUp.toString()})(${JSON.stringify(lang)});close();`;
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    new Worker(url);
    // The worker has its script once created: the URL is not needed any longer.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    // No worker (a CSP without blob:, an old engine): the first formatter is made on the main thread.
  }
}

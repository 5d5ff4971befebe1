// Calendar days as the contract writes them ("2026-12-01"): a day is a day everywhere, so the
// arithmetic is done in UTC and only "today" depends on a time zone.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in the time zone `timeZone` (an IANA name such as Asia/Seoul). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The day `days` after `day` ("2026-12-01" + 30 → "2026-12-31"). */
export function addDays(day: string, days: number): string {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return date.toISOString().slice(0, 10);
}

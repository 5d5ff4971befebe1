/** Whether `s` is a real calendar date `YYYY-MM-DD` (years 1900..2200): not 2026-02-30, not 01.01.2026. */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s && Number(m[1]) >= 1900 && Number(m[1]) <= 2200;
}

/** The current calendar year in `timeZone` (the schedule's: TZ_SCHEDULE). */
export function calendarYear(timeZone: string, now = new Date()): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(now));
}

/**
 * A car's age as the import rules and the export restrictions count it: the current calendar year
 * in `timeZone` minus the car's year.
 */
export function carAge(carYear: number, timeZone: string, now = new Date()): number {
  return calendarYear(timeZone, now) - carYear;
}

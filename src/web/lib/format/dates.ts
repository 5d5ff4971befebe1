// Dates in one style across the site: the language's medium date ("Dec 4, 2026", "2026. 12. 4.",
// "4 дек. 2026 г."), with the time where a moment matters. Chromium carries no Mongolian date
// names (Intl writes "2026 M12 4"), so Mongolian pages write dates the way Mongolia does:
// 2026.12.04.
import type { Language } from "../i18n";
import { drawnByServer } from "../hydration";

type Formatter = { format(date: Date | string | number): string };

const pad = (n: number) => String(n).padStart(2, "0");

const isPlainDay = (value: Date | string | number) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A plain day ("2026-12-01", as ETD/ETA are stored) is a day everywhere: read it in UTC. */
function toDate(value: Date | string | number): { date: Date; timeZone?: string } {
  if (isPlainDay(value)) {
    return { date: new Date(`${value}T00:00:00Z`), timeZone: "UTC" };
  }
  // A page the server drew is hydrated with the server's text: both write the moment in UTC.
  return { date: new Date(value), timeZone: drawnByServer() ? "UTC" : undefined };
}

function mongolian(withTime: boolean): Formatter {
  return {
    format(value) {
      const { date, timeZone } = toDate(value);
      const utc = timeZone === "UTC";
      const y = utc ? date.getUTCFullYear() : date.getFullYear();
      const m = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
      const d = utc ? date.getUTCDate() : date.getDate();
      const day = `${y}.${pad(m)}.${pad(d)}`;
      if (!withTime || isPlainDay(value)) return day;
      const [h, min] = utc ? [date.getUTCHours(), date.getUTCMinutes()] : [date.getHours(), date.getMinutes()];
      return `${day} ${pad(h)}:${pad(min)}`;
    },
  };
}

// Made once per language, time and zone: building an Intl.DateTimeFormat costs far more than using it.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function intl(lang: Language, withTime: boolean): Formatter {
  return {
    format(value) {
      const { date, timeZone } = toDate(value);
      const time = withTime && !isPlainDay(value);
      const key = `${lang} ${time ? "t" : ""} ${timeZone ?? ""}`;
      let formatter = dateFormats.get(key);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(lang, {
          dateStyle: "medium",
          timeStyle: time ? "short" : undefined,
          timeZone,
        });
        dateFormats.set(key, formatter);
      }
      return formatter.format(date);
    },
  };
}

/** The day: "Dec 4, 2026" (mn: "2026.12.04"). */
export function dayFormat(lang: Language): Formatter {
  return lang === "mn" ? mongolian(false) : intl(lang, false);
}

/** The day and time: "Dec 4, 2026, 3:05 PM" (mn: "2026.12.04 15:05"). */
export function dateTimeFormat(lang: Language): Formatter {
  return lang === "mn" ? mongolian(true) : intl(lang, true);
}

export const formatDay = (value: Date | string | number, lang: Language) => dayFormat(lang).format(value);

/**
 * A chart's day tick without the year: "Dec 4", "12월 4일", "4 дек." (mn: "12.04", since Intl would
 * write "M12 4"). `day` is a plain day ("2026-12-04"), read in UTC as everywhere.
 */
export function shortDayFormat(lang: Language): Formatter {
  if (lang === "mn") return { format: (value) => mongolian(false).format(value).slice(5) };
  const formatter = new Intl.DateTimeFormat(lang, { month: "short", day: "numeric", timeZone: "UTC" });
  return { format: (value) => formatter.format(toDate(value).date) };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of day with seconds: "3:05:09 PM", "15:05:09" (a live figure's "as of"). */
export function timeFormat(lang: string): Intl.DateTimeFormat {
  let formatter = timeFormats.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { timeStyle: "medium" });
    timeFormats.set(lang, formatter);
  }
  return formatter;
}

/**
 * Field-level helpers shared by the upstream page parsers: cell text clean-up and the
 * number/date formats the upstream prints.
 */
import { load, type CheerioAPI } from "cheerio";

/** The upstream prints prices in 만원 (10,000 KRW). */
export const MANWON = 10_000;

// htmlparser2 instead of parse5: several times faster and forgiving enough for this markup.
export function parseHtml(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

export class RowError extends Error {}

export function clean(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Empty cells and `-` mean "not given". */
export function optional(text: string | undefined): string | null {
  const t = clean(text);
  return t === "" || t === "-" ? null : t;
}

/** "35,120km", "2,350", "1,999cc", "2,350만원" → number; throws RowError on anything else. */
export function count(text: string | undefined): number | null {
  const t = optional(text);
  if (t === null) return null;
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)\s*(?:km|㎞|cc|만원|원)?$/i.exec(t);
  if (!m) throw new RowError(`not a number: ${t}`);
  return Number(m[1].replace(/,/g, ""));
}

/** Metric horsepower per kilowatt (1 PS = 735.49875 W). */
const PS_PER_KW = 1000 / 735.49875;

/**
 * Engine power as Korean listings print it, in metric horsepower (마력 is PS): "245마력", "245 ps",
 * "245hp", "245마력/6,000rpm", "245(ps)", "1,001마력", or in kilowatts ("160kW", converted). Null
 * when not given or outside 1..2000 (a misprint is unknown, not a figure); throws RowError on a
 * text that is not a power.
 */
export function enginePower(text: string | undefined): number | null {
  const t = optional(text);
  if (t === null) return null;
  const m = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(마력|\(?ps\)?|hp|kw)?\s*(?:[/@(].*)?$/i.exec(t);
  if (!m) throw new RowError(`not an engine power: ${t}`);
  const value = Number(m[1].replace(/,/g, ""));
  const hp = Math.round(m[2]?.toLowerCase() === "kw" ? value * PS_PER_KW : value);
  return hp >= 1 && hp <= 2000 ? hp : null;
}

/** "2021/03", "2021.03", "2021년 03월", "2021" → year and month. */
export function yearMonth(text: string | undefined): { year: number | null; month: number | null } {
  const t = optional(text);
  if (t === null) return { year: null, month: null };
  const m = /^((?:19|20)\d{2})\s*(?:년|[./-])?\s*(?:(\d{1,2})\s*월?)?/.exec(t);
  if (!m) throw new RowError(`not a year: ${t}`);
  const month = m[2] ? Number(m[2]) : null;
  if (month !== null && (month < 1 || month > 12)) throw new RowError(`not a month: ${t}`);
  return { year: Number(m[1]), month };
}

export function lenient<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof RowError) return fallback;
    throw err;
  }
}

export function absolute(src: string | undefined, baseUrl: string | undefined): string | null {
  const s = clean(src);
  if (!s) return null;
  if (!baseUrl) return s;
  try {
    return new URL(s, baseUrl).href;
  } catch {
    return null;
  }
}

export function keyFromHref(href: string | undefined): string | null {
  const m = /[?&]key=([^&#]+)/.exec(href ?? "");
  return m ? decodeURIComponent(m[1]) : null;
}

/** Text of the first alert() of a page, e.g. the reason of a failed login. */
export function alertText(html: string): string | null {
  const m = /alert\(\s*(['"])(.*?)\1\s*\)/.exec(html);
  return m ? m[2] : null;
}

// Plain numbers as the page's language writes them ("12,345", "12 345,5").

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, made once: building one costs far more than
 * formatting with it (a list page formats a hundred numbers while it hydrates on a phone).
 */
export function numberFormat(lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${lang} ${JSON.stringify(options)}` : lang;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or a whole figure: "12,345". */
export function formatNumber(value: number, lang: string): string {
  return numberFormat(lang).format(value);
}

/** A figure with at most 3 decimals (a percentage, a rate): "0.375", "1,5". */
export function formatDecimal(value: number, lang: string): string {
  return numberFormat(lang, { maximumFractionDigits: 3 }).format(value);
}

/** A CC amount (the API stores thousandths, so at most 3 decimals). */
export const formatCc = formatDecimal;

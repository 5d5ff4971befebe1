// A file's size in the language's units: kilobytes under a megabyte (at least 1 kB), else
// megabytes with one decimal ("340 kB", "2.4 MB", "2,4 МБ").

const formats = new Map<string, Intl.NumberFormat>();

export function formatFileSize(bytes: number, lang: string): string {
  const mb = bytes >= 1024 * 1024;
  const key = `${lang} ${mb ? "mb" : "kb"}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      style: "unit",
      unit: mb ? "megabyte" : "kilobyte",
      unitDisplay: "short",
      maximumFractionDigits: mb ? 1 : 0,
    });
    formats.set(key, format);
  }
  return format.format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

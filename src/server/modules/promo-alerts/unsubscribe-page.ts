import { escapeHtml } from "../mail/index.js";
import { CHROME, type Lang, type SiteInfo } from "../notifications/index.js";

/** The small page a promo email's unsubscribe link opens: done, or the link is not valid. */
export function renderUnsubscribePage(lang: Lang, site: SiteInfo, result: { email: string } | null): string {
  const t = CHROME[lang];
  const title = result ? t.unsubscribed.title : t.invalidLink.title;
  const body = result ? t.unsubscribed.body(result.email) : t.invalidLink.body;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(site.siteName)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f9;font-family:Arial,'Noto Sans',sans-serif;color:#1f2937">
<main style="max-width:560px;margin:48px auto;background:#ffffff;border-radius:8px;padding:32px 28px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#1c4fa1">${escapeHtml(site.siteName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
<p style="margin:0 0 24px;font-size:15px;line-height:1.6">${escapeHtml(body)}</p>
<p style="margin:0"><a href="${escapeHtml(site.baseUrl)}/" style="color:#1c4fa1;font-weight:600">${escapeHtml(t.unsubscribed.back(site.siteName))}</a></p>
</main></body></html>`;
}

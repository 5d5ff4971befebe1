/** Escapes text for safe inclusion in email HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export type EmailLayoutInput = {
  siteName: string;
  baseUrl: string;
  lang: string;
  heading: string;
  /** Paragraphs of plain text; escaped here. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
  /** Links under the footer line (e.g. "Switch off promo alerts"). */
  footerLinks?: { label: string; url: string }[];
};

/** The shared HTML frame of every email (table layout, inline styles, for mail clients). */
export function renderEmailLayout(input: EmailLayoutInput): { html: string; text: string } {
  const p = input.paragraphs
    .map((t) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(t)}</p>`)
    .join("");
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1c4fa1;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>`
    : "";
  const footerLinks = (input.footerLinks ?? [])
    .map((l) => `<br><a href="${escapeHtml(l.url)}" style="color:#6b7280">${escapeHtml(l.label)}</a>`)
    .join("");
  const html = `<!doctype html>
<html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f9;font-family:Arial,'Noto Sans',sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1c4fa1;padding:18px 24px"><a href="${escapeHtml(input.baseUrl)}" style="color:#ffffff;font-size:20px;font-weight:700;text-decoration:none">${escapeHtml(input.siteName)}</a></td></tr>
<tr><td style="padding:28px 24px">
<h1 style="margin:0 0 20px;font-size:20px;color:#111827">${escapeHtml(input.heading)}</h1>
${p}${button}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;font-size:12px;color:#6b7280">${escapeHtml(input.footer)} · <a href="${escapeHtml(input.baseUrl)}" style="color:#1c4fa1">${escapeHtml(input.baseUrl)}</a>${footerLinks}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    input.siteName,
    "",
    input.heading,
    "",
    ...input.paragraphs.flatMap((t) => [t, ""]),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ""] : []),
    `${input.footer} · ${input.baseUrl}`,
    ...(input.footerLinks ?? []).map((l) => `${l.label}: ${l.url}`),
  ].join("\n");
  return { html, text };
}

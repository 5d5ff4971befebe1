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
  /**
   * A one-time code shown after the first paragraph in a large, spaced, monospace block,
   * so it cannot be missed in the text; the plain-text part keeps it on a line of its own.
   */
  code?: string;
  /** Cars (or other things) named with a photo and a link each, after the paragraphs. */
  cards?: EmailCard[];
  action?: { label: string; url: string };
  footer: string;
  /** Links under the footer line (e.g. "Switch off promo alerts"). */
  footerLinks?: { label: string; url: string }[];
};

/** One linked card of an email: a photo on the left, a title and a details line. */
export type EmailCard = { title: string; details: string; imageUrl: string | null; url: string };

const codeBlock = (code: string) =>
  `<p style="margin:0 0 16px"><span style="display:inline-block;padding:14px 12px 14px 22px;background:#eef3fc;border:1px solid #c5d4ee;border-radius:8px;font-family:'SFMono-Regular',Menlo,Consolas,'Liberation Mono','Courier New',monospace;font-size:32px;line-height:1;font-weight:700;letter-spacing:10px;color:#111827">${escapeHtml(code)}</span></p>`;

function cardRow(card: EmailCard): string {
  const url = escapeHtml(card.url);
  const image = card.imageUrl
    ? `<a href="${url}"><img src="${escapeHtml(card.imageUrl)}" width="120" height="80" alt="${escapeHtml(card.title)}" style="display:block;width:120px;height:80px;object-fit:cover;border-radius:6px;border:0"></a>`
    : `<div style="width:120px;height:80px;border-radius:6px;background:#e5e7eb"></div>`;
  return `<tr><td width="132" valign="top" style="padding:0 12px 12px 0">${image}</td><td valign="top" style="padding:0 0 12px"><a href="${url}" style="font-size:15px;font-weight:700;color:#1c4fa1;text-decoration:none">${escapeHtml(card.title)}</a><div style="margin-top:4px;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(card.details)}</div></td></tr>`;
}

/** The shared HTML frame of every email (table layout, inline styles, for mail clients). */
export function renderEmailLayout(input: EmailLayoutInput): { html: string; text: string } {
  const p = input.paragraphs
    .map((t, i) => {
      const paragraph = `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(t)}</p>`;
      return i === 0 && input.code ? paragraph + codeBlock(input.code) : paragraph;
    })
    .join("");
  const cards = input.cards?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:4px 0 8px">${input.cards.map(cardRow).join("")}</table>`
    : "";
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
${p}${cards}${button}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;font-size:12px;color:#6b7280">${escapeHtml(input.footer)} · <a href="${escapeHtml(input.baseUrl)}" style="color:#1c4fa1">${escapeHtml(input.baseUrl)}</a>${footerLinks}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    input.siteName,
    "",
    input.heading,
    "",
    ...input.paragraphs.flatMap((t, i) => (i === 0 && input.code ? [t, "", `    ${input.code}`, ""] : [t, ""])),
    ...(input.cards ?? []).flatMap((c) => [`${c.title} (${c.details})`, c.url, ""]),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ""] : []),
    `${input.footer} · ${input.baseUrl}`,
    ...(input.footerLinks ?? []).map((l) => `${l.label}: ${l.url}`),
  ].join("\n");
  return { html, text };
}

import sanitizeHtml from "sanitize-html";

/** Longest stored post body (sanitised HTML), in characters. */
export const MAX_CONTENT_HTML = 50_000;
/** Longest accepted raw body before sanitising; bounds the parser's work (declared in the contract). */
export { MAX_POST_CONTENT as MAX_CONTENT_INPUT } from "../../../shared/api/constants.js";

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
/** Stands in for the site's own origin while resolving a relative image address. */
const OWN = new URL("https://own-site.invalid/");
/** A resolved local photo path: letters, digits and -_./ only (no %-escapes left to decode later). */
const LOCAL_PHOTO_PATH = /^\/photos\/[A-Za-z0-9_\-./]+$/;

/**
 * The image address to keep, or null. The check runs on the URL as the browser will resolve it
 * (`/photos/%2e%2e/api/…` is `/api/…`), never on the text: an absolute https URL of another
 * host, or one of our own /photos/ files, written back in its resolved form.
 */
export function safeImageSrc(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, OWN);
  } catch {
    return null;
  }
  if (url.origin === OWN.origin) {
    // Only a path: "//host/x" resolves to another origin and "https://own-site.invalid" is not ours to write.
    if (!src.startsWith("/") || src.startsWith("//") || src.startsWith("/\\")) return null;
    if (url.search || url.hash || !LOCAL_PHOTO_PATH.test(url.pathname) || url.pathname.includes("..")) return null;
    return url.pathname;
  }
  if (url.protocol !== "https:" || !/^https:\/\//i.test(src) || url.username || url.password) return null;
  return url.href;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "s", "ul", "ol", "li", "blockquote", "a", "h2", "h3", "img"],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The check runs on the decoded attribute value, so "jav&#x09;ascript:" fails it too.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? "").trim();
      const out: Record<string, string> = SAFE_HREF.test(href) ? { href, rel: "nofollow noopener" } : {};
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = safeImageSrc((attribs.src ?? "").trim());
      const out: Record<string, string> = {};
      if (src) out.src = src;
      if (attribs.alt) out.alt = attribs.alt.slice(0, 200);
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused is dropped rather than left as an empty tag.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** The allow-listed subset of a post body: no scripts, event handlers or unsafe URLs. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

/** The visible text of sanitised HTML (for emptiness checks, excerpts and previews). */
export function htmlToText(html: string): string {
  // Block boundaries become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/?(br|p|li|ul|ol|h2|h3|blockquote)\b[^>]*>/gi, " ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m])
    .replace(/\s+/g, " ")
    .trim();
}

/** The first image of sanitised HTML, for share previews. */
export function firstImageSrc(html: string): string | null {
  const m = /<img[^>]*\ssrc="([^"]+)"/i.exec(html);
  return m ? m[1].replace(/&amp;/g, "&") : null;
}

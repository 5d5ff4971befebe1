/**
 * Decoding of upstream bodies (upstream.md "Encoding"): CP949 with U+FFFD for every
 * invalid sequence, so a page with bad bytes is never rejected, and without the charset
 * meta so the parser does not try to reinterpret the already-decoded text.
 */
import iconv from "iconv-lite";

// Matches both <meta http-equiv="Content-Type" content="...; charset=euc-kr"> and <meta charset="euc-kr">.
const CHARSET_META = /<meta\b[^>]*\bcharset\s*=[^>]*>/gi;

/** Removes charset declarations from decoded HTML. */
export function stripCharsetMeta(html: string): string {
  return html.replace(CHARSET_META, "");
}

/**
 * Decodes an EUC-KR (CP949) body: invalid sequences become U+FFFD, all other text is
 * kept, and the charset meta is removed so the result can be parsed as UTF-8 HTML.
 */
export function decodeEucKr(bytes: Uint8Array): string {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // iconv-lite replaces each invalid sequence by U+FFFD and resumes at the next byte,
  // so an ASCII byte after a lone lead byte (a space, `<`) is not swallowed.
  return stripCharsetMeta(iconv.decode(buf, "cp949"));
}

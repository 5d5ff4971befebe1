/**
 * EUC-KR encoding for simulator pages, with a way to plant invalid byte sequences.
 * A raw byte is written into page text as a private-use character U+E000+byte so that
 * templates stay plain strings; `encodeEucKr` turns those markers into the bare bytes.
 */
import iconv from "iconv-lite";

const RAW_BASE = 0xe000;
const RAW_MARKER = /[\ue000-\ue0ff]/;

/** Marker for one raw byte in page text. */
export function rawByte(byte: number): string {
  return String.fromCharCode(RAW_BASE + byte);
}

/** Encodes page text as CP949 and replaces raw-byte markers by their bytes. */
export function encodeEucKr(text: string): Buffer {
  if (!RAW_MARKER.test(text)) return iconv.encode(text, "cp949");
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < RAW_BASE || code > RAW_BASE + 0xff) continue;
    if (i > start) parts.push(iconv.encode(text.slice(start, i), "cp949"));
    parts.push(Buffer.from([code - RAW_BASE]));
    start = i + 1;
  }
  if (start < text.length) parts.push(iconv.encode(text.slice(start), "cp949"));
  return Buffer.concat(parts);
}

/**
 * Kinds of broken bytes a field can carry (upstream.md "Encoding"):
 * - lead-space: a lone lead byte 0xB0 followed by a space (inside the text)
 * - lead-lt: a lone lead byte 0xB0 at the end of the field, so followed by `<`
 * - ff: a byte 0xFF inside the text
 * - cut: the last Hangul syllable cut after its first byte, the field ends there
 */
export type FieldFault = "lead-space" | "lead-lt" | "ff" | "cut";

const REPLACEMENT = "\ufffd";

function lastHangulIndex(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c >= 0xac00 && c <= 0xd7a3) return i;
  }
  return -1;
}

function insertAtFirstSpace(text: string, insert: string): string {
  const at = text.indexOf(" ");
  return at < 0 ? text + insert : text.slice(0, at) + insert + text.slice(at);
}

/** Field text with the fault planted (markers), ready for `encodeEucKr`. */
export function applyFault(text: string, fault: FieldFault | null): string {
  switch (fault) {
    case null:
      return text;
    case "lead-space":
      return insertAtFirstSpace(text.includes(" ") ? text : text + " ", rawByte(0xb0));
    case "lead-lt":
      return text + rawByte(0xb0);
    case "ff":
      return insertAtFirstSpace(text, rawByte(0xff));
    case "cut": {
      const at = lastHangulIndex(text);
      if (at < 0) return text + rawByte(0xb0);
      const lead = iconv.encode(text[at], "cp949")[0];
      return text.slice(0, at) + rawByte(lead);
    }
  }
}

/** What a correct decoder (U+FFFD for every invalid sequence) yields for a faulty field. */
export function expectedDecoded(text: string, fault: FieldFault | null): string {
  const planted = applyFault(text, fault);
  return planted.replace(/[\ue000-\ue0ff]/g, REPLACEMENT);
}

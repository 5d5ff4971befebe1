/**
 * The machine-translation endpoint (TRANSLATE_URL), spoken as LibreTranslate does:
 * POST {q, source, target, format: "text", api_key?} → {translatedText}. Every answer is
 * checked before it is believed: a slow, refused or 5xx answer is `ProviderUnavailable` (the job
 * tries again later); anything else that is not a sensible text (a 4xx, non-JSON, no
 * `translatedText`, an oversized body) is `BadTranslation` (trying again at once would not help).
 * The API key goes in the body only and is never part of an error or a log line.
 */
import type { Config } from "../../config.js";
import { COMMENT_TRANSLATION_MAX_CHARS } from "../../../shared/api/constants.js";
import type { TargetLang } from "./languages.js";

/** The longest comment the contract accepts (CarCreateBody): never more is sent. */
export const MAX_SOURCE_CHARS = 5_000;
/** The largest answer read (20,000 characters, JSON-escaped, fit); a larger one is cut off unread. */
const MAX_ANSWER_BYTES = 256 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The endpoint is down or busy (5xx, 429, time-out, connection refused): worth trying again later. */
export class ProviderUnavailable extends Error {
  override name = "ProviderUnavailable";
}

/** The endpoint answered, but not with a usable translation. */
export class BadTranslation extends Error {
  override name = "BadTranslation";
}

export type Translator = {
  /** Stored with each translation: who made it (`libretranslate:<host>`), never the key. */
  provider: string;
  translate(text: string, target: TargetLang): Promise<string>;
};

/** The configured endpoint as a Translator, or undefined without TRANSLATE_URL. */
export function configuredTranslator(
  config: Pick<Config, "translateUrl" | "translateApiKey" | "translateTimeoutMs">,
): Translator | undefined {
  const url = config.translateUrl;
  if (!url) return undefined;
  const host = new URL(url).host;
  const timeoutMs = config.translateTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    provider: `libretranslate:${host}`,
    translate: (text, target) => askEndpoint(url, host, config.translateApiKey, timeoutMs, text, target),
  };
}

async function askEndpoint(
  url: string,
  host: string,
  apiKey: string | undefined,
  timeoutMs: number,
  text: string,
  target: TargetLang,
): Promise<string> {
  const body = JSON.stringify({
    q: clip(text, MAX_SOURCE_CHARS),
    source: "ko",
    target,
    format: "text",
    ...(apiKey ? { api_key: apiKey } : {}),
  });
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
      // A redirect would resend the key elsewhere: not followed, and not a translation.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ProviderUnavailable(`${host}: ${unreachable(err, timeoutMs)}`);
  }
  if (res.status >= 500 || res.status === 429 || res.status === 408) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderUnavailable(`${host} answered ${res.status}`);
  }
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => {});
    throw new BadTranslation(`${host} answered ${res.status}`);
  }
  return translatedTextOf(await readCapped(res, host, timeoutMs), host);
}

/** The body as text, at most MAX_ANSWER_BYTES (else BadTranslation); a time-out while reading is the endpoint's. */
async function readCapped(res: Response, host: string, timeoutMs: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > MAX_ANSWER_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new BadTranslation(`${host} answered ${declared} bytes`);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => {});
        throw new BadTranslation(`${host} answered more than ${MAX_ANSWER_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof BadTranslation) throw err;
    throw new ProviderUnavailable(`${host}: ${unreachable(err, timeoutMs)}`);
  }
  return Buffer.concat(chunks).toString("utf8");
}

// PostgreSQL text holds no NUL; other control characters (line breaks and tabs aside) would only
// garble the page. A lone surrogate (JSON's "\ud800") is not UTF-8 either.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `translatedText` of a JSON answer, made storable: well-formed, no control characters but line breaks and tabs. */
export function translatedTextOf(body: string, host = "the endpoint"): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new BadTranslation(`${host} answered something other than JSON`);
  }
  const text = (parsed as { translatedText?: unknown } | null)?.translatedText;
  if (typeof text !== "string") throw new BadTranslation(`${host} answered without a translatedText string`);
  const clean = text.replace(LONE_SURROGATE, "\ufffd").replace(CONTROL_CHARS, "").trim();
  if (clean === "") throw new BadTranslation(`${host} answered an empty translation`);
  if (clean.length > COMMENT_TRANSLATION_MAX_CHARS)
    throw new BadTranslation(`${host} answered ${clean.length} characters, more than a translation`);
  return clean;
}

/** At most `max` UTF-16 units, never cutting a surrogate pair in two. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end);
}

/** Why a request got no answer, in words without the request (its body holds the key). */
function unreachable(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; cause?: { code?: string; name?: string } } | null;
  if (e?.name === "TimeoutError" || e?.cause?.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  return e?.cause?.code ?? (e?.name === "TypeError" ? "unreachable" : (e?.name ?? "unreachable"));
}

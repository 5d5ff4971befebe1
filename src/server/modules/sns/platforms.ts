import { SNS_PLATFORMS } from "../settings/index.js";

export type SnsPlatform = (typeof SNS_PLATFORMS)[number];

/** The domains whose pages count as a share on each platform (subdomains included). */
export const PLATFORM_DOMAINS: Record<SnsPlatform, readonly string[]> = {
  facebook: ["facebook.com", "fb.com", "fb.watch", "fb.me"],
  instagram: ["instagram.com", "instagr.am"],
  x: ["x.com", "twitter.com"],
  telegram: ["t.me", "telegram.me", "telegram.dog"],
  vk: ["vk.com", "vk.ru", "vkontakte.ru"],
  kakao: ["kakao.com", "kakaocorp.com"],
};

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Parses and normalises a submitted share URL: http(s) only, host on the platform's
 * domains, no credentials, fragment dropped (so "#comments" cannot make a duplicate new).
 */
export function checkShareUrl(platform: SnsPlatform, raw: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: "is not a valid URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, message: "must be an http or https URL" };
  if (url.username || url.password) return { ok: false, message: "must not contain credentials" };
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const domains = PLATFORM_DOMAINS[platform];
  if (!domains.some((d) => host === d || host.endsWith(`.${d}`))) {
    return { ok: false, message: `must be a ${platform} address (${domains.join(", ")})` };
  }
  url.hash = "";
  // A share is the same share over http and https.
  url.protocol = "https:";
  return { ok: true, url: url.toString() };
}

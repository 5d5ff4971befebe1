/** Networks with a web share address; Instagram has none, so it only appears in the campaign. */
export const SHARE_NETWORKS = ["facebook", "x", "telegram", "vk", "kakao"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The address that opens each network's share dialog for `url` (with `title` where it takes one). */
export function shareHref(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "x":
      return `https://x.com/intent/post?url=${u}&text=${text}`;
    case "telegram":
      return `https://t.me/share/url?url=${u}&text=${text}`;
    case "vk":
      return `https://vk.com/share.php?url=${u}&title=${text}`;
    case "kakao":
      // KakaoTalk's own dialog needs the Kakao SDK and an app key; the share page of
      // Kakao Story is the key-less fallback (mobile browsers offer the system sheet first).
      return `https://story.kakao.com/share?url=${u}`;
  }
}

// The server render has no window: it names the site's public address (entry-server.tsx).
let serverOrigin = () => "http://localhost";
export function setServerOrigin(origin: () => string): void {
  serverOrigin = origin;
}

/** The absolute address of a page of ours, with the language its preview should use. */
export function absoluteShareUrl(
  path: string,
  lang: string,
  origin = typeof window === "undefined" ? serverOrigin() : window.location.origin,
): string {
  const url = new URL(path, origin);
  url.searchParams.set("lang", lang);
  return url.toString();
}

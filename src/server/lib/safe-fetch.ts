/**
 * Server-side requests to addresses someone else chose (an admin's car photo URL, a photo the
 * upstream names): only http(s), only to public addresses (checked after DNS, and again when
 * connecting, so a name cannot resolve to a public address first and a private one later),
 * redirects followed by hand and checked like the first URL, a size cap and a timeout.
 */
import dns from "node:dns";
import net from "node:net";
import type { Agent } from "undici";
import { isPublicAddress } from "./public-address.js";

export class UnsafeUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeUrlError";
  }
}

/** Whether an IP address is on the public internet (lib/public-address.ts, the one list). */
export const isPublicIp = isPublicAddress;

export type FetchPolicy = {
  /** Hosts ("host:port" as in URL.host) trusted as they are, e.g. the configured upstream. */
  allowHosts?: ReadonlySet<string>;
};

/** The URL if it is http(s) to a public address (or an allowed host); else UnsafeUrlError. */
export async function assertPublicUrl(raw: string | URL, policy: FetchPolicy = {}): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError("not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UnsafeUrlError("only http and https");
  if (url.username || url.password) throw new UnsafeUrlError("no credentials in URLs");
  if (policy.allowHosts?.has(url.host)) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host)
    ? [host]
    : (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (addresses.length === 0 || !addresses.every(isPublicIp)) {
    throw new UnsafeUrlError(`${url.hostname} is not a public address`);
  }
  return url;
}

type LookupCallback = (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/** DNS for the guarded agent: the addresses actually connected to are checked too. */
function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || !list.every((a) => isPublicIp(a.address))) {
      return callback(new UnsafeUrlError(`${hostname} is not a public address`), []);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}

// undici is loaded at the first fetch (an admin's photo URL, a PDF's remote photo): processes
// that never fetch do not hold it. One pair of agents per process keeps connections alive.
let client: Promise<{ request: typeof import("undici").request; guarded: Agent; allowed: Agent }> | undefined;
const undici = () =>
  (client ??= import("undici").then(({ Agent: UndiciAgent, request }) => ({
    request,
    guarded: new UndiciAgent({ connect: { lookup: publicOnlyLookup } as object, keepAliveTimeout: 4000 }),
    allowed: new UndiciAgent({ keepAliveTimeout: 4000 }),
  })));

export type SafeFetchOptions = FetchPolicy & {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
};

export type SafeResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** GET within the policy; a body beyond maxBytes or a forbidden hop throws. */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = await assertPublicUrl(raw, options);
  const { request, guarded, allowed: allowedAgent } = await undici();
  for (let hop = 0; ; hop++) {
    const allowed = options.allowHosts?.has(url.host) ?? false;
    const res = await request(url, {
      method: "GET",
      headers: options.headers,
      dispatcher: allowed ? allowedAgent : guarded,
      signal,
    });
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === "string") {
      await res.body.dump();
      if (hop >= (options.maxRedirects ?? 3)) throw new UnsafeUrlError("too many redirects");
      url = await assertPublicUrl(new URL(location, url), options);
      continue;
    }
    const declared = Number(res.headers["content-length"] ?? 0);
    if (declared > options.maxBytes) {
      res.body.destroy();
      throw new UnsafeUrlError("the answer is too large");
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        res.body.destroy();
        throw new UnsafeUrlError("the answer is too large");
      }
      chunks.push(chunk as Buffer);
    }
    return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
  }
}

/** The configured upstream's host (the simulator on loopback in development and tests): trusted by name. */
export function upstreamHosts(config: { upstreamBaseUrl?: string }): ReadonlySet<string> {
  const hosts = new Set<string>();
  if (config.upstreamBaseUrl) hosts.add(new URL(config.upstreamBaseUrl).host);
  return hosts;
}

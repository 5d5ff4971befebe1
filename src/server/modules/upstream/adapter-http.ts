/**
 * Transport of the upstream adapter: one cookie jar, bounded concurrency, a timeout on
 * every request, retries with exponential back-off for transient failures, and a log
 * line per call. Knows nothing about upstream paths; adapter.ts does.
 */
import { CookieJar } from "tough-cookie";
import { Agent, request } from "undici";
import { UpstreamError } from "./upstream-error.js";

export interface UpstreamLogger {
  info(obj: object, msg?: string): void;
  warn?(obj: object, msg?: string): void;
}

export { UpstreamError, type UpstreamErrorCode } from "./upstream-error.js";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface HttpOptions {
  concurrency: number;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  /** Largest answer read (a page or a photo); default 16 MB. */
  maxBytes?: number;
  logger?: UpstreamLogger;
}

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

export interface RequestInit {
  method?: "GET" | "HEAD" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

const USER_AGENT = "Mozilla/5.0 (compatible; kcar-marketplace-sync/1.0)";

/** A tiny FIFO semaphore: the upstream is polite-limited, not our CPU. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.active -= 1;
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isTimeout(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return (
    name === "TimeoutError" || name === "AbortError" || (err as { code?: string } | null)?.code === "UND_ERR_ABORTED"
  );
}

export class UpstreamHttp {
  jar = new CookieJar();
  private readonly agent: Agent;
  private readonly gate: Semaphore;

  constructor(private readonly options: HttpOptions) {
    this.gate = new Semaphore(Math.max(1, options.concurrency));
    // Keep-alive shorter than typical servers' so we do not reuse a socket they just closed.
    this.agent = new Agent({ connections: Math.max(1, options.concurrency), keepAliveTimeout: 4000 });
  }

  /** Drops every cookie, e.g. before a fresh login. */
  resetCookies(): void {
    this.jar = new CookieJar();
  }

  async hasCookie(url: string, name: string): Promise<boolean> {
    return (await this.jar.getCookies(url)).some((c) => c.key === name);
  }

  /** Sends a request; 5xx, time-outs and connection errors are retried, then thrown as UpstreamError. */
  async send(url: string, init: RequestInit = {}): Promise<RawResponse> {
    for (let attempt = 0; ; attempt++) {
      let failure: UpstreamError;
      try {
        const res = await this.gate.run(() => this.once(url, init, attempt));
        if (res.status < 500) return res;
        failure = new UpstreamError("upstream_http_error", `upstream answered ${res.status}`, res.status);
      } catch (err) {
        // Our own refusal (an oversized answer) is final: sending again gives the same answer.
        if (err instanceof UpstreamError) throw err;
        const code = isTimeout(err) ? "upstream_timeout" : "upstream_network";
        failure = new UpstreamError(
          code,
          `${code === "upstream_timeout" ? "timed out" : "connection failed"}: ${String(err)}`,
          undefined,
          { cause: err },
        );
      }
      if (attempt >= this.options.retries) throw failure;
      const delay = this.options.retryBaseMs * 2 ** attempt * (1 + Math.random() * 0.25);
      await sleep(delay);
    }
  }

  private async once(url: string, init: RequestInit, attempt: number): Promise<RawResponse> {
    const method = init.method ?? "GET";
    const started = performance.now();
    const path = new URL(url).pathname + new URL(url).search;
    const headers: Record<string, string> = { "user-agent": USER_AGENT, ...init.headers };
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.cookie = cookie;
    try {
      const res = await request(url, {
        method,
        headers,
        body: init.body,
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // The same signal also bounds the body read, so a stalled body times out too.
      const body = method === "HEAD" ? Buffer.alloc(0) : await this.readCapped(res.body, url);
      if (method === "HEAD") await res.body.dump();
      const setCookie = res.headers["set-cookie"];
      for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
        await this.jar.setCookie(c, url, { ignoreError: true });
      }
      const ms = Math.round(performance.now() - started);
      this.options.logger?.info(
        { method, path, status: res.statusCode, bytes: body.length, ms, attempt },
        "upstream request",
      );
      return { status: res.statusCode, headers: res.headers, body };
    } catch (err) {
      const ms = Math.round(performance.now() - started);
      const log = this.options.logger;
      const entry = { method, path, status: null, bytes: 0, ms, attempt, error: String(err) };
      if (log?.warn) log.warn(entry, "upstream request failed");
      else log?.info(entry, "upstream request failed");
      throw err;
    }
  }

  /** The body, or an error once it grows past maxBytes (a misbehaving upstream cannot fill memory). */
  private async readCapped(body: AsyncIterable<unknown> & { destroy(): unknown }, url: string): Promise<Buffer> {
    const max = this.options.maxBytes ?? DEFAULT_MAX_BYTES;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > max) {
        body.destroy();
        throw new UpstreamError(
          "upstream_unparseable",
          `answer of ${new URL(url).pathname} is larger than ${max} bytes`,
        );
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/**
 * The upstream adapter: the one module that knows upstream paths, parameter names and
 * (with the adapter-parse*.ts parsers) selectors, so following the real site stays local.
 * Session rule (upstream.md): on an expiry answer log in again and repeat once; a
 * second expiry is `upstream_session_expired`, never a loop.
 */
import { UpstreamError, UpstreamHttp, type RawResponse, type UpstreamLogger } from "./adapter-http.js";
import { parseDetailPage, type UpstreamCarDetail } from "./adapter-parse-detail.js";
import { alertText } from "./adapter-parse-fields.js";
import { parseInspectionPage, type InspectionReading } from "./adapter-parse-inspection.js";
import {
  isSessionExpiredPage,
  parseAutoDbPhotos,
  parseComplexes,
  parseSearchPage,
  type SearchPage,
  type UpstreamComplex,
} from "./adapter-parse.js";
import { decodeEucKr } from "./decode.js";

export { UpstreamError, type UpstreamErrorCode, type UpstreamLogger } from "./adapter-http.js";
export { type UpstreamCarDetail } from "./adapter-parse-detail.js";
export { type InspectionReading } from "./adapter-parse-inspection.js";
export {
  parseSearchPage,
  type SearchItem,
  type SearchPage,
  type SearchRowError,
  type UpstreamComplex,
} from "./adapter-parse.js";

const PATHS = {
  login: "/member/login_ok.html",
  complexes: "/car/danji_list.html",
  search: "/car/search_list.html",
  detail: "/car/car_view.html",
  inspection: "/car/check_view.html",
  autoDb: "/common/ajax/AutoDB.html",
  photo: (key: string, n: number) => `/carimg/${encodeURIComponent(key)}/cmcar_${n}.jpg`,
};
const SESSION_COOKIE = "PHPSESSID";
// A car never has this many photos; stops a misbehaving upstream from looping us.
const MAX_PHOTOS = 60;

export interface UpstreamClientOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** Requests in flight at most (UPSTREAM_CONCURRENCY). */
  concurrency?: number;
  timeoutMs?: number;
  /** Retries after the first attempt for connection errors, time-outs and 5xx. */
  retries?: number;
  /** First back-off delay; doubles on each retry. */
  retryBaseMs?: number;
  logger?: UpstreamLogger;
}

export interface SearchQuery {
  complexCode?: string;
  maker?: string;
  model?: string;
  page?: number;
}

export type DetailResult =
  | { status: "available"; car: UpstreamCarDetail }
  | { status: "gone"; reason: "sold" | "deleted" | "not_found" }
  /** Anything not clearly gone: 5xx, time-out, expiry, cut-off or unparseable page. Unknown is never sold. */
  | { status: "unknown"; error: UpstreamError };

export type InspectionResult =
  | { status: "record"; reading: InspectionReading }
  /** The car has no record (404, or a page saying 점검기록부 없음): condition null, not an error. */
  | { status: "none" }
  /** 5xx, time-out, expiry, cut-off or unparseable page: the record is unknown. */
  | { status: "unknown"; error: UpstreamError };

export interface UpstreamClient {
  login(): Promise<void>;
  listComplexes(): Promise<UpstreamComplex[]>;
  search(query: SearchQuery): Promise<SearchPage>;
  /** Every page of a search, from page 1 until the total is reached or a page is empty. */
  searchPages(query: Omit<SearchQuery, "page">): AsyncGenerator<SearchPage>;
  getDetail(carKey: string): Promise<DetailResult>;
  /** The car's inspection record (upstream.md "Inspection record"); never throws. */
  getInspection(carKey: string): Promise<InspectionResult>;
  listPhotoUrls(carKey: string): Promise<string[]>;
  downloadPhoto(url: string): Promise<Buffer>;
  close(): Promise<void>;
}

function asUpstreamError(err: unknown): UpstreamError {
  return err instanceof UpstreamError
    ? err
    : new UpstreamError("upstream_network", String(err), undefined, { cause: err });
}

function header(res: RawResponse, name: string): string | undefined {
  const v = res.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Creates a client with its own cookie jar and connection pool. */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const http = new UpstreamHttp({
    concurrency: options.concurrency ?? 2,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 3,
    retryBaseMs: options.retryBaseMs ?? 500,
    logger: options.logger,
  });
  const url = (pathAndQuery: string) => base + pathAndQuery;
  let loggedIn = false;
  let generation = 0; // bumped on each login so concurrent expiries share one re-login
  let loginInFlight: Promise<void> | null = null;

  async function doLogin(): Promise<void> {
    http.resetCookies();
    const body = new URLSearchParams({ user_id: options.username, user_pw: options.password }).toString();
    const res = await http.send(url(PATHS.login), {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const redirected = res.status >= 300 && res.status < 400;
    if (!redirected || !(await http.hasCookie(url("/"), SESSION_COOKIE))) {
      const reason = alertText(decodeEucKr(res.body)) ?? `status ${res.status}`;
      throw new UpstreamError("upstream_login_failed", `upstream login failed: ${reason}`, res.status);
    }
    loggedIn = true;
    generation += 1;
  }

  function login(): Promise<void> {
    loginInFlight ??= doLogin().finally(() => {
      loginInFlight = null;
    });
    return loginInFlight;
  }

  function expired(res: RawResponse): boolean {
    const short = res.body.length < 1024 ? decodeEucKr(res.body) : "";
    return isSessionExpiredPage(res.status, header(res, "location"), short);
  }

  /** GET of a protected path with the one-re-login rule. */
  async function getProtected(pathAndQuery: string): Promise<RawResponse> {
    if (!loggedIn) await login();
    const seen = generation;
    const first = await http.send(url(pathAndQuery));
    if (!expired(first)) return first;
    options.logger?.info({ path: pathAndQuery }, "upstream session expired; logging in again");
    // Another request may already have logged in again since ours was sent.
    if (generation === seen) await login();
    const second = await http.send(url(pathAndQuery));
    if (!expired(second)) return second;
    loggedIn = false;
    throw new UpstreamError(
      "upstream_session_expired",
      `upstream session expired again right after a new login (${pathAndQuery})`,
    );
  }

  function requireOk(res: RawResponse, what: string): RawResponse {
    if (res.status === 200) return res;
    throw new UpstreamError(
      res.status === 404 ? "upstream_not_found" : "upstream_http_error",
      `${what}: upstream answered ${res.status}`,
      res.status,
    );
  }

  async function search(query: SearchQuery): Promise<SearchPage> {
    const page = query.page ?? 1;
    // cho must be sent empty: absent means domestic cars only (upstream.md "Search").
    const params = new URLSearchParams({
      c_danji: query.complexCode ?? "",
      cho: "",
      maker: query.maker ?? "",
      model: query.model ?? "",
      page: String(page),
    });
    const res = requireOk(await getProtected(`${PATHS.search}?${params.toString()}`), "search");
    return { ...parseSearchPage(decodeEucKr(res.body), `${base}/`), page };
  }

  async function* searchPages(query: Omit<SearchQuery, "page">): AsyncGenerator<SearchPage> {
    let seen = 0;
    for (let page = 1; ; page++) {
      const result = await search({ ...query, page });
      const rows = result.items.length + result.errors.length;
      if (rows === 0) return;
      yield result;
      seen += rows;
      if (seen >= result.total) return;
    }
  }

  async function getDetail(carKey: string): Promise<DetailResult> {
    try {
      const res = await getProtected(`${PATHS.detail}?key=${encodeURIComponent(carKey)}`);
      if (res.status === 404) return { status: "gone", reason: "not_found" };
      requireOk(res, "detail");
      const parsed = parseDetailPage(decodeEucKr(res.body), carKey);
      if (parsed.status === "unparseable") {
        return {
          status: "unknown",
          error: new UpstreamError("upstream_unparseable", `detail of ${carKey}: ${parsed.reason}`),
        };
      }
      return parsed;
    } catch (err) {
      return { status: "unknown", error: asUpstreamError(err) };
    }
  }

  async function getInspection(carKey: string): Promise<InspectionResult> {
    try {
      const res = await getProtected(`${PATHS.inspection}?key=${encodeURIComponent(carKey)}`);
      if (res.status === 404) return { status: "none" };
      requireOk(res, "inspection record");
      const parsed = parseInspectionPage(decodeEucKr(res.body));
      if (parsed.status === "unparseable") {
        return {
          status: "unknown",
          error: new UpstreamError("upstream_unparseable", `inspection record of ${carKey}: ${parsed.reason}`),
        };
      }
      return parsed;
    } catch (err) {
      return { status: "unknown", error: asUpstreamError(err) };
    }
  }

  /**
   * A photo URL on the upstream's own origin, else an error: the upstream names the photos, and
   * a name pointing elsewhere (another host, our own network) is never fetched.
   */
  function ownPhotoUrl(photoUrl: string): string {
    const absolute = new URL(photoUrl, `${base}/`);
    if (absolute.origin !== new URL(base).origin) {
      throw new UpstreamError("upstream_unparseable", `photo ${absolute.href} is not on the upstream's own host`);
    }
    return absolute.href;
  }

  /** 'found' / 'missing' for one photo URL, without downloading it when HEAD works. */
  async function probe(photoUrl: string): Promise<"found" | "missing"> {
    let res = await http.send(photoUrl, { method: "HEAD", headers: { referer: `${base}/` } });
    if (res.status === 405 || res.status === 501) res = await http.send(photoUrl, { headers: { referer: `${base}/` } });
    if (res.status === 404 || res.status === 410) return "missing";
    requireOk(res, `photo ${photoUrl}`);
    // Some sites answer a missing image with an HTML page and 200.
    return (header(res, "content-type") ?? "").startsWith("text/html") ? "missing" : "found";
  }

  async function listPhotoUrls(carKey: string): Promise<string[]> {
    const first = url(PATHS.photo(carKey, 0));
    if ((await probe(first)) === "missing") {
      const res = requireOk(
        await getProtected(`${PATHS.autoDb}?mode=view&key=${encodeURIComponent(carKey)}`),
        "AutoDB",
      );
      // Photos named on another host are left out (see ownPhotoUrl).
      const origin = new URL(base).origin;
      return parseAutoDbPhotos(decodeEucKr(res.body))
        .map((p) => new URL(p, `${base}/`))
        .filter((u) => u.origin === origin)
        .map((u) => u.href);
    }
    const urls = [first];
    for (let n = 1; n < MAX_PHOTOS; n++) {
      const next = url(PATHS.photo(carKey, n));
      if ((await probe(next)) === "missing") break;
      urls.push(next);
    }
    return urls;
  }

  async function downloadPhoto(photoUrl: string): Promise<Buffer> {
    const absolute = ownPhotoUrl(photoUrl);
    // The upstream does not allow hot-linking; send a Referer from its own site.
    const res = requireOk(await http.send(absolute, { headers: { referer: `${base}/` } }), `photo ${absolute}`);
    if ((header(res, "content-type") ?? "").startsWith("text/html")) {
      throw new UpstreamError("upstream_unparseable", `photo ${absolute} answered an HTML page`);
    }
    return res.body;
  }

  return {
    login,
    listComplexes: async () =>
      parseComplexes(decodeEucKr(requireOk(await getProtected(PATHS.complexes), "complexes").body)),
    search,
    searchPages,
    getDetail,
    getInspection,
    listPhotoUrls,
    downloadPhoto,
    close: () => http.close(),
  };
}

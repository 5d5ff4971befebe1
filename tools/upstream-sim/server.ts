/**
 * HTTP simulator of the upstream dealer site (docs/upstream.md), on plain node:http.
 * Used by the adapter's tests, the demo mode and benchmarks; control endpoints live
 * under /__sim/ so tests can switch faults and car states over HTTP too.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ComplexSpec } from "./catalog-data.js";
import { parseQuery, SimCatalog } from "./catalog.js";
import { encodeEucKr } from "./encoding.js";
import { createFaults, type SimFaults } from "./faults.js";
import type { SimCar, SimCarState } from "./generator.js";
import * as pages from "./pages.js";
import { photoJpeg } from "./photos.js";
import { inspectionOf, inspectionPage, noInspectionPage, type SimInspection } from "./inspection.js";
import { handleControl } from "./control.js";

export interface UpstreamSimOptions {
  seed?: number;
  carCount?: number;
  username?: string;
  password?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface UpstreamSimState {
  readonly cars: SimCar[];
  readonly complexes: ComplexSpec[];
  /** Requests received per path (query excluded), control endpoints not counted. */
  requests: Record<string, number>;
  /** Successful logins. */
  logins: number;
  /** Most requests handled at the same time since the last reset (politeness checks). */
  maxInFlight: number;
  car(key: string): SimCar | undefined;
  setCarState(key: string, state: SimCarState): boolean;
  /** Changes a listing's price (만원; null: price on request); false for an unknown key. */
  setCarPrice(key: string, priceManwon: number | null): boolean;
  /** Lists a new car (a copy of the template car under a fresh key), newest first. */
  addCar(templateKey: string, overrides?: Partial<Pick<SimCar, "complexCode" | "priceManwon">>): SimCar | undefined;
  /** The inspection record the simulator shows for a car (inspection.ts, unless set by setInspection). */
  inspection(key: string): SimInspection;
  /** Replaces a car's inspection record (null: back to the one drawn from its key). */
  setInspection(key: string, inspection: SimInspection | null): void;
  sessionCount(): number;
  resetCounters(): void;
}

export interface UpstreamSim {
  url: string;
  port: number;
  close(): Promise<void>;
  faults: SimFaults;
  state: UpstreamSimState;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const PROTECTED = new Set([
  "/car/danji_list.html",
  "/car/search_list.html",
  "/car/car_view.html",
  "/car/check_view.html",
  "/common/ajax/AutoDB.html",
]);

function html(status: number, text: string, extra: Record<string, string | string[]> = {}): Answer {
  return { status, headers: { "Content-Type": "text/html; charset=euc-kr", ...extra }, body: encodeEucKr(text) };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
    req.on("error", reject);
  });
}

function cookie(req: http.IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}

export async function startUpstreamSim(options: UpstreamSimOptions = {}): Promise<UpstreamSim> {
  const seed = options.seed ?? 1;
  const username = options.username ?? "demo";
  const password = options.password ?? "demo";
  const catalog = new SimCatalog(seed, options.carCount ?? 3000);
  const sessions = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  const faults = createFaults(seed, () => sessions.clear());
  const inspections = new Map<string, SimInspection>();

  const state: UpstreamSimState = {
    cars: catalog.cars,
    complexes: catalog.complexes,
    requests: {},
    logins: 0,
    maxInFlight: 0,
    car: (key) => catalog.car(key),
    setCarState: (key, s) => catalog.setState(key, s),
    setCarPrice: (key, price) => catalog.setPrice(key, price),
    addCar: (templateKey, overrides) => {
      const template = catalog.car(templateKey);
      return template ? catalog.addCar(template, overrides) : undefined;
    },
    inspection: (key) => inspections.get(key) ?? inspectionOf(key),
    setInspection: (key, inspection) => {
      if (inspection) inspections.set(key, inspection);
      else inspections.delete(key);
    },
    sessionCount: () => sessions.size,
    resetCounters() {
      state.requests = {};
      state.logins = 0;
      state.maxInFlight = 0;
    },
  };

  function sessionValid(req: http.IncomingMessage): boolean {
    const sid = cookie(req, "PHPSESSID");
    if (faults.alwaysExpire || sid === undefined || !sessions.has(sid)) return false;
    if (faults.expireAfterRequests !== null) {
      faults.expireAfterRequests -= 1;
      // This request is still served; the next protected one finds no session.
      if (faults.expireAfterRequests <= 0) {
        faults.expireAfterRequests = null;
        sessions.clear();
      }
    }
    return true;
  }

  async function login(req: http.IncomingMessage): Promise<Answer> {
    const form = parseQuery(await readBody(req));
    if (req.method !== "POST" || form.get("user_id") !== username || form.get("user_pw") !== password) {
      return html(200, pages.loginFailedPage());
    }
    const sid = randomBytes(13).toString("hex");
    sessions.add(sid);
    state.logins += 1;
    return {
      status: 302,
      headers: {
        Location: "/",
        "Set-Cookie": [`PHPSESSID=${sid}; path=/`, `ck_user_id=${encodeURIComponent(username)}; path=/`],
      },
      body: Buffer.alloc(0),
    };
  }

  function protectedPage(path: string, query: Map<string, string>): Answer {
    if (path === "/car/danji_list.html") return html(200, pages.danjiListPage(catalog.complexes));
    if (path === "/car/search_list.html") {
      const cho = query.has("cho") ? (query.get("cho") ?? "") : null;
      const filter = {
        danji: query.get("c_danji") ?? "",
        cho,
        maker: query.get("maker") ?? "",
        model: query.get("model") ?? "",
      };
      const found = catalog.search(filter);
      const page = Math.max(1, Number.parseInt(query.get("page") ?? "1", 10) || 1);
      const links = new URLSearchParams({ c_danji: filter.danji });
      if (cho !== null) links.set("cho", cho);
      links.set("maker", filter.maker);
      links.set("model", filter.model);
      const rows = found.slice((page - 1) * pages.ROWS_PER_PAGE, page * pages.ROWS_PER_PAGE);
      return html(
        200,
        pages.searchPage({
          cars: rows,
          total: found.length,
          page,
          query: links,
          danjiShort: (c) => catalog.complexShort(c),
        }),
      );
    }
    const car = catalog.car(query.get("key") ?? "");
    if (path === "/common/ajax/AutoDB.html") {
      return {
        status: 200,
        headers: { "Content-Type": "text/xml; charset=euc-kr" },
        body: encodeEucKr(pages.autoDbXml(car)),
      };
    }
    if (path === "/car/check_view.html") {
      if (!car) return html(404, pages.notFoundPage());
      const record = state.inspection(car.key);
      if (record.kind === "record") return html(200, inspectionPage(car.name, record));
      return record.as === "404" ? html(404, pages.notFoundPage()) : html(200, noInspectionPage(car.name));
    }
    if (!car || (car.state === "deleted" && car.deletedAs === "404")) return html(404, pages.notFoundPage());
    if (car.state === "sold") return html(200, pages.soldPage(car));
    if (car.state === "deleted") return html(200, pages.deletedPage());
    return html(200, pages.detailPage(car, catalog.complexName(car.complexCode)));
  }

  async function photo(path: string): Promise<Answer | null> {
    const cm = /^\/carimg\/(\d+)\/cmcar_(\d+)\.jpg$/.exec(path);
    let label: string | null = null;
    if (cm) {
      const car = catalog.car(cm[1]);
      const n = Number(cm[2]);
      if (car && !car.cmcarMissing && n < car.photoCount) label = `${car.key} #${n}`;
    } else if (path.startsWith("/upload/car/")) {
      const ref = catalog.upload(path);
      if (ref) label = `${ref.car.key} #${ref.n}`;
    } else {
      return null;
    }
    if (label === null) return html(404, pages.notFoundPage());
    return { status: 200, headers: { "Content-Type": "image/jpeg" }, body: await photoJpeg(label) };
  }

  async function route(req: http.IncomingMessage, url: URL): Promise<Answer> {
    const path = url.pathname;
    const query = parseQuery(url.search);
    if (path === "/member/login_ok.html") return login(req);
    if (PROTECTED.has(path)) {
      if (!sessionValid(req)) return html(200, pages.EXPIRED_SESSION_BODY);
      return protectedPage(path, query);
    }
    if (path === "/" || path === "/index.html") return html(200, pages.homePage());
    if (path === "/member/login.html") return html(200, pages.loginFormPage());
    return (await photo(path)) ?? html(404, pages.notFoundPage());
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, answer: Answer, truncate: boolean): void {
    const headers: Record<string, string | string[] | number> = { ...answer.headers };
    if (req.method === "HEAD" || !truncate) {
      headers["Content-Length"] = answer.body.length;
      res.writeHead(answer.status, headers);
      res.end(req.method === "HEAD" ? undefined : answer.body);
      return;
    }
    const half = answer.body.subarray(0, Math.floor(answer.body.length / 2));
    if (faults.truncateMode === "end") {
      res.writeHead(answer.status, headers); // chunked: the short body ends cleanly
      res.end(half);
      return;
    }
    headers["Content-Length"] = answer.body.length;
    res.writeHead(answer.status, headers);
    res.write(half, () => res.socket?.destroy());
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://sim.invalid");
    if (url.pathname.startsWith("/__sim/")) {
      const answer = handleControl(req, url.pathname, faults, state, await readBody(req));
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body));
      return;
    }
    state.requests[url.pathname] = (state.requests[url.pathname] ?? 0) + 1;
    inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.once("close", () => {
      inFlight -= 1;
    });
    const decision = faults.decide(url.pathname);
    if (decision.slowMs > 0) await sleep(decision.slowMs);
    if (decision.fail5xx) {
      send(req, res, html(503, "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>"), false);
      return;
    }
    send(req, res, await route(req, url), decision.truncate);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.address.includes(":") ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    faults,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

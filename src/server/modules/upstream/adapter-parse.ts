/**
 * Pure parsers for the upstream's search, complex and AutoDB answers (the detail page is
 * in adapter-parse-detail.ts). Selectors live here; paths and parameters in adapter.ts.
 * Input is decoded text (decode.ts).
 */
import { XMLParser } from "fast-xml-parser";
import { UpstreamError } from "./adapter-http.js";
import {
  absolute,
  clean,
  count,
  keyFromHref,
  lenient,
  MANWON,
  optional,
  parseHtml,
  RowError,
  yearMonth,
} from "./adapter-parse-fields.js";

export interface UpstreamComplex {
  code: string;
  name: string;
}

export interface SearchItem {
  car_key: string;
  car_name: string;
  car_number: string | null;
  year: number | null;
  month: number | null;
  mileage: number | null;
  fuel: string | null;
  transmission: string | null;
  color: string | null;
  /** Integer KRW (the upstream shows 만원). */
  price_krw: number | null;
  /** Absolute thumbnail URL from the row's img (never built from a pattern). */
  main_image: string | null;
  danji: string | null;
}

export interface SearchRowError {
  index: number;
  car_key: string | null;
  reason: string;
  html: string;
}

export interface SearchPage {
  items: SearchItem[];
  total: number;
  page: number;
  errors: SearchRowError[];
}

const LOGIN_PATH = "/member/login.html";

/** The session-expiry answer: a short body whose script sends the browser to the login page. */
export function isSessionExpiredPage(status: number, location: string | undefined, text: string): boolean {
  if (status >= 300 && status < 400) return (location ?? "").includes(LOGIN_PATH);
  return status === 200 && text.length < 1024 && text.includes(LOGIN_PATH) && /location|href/i.test(text);
}

/** The complex dropdown; the empty "all" option is not a complex. */
export function parseComplexes(html: string): UpstreamComplex[] {
  const $ = parseHtml(html);
  const select = $('select[name="c_danji"]');
  if (select.length === 0) throw new UpstreamError("upstream_unparseable", "no c_danji select on the complex page");
  return select
    .find("option")
    .toArray()
    .map((o) => ({ code: clean($(o).attr("value")), name: clean($(o).text()) }))
    .filter((c) => c.code !== "");
}

/** The few DOM fields the row walk reads; avoids per-cell CSS queries, the parse hot spot. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

function textOf(node: DomNode | undefined): string {
  if (!node) return "";
  if (node.type === "text") return node.data ?? "";
  let text = "";
  for (const child of node.children ?? []) text += textOf(child);
  return text;
}

function findNode(node: DomNode | undefined, test: (n: DomNode) => boolean): DomNode | undefined {
  for (const child of node?.children ?? []) {
    if (child.type !== "tag") continue;
    if (test(child)) return child;
    const deeper = findNode(child, test);
    if (deeper) return deeper;
  }
  return undefined;
}

const hasClass = (n: DomNode, cls: string) => (n.attribs?.class ?? "").split(/\s+/).includes(cls);

/** The row's cells by class name (photo, name, year, km, fuel, mission, color, price, danji). */
function cellsOf(row: DomNode): Map<string, DomNode> {
  const cells = new Map<string, DomNode>();
  for (const child of row.children ?? []) {
    if (child.type !== "tag" || child.name !== "td") continue;
    for (const cls of (child.attribs?.class ?? "").split(/\s+/)) if (cls && !cells.has(cls)) cells.set(cls, child);
  }
  return cells;
}

function parseRow(row: DomNode, baseUrl: string | undefined): SearchItem {
  const cells = cellsOf(row);
  const nameCell = cells.get("name");
  const link = findNode(nameCell, (n) => n.name === "a");
  const key =
    clean(row.attribs?.["data-key"]) ||
    keyFromHref(findNode(row, (n) => n.name === "a" && /[?&]key=/.test(n.attribs?.href ?? ""))?.attribs?.href);
  if (!key) throw new RowError("no car key");
  const car_name = clean(textOf(link));
  if (!car_name) throw new RowError("no car name");
  const { year, month } = yearMonth(textOf(cells.get("year")));
  const price = count(textOf(cells.get("price")));
  return {
    car_key: key,
    car_name,
    car_number: optional(textOf(findNode(nameCell, (n) => hasClass(n, "carno")))),
    year,
    month,
    mileage: count(textOf(cells.get("km"))),
    fuel: optional(textOf(cells.get("fuel"))),
    transmission: optional(textOf(cells.get("mission"))),
    color: optional(textOf(cells.get("color"))),
    price_krw: price === null ? null : price * MANWON,
    main_image: absolute(findNode(cells.get("photo"), (n) => n.name === "img")?.attribs?.src, baseUrl),
    danji: optional(textOf(cells.get("danji"))),
  };
}

/** Parses one search result page; rows that cannot be parsed are reported in `errors`. */
export function parseSearchPage(html: string, baseUrl?: string): SearchPage {
  const $ = parseHtml(html);
  const totalText = $(".paging .total b").first().text();
  const total = lenient(() => count(totalText), null);
  // The total sits after the rows, so its absence also reveals a cut-off page.
  if (total === null) throw new UpstreamError("upstream_unparseable", "search page without a total");
  const items: SearchItem[] = [];
  const errors: SearchRowError[] = [];
  $("tr.car_item").each((index, el) => {
    const row = el as unknown as DomNode;
    try {
      items.push(parseRow(row, baseUrl));
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      const html = $.html(el, { xml: { xmlMode: false, encodeEntities: "utf8" } }).slice(0, 2000);
      errors.push({ index, car_key: clean(row.attribs?.["data-key"]) || null, reason: err.message, html });
    }
  });
  const page = Number(clean($(".paging strong").first().text())) || 1;
  return { items, total, page, errors };
}

const xml = new XMLParser({ parseTagValue: false, trimValues: true, ignoreDeclaration: true });

/** Photo paths of the AutoDB answer (`strPhotos`, `|`-separated, possibly empty). */
export function parseAutoDbPhotos(text: string): string[] {
  let doc: unknown;
  try {
    doc = xml.parse(text);
  } catch (err) {
    throw new UpstreamError("upstream_unparseable", "AutoDB answer is not XML", undefined, { cause: err });
  }
  const root = (doc as { AutoDB?: unknown } | null)?.AutoDB;
  if (root === undefined) throw new UpstreamError("upstream_unparseable", "AutoDB answer without <AutoDB>");
  // An empty <AutoDB></AutoDB> (unknown car) parses to a string.
  const item = typeof root === "object" && root !== null ? (root as { item?: unknown }).item : undefined;
  const first = (Array.isArray(item) ? item[0] : item) as { strPhotos?: unknown } | undefined;
  const photos = typeof first?.strPhotos === "string" ? first.strPhotos : "";
  return photos
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Parser of the upstream detail page: spec table, options, dealer, and the sold/deleted
 * notices. Only a clear notice on a whole page counts as gone; anything else is unparseable.
 */
import type { CheerioAPI } from "cheerio";
import {
  alertText,
  clean,
  count,
  enginePower,
  lenient,
  MANWON,
  optional,
  parseHtml,
  yearMonth,
} from "./adapter-parse-fields.js";

export interface UpstreamCarDetail {
  car_key: string;
  car_number: string;
  car_name: string;
  year: number | null;
  month: number | null;
  mileage: number | null;
  fuel: string | null;
  transmission: string | null;
  color: string | null;
  displacement_cc: number | null;
  /** Engine power in metric horsepower where the page states it (최고출력), else null. */
  power_hp: number | null;
  price_krw: number | null;
  listing_number: string | null;
  options: string[];
  dealer_comment: string;
  dealer: { name: string; phone: string };
  /** Every th/td pair of the spec table, as shown. */
  spec: Record<string, string>;
}

export type DetailPage =
  | { status: "available"; car: UpstreamCarDetail }
  | { status: "gone"; reason: "sold" | "deleted" }
  | { status: "unparseable"; reason: string };

const SOLD_MARKER = /판매\s*완료/;
const DELETED_MARKER = /삭제된\s*차량/;
const DETAIL_LABELS = [
  "차량번호",
  "차명",
  "연식",
  "주행거리",
  "연료",
  "변속기",
  "색상",
  "배기량",
  "판매가격",
  "제시번호",
];

/**
 * Where a detail page states the engine's power (not every listing does, so it is not among the
 * labels a page must have): 최고출력 ("maximum output"), on some pages 출력 or 마력.
 */
const POWER_LABELS = ["최고출력", "출력", "마력"];

function isComplete(html: string): boolean {
  return /<\/(?:html|body)>/i.test(html);
}

/** Free text: line breaks (<br>) are kept, other runs of white space collapsed. */
function dealerComment($: CheerioAPI): string {
  const box = $(".dealer_comment").first();
  box.find("br").replaceWith("\n");
  return box
    .text()
    .split("\n")
    .map(clean)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Parses a detail page into available / gone / unparseable; a cut-off page is never "gone". */
export function parseDetailPage(html: string, carKey: string): DetailPage {
  const $ = parseHtml(html);
  const spec: Record<string, string> = {};
  $("th").each((_, th) => {
    const label = clean($(th).text());
    const td = $(th).next("td");
    if (label && td.length) spec[label] = clean(td.text());
  });
  const complete = isComplete(html);
  const hasSpec = Object.keys(spec).length > 0;
  if (!hasSpec) {
    const alert = alertText(html);
    const text = alert ?? (complete ? $("body").text() : "");
    if (DELETED_MARKER.test(text)) return { status: "gone", reason: "deleted" };
    if (SOLD_MARKER.test(text)) return { status: "gone", reason: "sold" };
    return { status: "unparseable", reason: complete ? "no spec table and no sold/deleted notice" : "page cut off" };
  }
  const missing = DETAIL_LABELS.filter((l) => !(l in spec));
  if (missing.length > 0) return { status: "unparseable", reason: `spec table lacks ${missing.join(", ")}` };
  if (!complete) return { status: "unparseable", reason: "page cut off" };
  const { year, month } = lenient(() => yearMonth(spec["연식"]), { year: null, month: null });
  const price = lenient(() => count(spec["판매가격"]), null);
  const optionItems = $(".options li")
    .toArray()
    .map((li) => clean($(li).text()))
    .filter(Boolean);
  const options =
    optionItems.length > 0
      ? optionItems
      : clean($(".options").text())
          .split(/\s*[,/]\s*/)
          .filter(Boolean);
  const dealer = $(".dealer").first();
  const dealerText = clean(dealer.text());
  const phone = clean(dealer.find(".tel").text()) || (/0\d{1,2}-?\d{3,4}-?\d{4}/.exec(dealerText)?.[0] ?? "");
  return {
    status: "available",
    car: {
      car_key: carKey,
      car_number: spec["차량번호"],
      car_name: spec["차명"],
      year,
      month,
      mileage: lenient(() => count(spec["주행거리"]), null),
      fuel: optional(spec["연료"]),
      transmission: optional(spec["변속기"]),
      color: optional(spec["색상"]),
      displacement_cc: lenient(() => count(spec["배기량"]), null),
      power_hp: lenient(() => enginePower(spec[POWER_LABELS.find((l) => l in spec) ?? ""]), null),
      price_krw: price === null ? null : price * MANWON,
      listing_number: optional(spec["제시번호"]),
      options,
      dealer_comment: dealerComment($),
      dealer: { name: clean(dealer.find(".name").text()) || clean(dealerText.replace(phone, "")), phone },
      spec,
    },
  };
}

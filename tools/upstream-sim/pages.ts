/** Page templates of the simulated upstream; markup follows upstream.md exactly. */
import type { ComplexSpec } from "./catalog-data.js";
import { applyFault } from "./encoding.js";
import type { SimCar } from "./generator.js";

/** The exact 126-byte (EUC-KR) answer of a protected path without a valid session. */
export const EXPIRED_SESSION_BODY =
  "<script language='javascript'>alert('세션이 만료되었습니다.');top.location.href='/member/login.html?ret=/car/list';</script>\r\n";

export const ROWS_PER_PAGE = 20;

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function num(n: number): string {
  return n.toLocaleString("en-US");
}

export function layout(title: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">
<title>${esc(title)} - 중고차 매매정보</title>
</head>
<body>
<div id="header"><a href="/">홈</a> | <a href="/car/search_list.html?cho=">차량검색</a> | <a href="/car/danji_list.html">단지안내</a> | <a href="/member/logout.html">로그아웃</a></div>
<div id="content">
${body}
</div>
<div id="footer">Copyright (c) 중고차 매매정보. All rights reserved.</div>
</body>
</html>
`;
}

export function homePage(): string {
  return layout("메인", "<h1>중고차 매매정보</h1><p>회원 로그인 후 이용하실 수 있습니다.</p>");
}

export function loginFormPage(): string {
  return layout(
    "로그인",
    `<form method="post" action="/member/login_ok.html"><input type="text" name="user_id"> <input type="password" name="user_pw"> <input type="submit" value="로그인"></form>`,
  );
}

export function loginFailedPage(): string {
  return layout(
    "로그인",
    `<script language='javascript'>alert('아이디 또는 비밀번호가 일치하지 않습니다.');history.back();</script>`,
  );
}

export function danjiListPage(list: ComplexSpec[]): string {
  const options = list.map((c) => `<option value="${c.code}">${esc(c.name)}</option>`).join("");
  return layout(
    "단지안내",
    `<form name="danji_form" method="get" action="/car/search_list.html">
<select name="c_danji"><option value="">전체</option>${options}</select>
<input type="submit" value="검색"></form>`,
  );
}

function danjiCell(car: SimCar, short: string): string {
  return applyFault(esc(short), car.danjiFault);
}

function searchRow(car: SimCar, danjiShort: string): string {
  const href = `/car/car_view.html?key=${car.key}`;
  const photo = car.photoPaths[0] ? `<a href="${href}"><img src="${car.photoPaths[0]}" alt=""></a>` : "";
  const name = car.brokenRow ? "" : `<a href="${href}">${esc(car.name)}</a> `;
  return `<tr class="car_item" data-key="${car.key}">
  <td class="photo">${photo}</td>
  <td class="name">${name}<span class="carno">${esc(car.plate)}</span></td>
  <td class="year">${car.year}/${String(car.month).padStart(2, "0")}</td>
  <td class="km">${num(car.mileage)}km</td>
  <td class="fuel">${esc(car.fuel)}</td>
  <td class="mission">${car.transmission}</td>
  <td class="color">${esc(car.color)}</td>
  <td class="price">${car.priceManwon === null ? "-" : num(car.priceManwon)}</td>
  <td class="danji">${danjiCell(car, danjiShort)}</td>
</tr>`;
}

export interface SearchPageInput {
  cars: SimCar[]; // the rows of this page
  total: number;
  page: number;
  /** Query parameters to repeat in paging links (without page). */
  query: URLSearchParams;
  danjiShort: (code: string) => string;
}

function pagingLinks(input: SearchPageInput): string {
  const pages = Math.max(1, Math.ceil(input.total / ROWS_PER_PAGE));
  const first = Math.floor((input.page - 1) / 10) * 10 + 1;
  const link = (n: number, label: string) => {
    const q = new URLSearchParams(input.query);
    q.set("page", String(n));
    return `<a href="?${esc(q.toString())}">${label}</a>`;
  };
  const parts: string[] = [];
  if (first > 1) parts.push(link(first - 1, "이전"));
  for (let n = first; n < first + 10 && n <= pages; n++) {
    parts.push(n === input.page ? `<strong>${n}</strong>` : link(n, String(n)));
  }
  if (first + 10 <= pages) parts.push(link(first + 10, "다음"));
  return parts.join(" ");
}

export function searchPage(input: SearchPageInput): string {
  const rows = input.cars.map((c) => searchRow(c, input.danjiShort(c.complexCode))).join("\n");
  return layout(
    "차량검색",
    `<table class="car_list">
${rows}
</table>
<div class="paging"><span class="total">총 <b>${num(input.total)}</b>대</span> ${pagingLinks(input)}</div>`,
  );
}

function specRow(pairs: [string, string][]): string {
  return `<tr>${pairs.map(([th, td]) => `<th>${th}</th><td>${td}</td>`).join("")}</tr>`;
}

/** The 최고출력 row as the listing states it: none, `-`, "245마력", "245ps" or "180kW". */
function powerRow(car: SimCar): string[] {
  if (car.powerShown === "none" || car.powerHp === null)
    return car.index % 2 === 0 ? [] : [specRow([["최고출력", "-"]])];
  const text =
    car.powerShown === "kw"
      ? `${Math.round((car.powerHp * 735.49875) / 1000)}kW`
      : car.powerShown === "ps"
        ? `${car.powerHp}ps`
        : `${num(car.powerHp)}마력`;
  return [specRow([["최고출력", text]])];
}

export function detailPage(car: SimCar, complexName: string): string {
  const price = car.priceManwon === null ? "가격상담" : `${num(car.priceManwon)}만원`;
  const table = [
    specRow([
      ["차량번호", esc(car.plate)],
      ["제시번호", car.listingNo],
    ]),
    specRow([["차명", esc(car.name)]]),
    specRow([
      ["연식", `${car.year}년 ${String(car.month).padStart(2, "0")}월`],
      ["주행거리", `${num(car.mileage)}km`],
    ]),
    specRow([
      ["연료", esc(car.fuel)],
      ["변속기", car.transmission],
    ]),
    specRow([
      ["색상", esc(car.color || "-")],
      ["배기량", car.displacement ? `${num(car.displacement)}cc` : "-"],
    ]),
    specRow([
      ["판매가격", price],
      ["매매단지", esc(complexName)],
    ]),
    ...powerRow(car),
  ].join("\n");
  const options = car.options.map((o) => `<li>${esc(o)}</li>`).join("");
  return layout(
    car.name,
    `<div class="car_view">
<h2 class="car_title">${esc(car.name)}</h2>
<table class="spec">
${table}
</table>
<div class="options"><ul>${options}</ul></div>
<div class="dealer_comment">${applyFault(esc(car.dealerComment), car.commentFault)}</div>
<div class="dealer"><span class="name">${esc(car.dealerName)}</span> <span class="tel">${car.dealerPhone}</span></div>
</div>`,
  );
}

export function soldPage(car: SimCar): string {
  return layout(
    car.name,
    `<div class="car_view"><h2 class="car_title">${esc(car.name)}</h2><p class="msg">판매완료된 차량입니다.</p></div>`,
  );
}

export function deletedPage(): string {
  return layout("차량정보", `<div class="car_view"><p class="msg">삭제된 차량입니다.</p></div>`);
}

export function notFoundPage(): string {
  return layout("404", "<h1>Not Found</h1><p>요청하신 페이지를 찾을 수 없습니다.</p>");
}

export function autoDbXml(car: SimCar | undefined): string {
  const head = '<?xml version="1.0" encoding="euc-kr"?>\n';
  if (!car) return `${head}<AutoDB></AutoDB>`;
  return `${head}<AutoDB><item><carKey>${car.key}</carKey><strCarName>${esc(car.name)}</strCarName><strPhotos>${car.photoPaths.join("|")}</strPhotos></item></AutoDB>`;
}

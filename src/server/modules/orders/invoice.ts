// The proforma invoice of an order: the seller (legal name and address from the settings), the
// buyer (country by name), the car (chassis number where known), FOB + freight + insurance = CIF
// at the port, the bank details and the reference for the transfer, in the buyer's language, with the car PDF's fonts (Pretendard: Hangul, Latin and Cyrillic).
import QRCode from "qrcode";
import { and, desc, eq } from "drizzle-orm";
import { languageForCountry } from "../../../shared/country-language.js";
import { translateCarName, type Lang } from "../../../shared/vehicle-terms.js";
import type { Core } from "../../core.js";
import { cars } from "../../db/schema/cars.js";
import { orderEvents, orders } from "../../db/schema/deals.js";
import { users } from "../../db/schema/users.js";
import { notFound } from "../../lib/errors.js";
import type { OrderStatus } from "../../../shared/api/deals.js";
import { LANGUAGES } from "../../../shared/api/constants.js";
import { newPdf } from "../../lib/pdf/document.js";
import { formatLongDate, formatNumber, formatUsdCents, formatWithUnit } from "../../lib/format.js";
import { INVOICE_LABELS } from "./invoice-labels.js";
import { INVOICE_VERIFY_LABELS } from "./invoice-verify-labels.js";
import { INVOICE_STATUSES } from "./serialize.js";
import { invoiceReference } from "../../../shared/api/deals-statuses.js";
import { getSettings } from "../settings/index.js";
import { portIn, portName } from "../ports/index.js";
import { invoiceBankDetails, verifyUrl } from "./invoice-facts.js";
import { fromCents, orderLinesCents, type OrderLines } from "../../../shared/price-chain/index.js";
import { protectionText, type InvoiceProtection } from "./invoice-protection.js";
import { bankDetailsIn, loadingPortIn } from "../../../shared/invoice-words.js";

/** The invoice's number, also the reference the buyer writes on the transfer. */
const invoiceNumber = invoiceReference;

/** A country's name in the invoice's language ("MN" → "Монгол"), or the code when unknown. */
function countryNameOf(code: string | null, lang: Lang): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([lang], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const INK = "#111827";
const MUTED = "#6b7280";
const ACCENT = "#1c4fa1";
const RULE = "#e5e7eb";

export type InvoiceInput = {
  lang: Lang;
  siteName: string;
  baseUrl: string;
  invoiceNo: string;
  issuedAt: Date;
  seller: { name: string; address: string };
  /** Beneficiary, bank, account and SWIFT, as the settings write them (several lines; labels translated when printed). */
  bankDetails: string;
  /** The buyer's country by name, in the invoice's language. */
  buyer: { name: string; email: string; country: string | null; address?: string | null; phone?: string | null };
  /**
   * `name` in the invoice's language; `registeredName` the make and model as registered (Latin
   * letters), printed where the invoice's language would transliterate the make (ru, mn).
   */
  car: {
    name: string;
    registeredName?: string | null;
    year: number;
    mileage: number;
    carNumber: string | null;
    vin: string | null;
  };
  /** The port of loading (setting `port_of_loading`; a Korean port is printed in the invoice's language). */
  portOfLoading?: string;
  priceKrw: number;
  port: string | null;
  /**
   * The invoice's lines, in cents, from the price chain: FOB Korea (`price_usd`), with a port the
   * quote's freight and insurance (null without), and the amount due.
   */
  lines: OrderLines;
  /** The quote's estimated duties at the destination (USD): shown, never added to the amount due. */
  dutiesUsd?: number | null;
  /** The invoice's code, its /verify address and that address as a QR code (PNG). */
  verify: { code: string; url: string; qrPng: Buffer } | null;
  /** The buyer protection stated under the payment details (held until the B/L, refundable after ship-by). */
  protection?: InvoiceProtection;
};

/** The address's QR code as a PNG, 4 px a module (printed about 25 mm wide). */
export const verifyQrPng = (url: string) =>
  QRCode.toBuffer(url, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 2,
    scale: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });

export function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const l = INVOICE_LABELS[input.lang];
  const usd = (amount: number) => formatUsdCents(amount, input.lang);
  const { doc, done } = newPdf({
    margin: MARGIN,
    lang: input.lang,
    info: { Title: `${l.title} ${input.invoiceNo}`, Author: input.seller.name || input.siteName },
  });
  const port = input.port ?? l.none;
  const withPort = (text: string) => text.replace("{port}", port);
  const { lines } = input;
  const atPort = lines.freight !== null && lines.insurance !== null;

  const x = MARGIN;
  const half = WIDTH / 2 - 10;
  doc.font("bold").fontSize(20).fillColor(ACCENT).text(l.title, x, MARGIN, { width: WIDTH });
  doc.moveDown(0.4);
  const meta: Array<[string, string]> = [
    [l.number, input.invoiceNo],
    [l.date, formatLongDate(input.issuedAt, input.lang)],
  ];
  const metaTop = doc.y;
  for (const [k, v] of meta) {
    doc.font("regular").fontSize(10).fillColor(MUTED).text(`${k}: `, x, doc.y, { width: half, continued: true });
    doc.fillColor(INK).text(v);
  }
  const afterMeta = doc.y;
  // Beside the number and date: where the car leaves Korea and where it goes.
  doc.y = metaTop;
  for (const [k, v] of [
    ...(input.portOfLoading ? [[l.loading, loadingPortIn(input.portOfLoading, input.lang)]] : []),
    [l.destination, port],
  ]) {
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${k}: `, x + half + 20, doc.y, { width: half, continued: true });
    doc.fillColor(INK).text(v);
  }

  // Seller and buyer side by side.
  const top = Math.max(afterMeta, doc.y) + 14;
  doc.font("bold").fontSize(11).fillColor(ACCENT).text(l.seller, x, top, { width: half });
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(INK)
    .text(input.seller.name || input.siteName, { width: half });
  if (input.seller.address) doc.fillColor(MUTED).text(input.seller.address, { width: half });
  doc.fillColor(MUTED).text(input.baseUrl, { width: half });
  const afterSeller = doc.y;
  doc
    .font("bold")
    .fontSize(11)
    .fillColor(ACCENT)
    .text(l.buyer, x + half + 20, top, { width: half });
  doc.font("regular").fontSize(10).fillColor(INK).text(input.buyer.name, { width: half });
  doc.fillColor(MUTED).text(input.buyer.email, { width: half });
  if (input.buyer.address) doc.fillColor(INK).text(input.buyer.address, { width: half });
  if (input.buyer.country) doc.fillColor(MUTED).text(input.buyer.country, { width: half });
  if (input.buyer.phone) doc.fillColor(MUTED).text(`${l.phone}: ${input.buyer.phone}`, { width: half });
  let y = Math.max(afterSeller, doc.y) + 16;

  const rule = () => {
    doc
      .moveTo(x, y)
      .lineTo(x + WIDTH, y)
      .strokeColor(RULE)
      .stroke();
  };
  const amountX = x + WIDTH - 140;
  // The line items: the car FOB Korea, then (bought with a port) freight and insurance.
  rule();
  y += 6;
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(MUTED)
    .text(l.description, x, y, { width: WIDTH - 140 });
  doc.text(l.amount, amountX, y, { width: 140, align: "right" });
  y = doc.y + 5;
  rule();
  y += 8;
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(INK)
    .text(input.car.registeredName ?? input.car.name, x, y, { width: WIDTH - 150 });
  const nameEnd = doc.y; // a long name takes two lines: what follows goes under both columns
  doc.text(usd(fromCents(lines.fob)), amountX, y, { width: 140, align: "right" });
  doc.y = Math.max(nameEnd, doc.y);
  doc.font("regular").fontSize(10).fillColor(MUTED);
  // The make as registered leads (customs read it); the name in the invoice's language follows.
  if (input.car.registeredName && input.car.registeredName !== input.car.name)
    doc.text(input.car.name, x, doc.y + 2, { width: WIDTH - 150 });
  doc.text(l.fob, x, doc.y + 2, { width: WIDTH - 150 });
  const details = [
    `${l.year}: ${input.car.year}`,
    `${l.mileage}: ${formatWithUnit(input.car.mileage, "km", input.lang)}`,
    `${l.chassis}: ${input.car.carNumber ?? l.none}`,
    `${l.priceKrw}: ₩${formatNumber(input.priceKrw, input.lang)}`,
  ];
  doc.text(details.join("   ·   "), x, doc.y + 4, { width: WIDTH - 150 });
  // The chassis number only where known: unknown is never printed as a fact.
  if (input.car.vin) doc.fillColor(INK).text(`${l.vin}: ${input.car.vin}`, x, doc.y + 2, { width: WIDTH - 150 });
  y = doc.y + 10;
  if (atPort) {
    for (const [label, amount] of [
      [withPort(l.freight), fromCents(lines.freight!)],
      [l.insurance, fromCents(lines.insurance!)],
    ] as const) {
      rule();
      y += 6;
      doc
        .font("regular")
        .fontSize(10.5)
        .fillColor(INK)
        .text(label, x, y, { width: WIDTH - 150 });
      const labelEnd = doc.y;
      doc.text(usd(amount), amountX, y, { width: 140, align: "right" });
      y = Math.max(labelEnd, doc.y) + 6;
    }
  }
  rule();
  y += 10;
  // The amount due: the order answers and /verify state the same figure.
  const total = fromCents(lines.amountDue);
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(atPort ? withPort(l.cif) : l.total, x, y, { width: WIDTH - 150 });
  const totalEnd = doc.y;
  doc.fillColor(ACCENT).text(usd(total), amountX, y, { width: 140, align: "right" });
  y = Math.max(totalEnd, doc.y) + 12;
  if (input.dutiesUsd !== undefined && input.dutiesUsd !== null) {
    // Below the total and apart from it: paid to the destination's customs, not to the seller.
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(INK)
      .text(l.duties, x, y, { width: WIDTH - 150 });
    const labelEnd = doc.y; // the label may take two lines
    doc.text(usd(input.dutiesUsd), amountX, y, { width: 140, align: "right" });
    doc
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(l.dutiesNote, x, Math.max(labelEnd, doc.y) + 2, { width: WIDTH - 150 });
    y = doc.y + 12;
  }

  // How to pay (the bank details and the reference that matches the transfer to this order) beside
  // how to check it (the QR code of /verify/{code}): one row, so that with the protection and the
  // terms the invoice stays on one page (issue 51: they spilled onto a nearly empty second one).
  const gap = 16;
  // The verification takes the wider part: its warning is the longer text.
  const payWidth = input.verify ? Math.round(WIDTH * 0.4) : WIDTH;
  const payment: Line[] = [
    // "Bank details for the transfer" heads the payment: a "Payment" heading above it said it twice.
    { font: "bold", size: 11, color: ACCENT, text: l.bank },
    { font: "regular", size: 10, color: INK, text: bankDetailsIn(input.bankDetails, input.lang) || l.none },
    { font: "bold", size: 10, color: INK, text: `${l.reference}:`, gap: 6 },
    { font: "bold", size: 10, color: ACCENT, text: input.invoiceNo },
    { font: "regular", size: 8.5, color: MUTED, text: l.referenceNote },
  ];
  const verifyWidth = WIDTH - payWidth - gap;
  const rowHeight = Math.max(
    linesHeight(doc, payment, payWidth),
    input.verify ? verificationHeight(doc, input.lang, input.verify, verifyWidth) : 0,
  );
  // The protection, then the terms with the note that this is no tax invoice.
  const tail: Line[] = [];
  if (input.protection) {
    const p = protectionText(input.lang, input.protection);
    tail.push({ font: "bold", size: 10, color: ACCENT, text: p.heading });
    tail.push({ font: "regular", size: 8.5, color: INK, text: p.text }, { ...SPACER, gap: 8 });
  }
  tail.push(
    { font: "bold", size: 10, color: INK, text: l.terms },
    { font: "regular", size: 8.5, color: MUTED, text: atPort ? l.termsCif : l.termsText },
    { font: "regular", size: 8, color: MUTED, text: l.validity, gap: 6 },
  );
  // Kept on the page of the lines where they fit, in this order of preference (a long address or
  // long bank details take the room):
  // - all of it on one page;
  // - the payment row under the total, where the buyer reads what to pay and where, and the
  //   protection and the terms whole on the next page;
  // - else the payment row on a page of its own, with what follows.
  const tailHeight = linesHeight(doc, tail, WIDTH);
  const continued = `${l.number}: ${input.invoiceNo}`;
  if (y + rowHeight > bottomOf(doc)) y = newPage(doc, continued);
  const afterPayment = drawLines(doc, payment, x, y, payWidth);
  const afterVerify = input.verify
    ? drawVerification(doc, input.lang, input.verify, x + payWidth + gap, y, verifyWidth)
    : y;
  y = Math.max(afterPayment, afterVerify) + 12;
  if (y + tailHeight > bottomOf(doc)) y = newPage(doc, continued);
  // Whatever still does not fit (bank details of a page) flows on as text does.
  drawLines(doc, tail, x, y, WIDTH);
  doc.end();
  return done;
}

/** A run of text of one font, size and colour, `gap` points below the one before. */
type Line = {
  font: "regular" | "bold";
  size: number;
  color: string;
  text: string;
  gap?: number;
  link?: string;
};
/** An empty line that only adds its gap. */
const SPACER: Line = { font: "regular", size: 1, color: INK, text: "" };

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;
/** A new page, headed with the invoice's number, so that a page read alone says whose it is. */
function newPage(doc: PDFKit.PDFDocument, heading: string): number {
  doc.addPage();
  const { top, left } = doc.page.margins;
  doc.font("regular").fontSize(9).fillColor(MUTED).text(heading, left, top, { width: WIDTH });
  return doc.y + 12;
}

/** How tall `lines` are at `width`: measured with the fonts they are drawn in, to keep a block whole. */
function linesHeight(doc: PDFKit.PDFDocument, lines: Line[], width: number): number {
  let height = 0;
  for (const line of lines) {
    height += line.gap ?? 0;
    if (line.text) height += doc.font(line.font).fontSize(line.size).heightOfString(line.text, { width });
  }
  return height;
}

/** Draws `lines` from (x, y) at `width`; answers where they end. */
function drawLines(doc: PDFKit.PDFDocument, lines: Line[], x: number, y: number, width: number): number {
  let at = y;
  for (const line of lines) {
    at += line.gap ?? 0;
    if (!line.text) continue;
    doc
      .font(line.font)
      .fontSize(line.size)
      .fillColor(line.color)
      .text(line.text, x, at, { width, ...(line.link ? { link: line.link, underline: true } : {}) });
    at = doc.y;
  }
  return at;
}

const QR = 72;
const PAD = 6;

/** The verification block's text: beside the QR code (heading, intro), and under it (address, code, warning). */
function verificationLines(lang: Lang, verify: NonNullable<InvoiceInput["verify"]>) {
  const v = INVOICE_VERIFY_LABELS[lang];
  const beside: Line[] = [
    { font: "bold", size: 10, color: ACCENT, text: v.heading },
    { font: "regular", size: 8.5, color: INK, text: v.intro, gap: 2 },
  ];
  const under: Line[] = [
    { font: "bold", size: 9, color: ACCENT, text: verify.url, link: verify.url },
    { font: "regular", size: 9, color: INK, text: `${v.code}: ${verify.code}`, gap: 2 },
    { font: "bold", size: 8, color: "#b91c1c", text: v.neverByEmail, gap: 4 },
  ];
  return { beside, under };
}

function verificationHeight(
  doc: PDFKit.PDFDocument,
  lang: Lang,
  verify: NonNullable<InvoiceInput["verify"]>,
  width: number,
): number {
  const { beside, under } = verificationLines(lang, verify);
  const inner = width - 2 * PAD;
  return 2 * PAD + Math.max(QR, linesHeight(doc, beside, inner - QR - 10)) + 4 + linesHeight(doc, under, inner);
}

/**
 * The verification block in a box from (x, y) at `width`: the QR code of /verify/{code} beside
 * its heading, then the address, the code, and that the bank details never change by email.
 * Answers where the box ends.
 */
function drawVerification(
  doc: PDFKit.PDFDocument,
  lang: Lang,
  verify: NonNullable<InvoiceInput["verify"]>,
  x: number,
  y: number,
  width: number,
): number {
  const { beside, under } = verificationLines(lang, verify);
  const inner = width - 2 * PAD;
  const top = y + PAD;
  doc.image(verify.qrPng, x + PAD, top, { width: QR, height: QR });
  const besideEnd = drawLines(doc, beside, x + PAD + QR + 10, top, inner - QR - 10);
  const end = drawLines(doc, under, x + PAD, Math.max(top + QR, besideEnd) + 4, inner) + PAD;
  doc
    .rect(x, y, width, end - y)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  return end;
}

/** The invoice of an order: the buyer's own (`userId`), or any order for an administrator (`null`). */
export async function orderInvoice(core: Core, userId: number | null, orderId: number, langParam?: string) {
  const [row] = await core.db
    .select({ o: orders, car: cars, user: users })
    .from(orders)
    .innerJoin(cars, eq(cars.id, orders.carId))
    // Left: a purged buyer's order keeps its invoice, with no name on it.
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row || (userId !== null && row.o.userId !== userId)) throw notFound("Order");
  const lines = orderLinesCents(row.o);
  if (!INVOICE_STATUSES.includes(row.o.status as OrderStatus) || row.o.priceUsdCents === null || lines === null)
    throw notFound("Invoice");
  const lang = (
    langParam && (LANGUAGES as readonly string[]).includes(langParam)
      ? langParam
      : languageForCountry(row.user?.country ?? null)
  ) as Lang;
  const invoiceNo = invoiceNumber(row.o.id);
  const settings = await getSettings(core);
  const destination = row.o.quotePortId === null ? undefined : await portIn(core.db, row.o.quotePortId);
  // Dated when it was issued (the move to invoiced), not at each later change.
  const [issued] = await core.db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, "invoiced")))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const code = row.o.invoiceCode;
  const url = code ? verifyUrl(core.config.publicBaseUrl, code) : null;
  const pdf = await renderInvoice({
    lang,
    siteName: core.config.siteName,
    baseUrl: core.config.publicBaseUrl,
    invoiceNo,
    issuedAt: row.o.invoicedAt ?? issued?.at ?? row.o.updatedAt,
    seller: { name: settings.seller_legal_name.trim(), address: settings.seller_address.trim() },
    bankDetails: invoiceBankDetails(settings),
    buyer: row.user
      ? {
          name: row.user.name,
          email: row.user.email,
          country: countryNameOf(row.user.country, lang),
          address: row.user.address,
          phone: row.user.phone,
        }
      : { name: "", email: "", country: "" },
    car: {
      name: translateCarName(row.car.carName, lang),
      // The make and model are written as registered in every language; on a Russian or Mongolian
      // invoice the whole name in English leads too (trim and fuel words as customs read them).
      registeredName: lang === "ru" || lang === "mn" ? translateCarName(row.car.carName, "en") : null,
      year: row.car.year,
      mileage: row.car.mileage,
      carNumber: row.car.carNumber,
      vin: row.car.vin,
    },
    priceKrw: Number(row.o.priceKrw),
    // The destination in the invoice's language (the order keeps the buyer's; a deleted port keeps that).
    port: (destination && portName(destination, lang)) || row.o.destinationPort,
    portOfLoading: settings.port_of_loading.trim(),
    lines,
    dutiesUsd: row.o.quoteDutiesTotalCents === null ? null : fromCents(row.o.quoteDutiesTotalCents),
    verify: code && url ? { code, url, qrPng: await verifyQrPng(url) } : null,
    protection: { shipBy: row.o.shipBy, shipWithinDays: settings.ship_within_days },
  });
  return { pdf, filename: `${invoiceNo}-${lang}.pdf` };
}

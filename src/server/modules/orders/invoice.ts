// The proforma invoice of an order: the seller (legal name and address from the settings), the
// buyer (country by name), the car (chassis number where known), FOB + freight + insurance = CIF
// at the port, the bank details and the reference for the transfer, in the buyer's language, with the car PDF's fonts (Pretendard: Hangul, Latin and Cyrillic).
import PDFDocument from "pdfkit";
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
import { pdfFonts } from "../../lib/pdf/fonts.js";
import { LOCALE } from "../../lib/pdf/labels.js";
import { INVOICE_LABELS } from "./invoice-labels.js";
import { INVOICE_VERIFY_LABELS } from "./invoice-verify-labels.js";
import { INVOICE_STATUSES } from "./serialize.js";
import { invoiceReference } from "../../../shared/api/deals-statuses.js";
import { getSettings } from "../settings/index.js";
import { portIn, portName } from "../ports/index.js";
import { cifTotal, invoiceBankDetails, verifyUrl } from "./invoice-facts.js";

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
  /** Beneficiary, bank, account and SWIFT, as the settings write them (several lines). */
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
  /** The port of loading (setting `port_of_loading`). */
  portOfLoading?: string;
  /** FOB Korea, USD. */
  priceUsd: number;
  priceKrw: number;
  port: string | null;
  /** The order's frozen quote (freight and insurance at the port), when bought with a port. */
  quote: { freightUsd: number; insuranceUsd: number } | null;
  /** The quote's estimated duties at the destination (USD): shown, never added to the amount due. */
  dutiesUsd?: number | null;
  /** The invoice's code, its /verify address and that address as a QR code (PNG). */
  verify: { code: string; url: string; qrPng: Buffer } | null;
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

// The CIF total is the order's amount due (invoice-facts.ts), shared with the order answers and /verify.
export { cifTotal };

export function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const l = INVOICE_LABELS[input.lang];
  const locale = LOCALE[input.lang];
  const num = new Intl.NumberFormat(locale);
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: input.lang,
    info: { Title: `${l.title} ${input.invoiceNo}`, Author: input.seller.name || input.siteName },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const port = input.port ?? l.none;
  const withPort = (text: string) => text.replace("{port}", port);

  const x = MARGIN;
  doc.font("bold").fontSize(20).fillColor(ACCENT).text(l.title, x, MARGIN, { width: WIDTH });
  doc.moveDown(0.5);
  const meta: Array<[string, string]> = [
    [l.number, input.invoiceNo],
    [l.date, input.issuedAt.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" })],
  ];
  for (const [k, v] of meta) {
    doc.font("regular").fontSize(10).fillColor(MUTED).text(`${k}: `, { continued: true });
    doc.fillColor(INK).text(v);
  }

  // Seller and buyer side by side.
  const top = doc.y + 18;
  const half = WIDTH / 2 - 10;
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
  let y = Math.max(afterSeller, doc.y) + 24;

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
  y += 8;
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(MUTED)
    .text(l.description, x, y, { width: WIDTH - 140 });
  doc.text(l.amount, amountX, y, { width: 140, align: "right" });
  y = doc.y + 6;
  rule();
  y += 10;
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(INK)
    .text(input.car.registeredName ?? input.car.name, x, y, { width: WIDTH - 150 });
  doc.text(usd.format(input.priceUsd), amountX, y, { width: 140, align: "right" });
  doc.font("regular").fontSize(10).fillColor(MUTED);
  // The make as registered leads (customs read it); the name in the invoice's language follows.
  if (input.car.registeredName && input.car.registeredName !== input.car.name)
    doc.text(input.car.name, x, doc.y + 2, { width: WIDTH - 150 });
  doc.text(l.fob, x, doc.y + 2, { width: WIDTH - 150 });
  const details = [
    `${l.year}: ${input.car.year}`,
    `${l.mileage}: ${num.format(input.car.mileage)} ${l.km}`,
    `${l.chassis}: ${input.car.carNumber ?? l.none}`,
    `${l.priceKrw}: ₩${num.format(input.priceKrw)}`,
  ];
  doc.text(details.join("   ·   "), x, doc.y + 4, { width: WIDTH - 150 });
  // The chassis number only where known: unknown is never printed as a fact.
  if (input.car.vin) doc.fillColor(INK).text(`${l.vin}: ${input.car.vin}`, x, doc.y + 2, { width: WIDTH - 150 });
  y = doc.y + 10;
  if (input.quote) {
    for (const [label, amount] of [
      [withPort(l.freight), input.quote.freightUsd],
      [l.insurance, input.quote.insuranceUsd],
    ] as const) {
      rule();
      y += 8;
      doc
        .font("regular")
        .fontSize(11)
        .fillColor(INK)
        .text(label, x, y, { width: WIDTH - 150 });
      doc.text(usd.format(amount), amountX, y, { width: 140, align: "right" });
      y = doc.y + 8;
    }
  }
  rule();
  y += 10;
  const total = cifTotal(input.priceUsd, input.quote);
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(input.quote ? withPort(l.cif) : l.total, x, y, { width: WIDTH - 150 });
  doc.fillColor(ACCENT).text(usd.format(total), amountX, y, { width: 140, align: "right" });
  y = doc.y + 20;
  if (input.dutiesUsd !== undefined && input.dutiesUsd !== null) {
    // Below the total and apart from it: paid to the destination's customs, not to the seller.
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(INK)
      .text(l.duties, x, y, { width: WIDTH - 150 });
    const labelEnd = doc.y; // the label may take two lines
    doc.text(usd.format(input.dutiesUsd), amountX, y, { width: 140, align: "right" });
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(l.dutiesNote, x, Math.max(labelEnd, doc.y) + 2, { width: WIDTH - 150 });
    y = doc.y + 16;
  }

  if (input.portOfLoading) {
    doc.font("bold").fontSize(10).fillColor(INK).text(`${l.loading}: `, x, y, { continued: true });
    doc.font("regular").text(input.portOfLoading);
    y = doc.y + 2;
  }
  doc.font("bold").fontSize(10).fillColor(INK).text(`${l.destination}: `, x, y, { continued: true });
  doc.font("regular").text(port);
  doc.moveDown(1);

  // How to pay: the bank details and the reference that matches the transfer to this order.
  doc.font("bold").fontSize(11).fillColor(ACCENT).text(l.payment, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font("bold").fontSize(10).fillColor(INK).text(l.bank, { width: WIDTH });
  doc
    .font("regular")
    .fillColor(INK)
    .text(input.bankDetails || l.none, { width: WIDTH });
  doc.moveDown(0.5);
  doc.font("bold").text(`${l.reference}: `, { continued: true });
  doc.font("regular").fillColor(ACCENT).text(input.invoiceNo);
  doc.font("regular").fontSize(9).fillColor(MUTED).text(l.referenceNote, { width: WIDTH });
  doc.moveDown(1);
  if (input.verify) drawVerification(doc, input.lang, input.verify);
  doc.font("bold").fontSize(10).fillColor(INK).text(l.terms);
  doc
    .font("regular")
    .fillColor(MUTED)
    .text(input.quote ? l.termsCif : l.termsText, { width: WIDTH });
  doc.moveDown(1.5);
  doc.fontSize(9).text(l.validity, { width: WIDTH });
  doc.end();
  return done;
}

/**
 * The verification block: the QR code of /verify/{code} beside its address, the code, and that
 * the bank details never change by email. Kept on one page (a new page when it does not fit).
 */
function drawVerification(doc: PDFKit.PDFDocument, lang: Lang, verify: NonNullable<InvoiceInput["verify"]>) {
  const v = INVOICE_VERIFY_LABELS[lang];
  const qr = 92;
  const textX = MARGIN + qr + 16;
  const textWidth = WIDTH - qr - 16;
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + 150 > bottom) doc.addPage();
  const top = doc.y;
  doc.image(verify.qrPng, MARGIN, top, { width: qr, height: qr });
  doc.font("bold").fontSize(11).fillColor(ACCENT).text(v.heading, textX, top, { width: textWidth });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(INK)
    .text(v.intro, textX, doc.y + 2, { width: textWidth });
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(ACCENT)
    .text(verify.url, textX, doc.y + 2, { width: textWidth, link: verify.url, underline: true });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${v.code}: `, textX, doc.y + 2, { continued: true });
  doc.font("bold").fillColor(INK).text(verify.code);
  doc
    .font("bold")
    .fontSize(9)
    .fillColor("#b91c1c")
    .text(v.neverByEmail, textX, doc.y + 4, { width: textWidth });
  const end = Math.max(doc.y, top + qr);
  doc
    .rect(MARGIN - 6, top - 6, WIDTH + 12, end - top + 12)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = end + 20;
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
  if (!INVOICE_STATUSES.includes(row.o.status as OrderStatus) || row.o.priceUsdCents === null)
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
    priceUsd: row.o.priceUsdCents / 100,
    priceKrw: Number(row.o.priceKrw),
    // The destination in the invoice's language (the order keeps the buyer's; a deleted port keeps that).
    port: (destination && portName(destination, lang)) || row.o.destinationPort,
    portOfLoading: settings.port_of_loading.trim(),
    quote:
      row.o.quoteFreightCents !== null && row.o.quoteInsuranceCents !== null
        ? { freightUsd: row.o.quoteFreightCents / 100, insuranceUsd: row.o.quoteInsuranceCents / 100 }
        : null,
    dutiesUsd: row.o.quoteDutiesTotalCents === null ? null : row.o.quoteDutiesTotalCents / 100,
    verify: code && url ? { code, url, qrPng: await verifyQrPng(url) } : null,
  });
  return { pdf, filename: `${invoiceNo}-${lang}.pdf` };
}

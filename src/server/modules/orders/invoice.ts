// The proforma invoice of an order: seller (SITE_NAME), buyer, car, price and port, in the
// buyer's language, with the car PDF's fonts (Pretendard: Hangul, Latin and Cyrillic).
import PDFDocument from "pdfkit";
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
import { INVOICE_STATUSES } from "./serialize.js";

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
  buyer: { name: string; email: string; country: string | null };
  car: { name: string; year: number; mileage: number; carNumber: string | null };
  priceUsd: number;
  priceKrw: number;
  port: string | null;
};

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
    info: { Title: `${l.title} ${input.invoiceNo}`, Author: input.siteName },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

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
  doc.font("regular").fontSize(10).fillColor(INK).text(input.siteName, { width: half });
  doc.fillColor(MUTED).text(input.baseUrl, { width: half });
  const afterSeller = doc.y;
  doc
    .font("bold")
    .fontSize(11)
    .fillColor(ACCENT)
    .text(l.buyer, x + half + 20, top, { width: half });
  doc.font("regular").fontSize(10).fillColor(INK).text(input.buyer.name, { width: half });
  doc.fillColor(MUTED).text(input.buyer.email, { width: half });
  if (input.buyer.country) doc.text(input.buyer.country, { width: half });
  let y = Math.max(afterSeller, doc.y) + 24;

  // The line item: the car.
  doc
    .moveTo(x, y)
    .lineTo(x + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(MUTED)
    .text(l.description, x, y, { width: WIDTH - 140 });
  doc.text(l.amount, x + WIDTH - 140, y, { width: 140, align: "right" });
  y = doc.y + 6;
  doc
    .moveTo(x, y)
    .lineTo(x + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(INK)
    .text(input.car.name, x, y, { width: WIDTH - 150 });
  doc.text(usd.format(input.priceUsd), x + WIDTH - 140, y, { width: 140, align: "right" });
  doc.font("regular").fontSize(10).fillColor(MUTED);
  const details = [
    `${l.year}: ${input.car.year}`,
    `${l.mileage}: ${num.format(input.car.mileage)} ${l.km}`,
    `${l.chassis}: ${input.car.carNumber ?? l.none}`,
    `${l.priceKrw}: ₩${num.format(input.priceKrw)}`,
  ];
  doc.text(details.join("   ·   "), x, doc.y + 4, { width: WIDTH - 150 });
  y = doc.y + 12;
  doc
    .moveTo(x, y)
    .lineTo(x + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(l.total, x, y, { width: WIDTH - 140 });
  doc.fillColor(ACCENT).text(usd.format(input.priceUsd), x + WIDTH - 140, y, { width: 140, align: "right" });
  y = doc.y + 24;

  doc.font("bold").fontSize(10).fillColor(INK).text(`${l.destination}: `, x, y, { continued: true });
  doc.font("regular").text(input.port ?? l.none);
  doc.moveDown(1);
  doc.font("bold").text(l.terms);
  doc.font("regular").fillColor(MUTED).text(l.termsText, { width: WIDTH });
  doc.moveDown(2);
  doc.fontSize(9).text(l.validity, { width: WIDTH });
  doc.end();
  return done;
}

/** The invoice of the user's own order, from `invoiced` on (before, or someone else's → 404). */
/** The invoice of an order: the buyer's own (`userId`), or any order for an administrator (`null`). */
export async function orderInvoice(core: Core, userId: number | null, orderId: number, langParam?: string) {
  const [row] = await core.db
    .select({ o: orders, car: cars, user: users })
    .from(orders)
    .innerJoin(cars, eq(cars.id, orders.carId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row || (userId !== null && row.o.userId !== userId)) throw notFound("Order");
  if (!INVOICE_STATUSES.includes(row.o.status as OrderStatus) || row.o.priceUsdCents === null)
    throw notFound("Invoice");
  const lang = (
    langParam && (LANGUAGES as readonly string[]).includes(langParam) ? langParam : languageForCountry(row.user.country)
  ) as Lang;
  const invoiceNo = `PI-${String(row.o.id).padStart(6, "0")}`;
  // Dated when it was issued (the move to invoiced), not at each later change.
  const [issued] = await core.db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, "invoiced")))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const pdf = await renderInvoice({
    lang,
    siteName: core.config.siteName,
    baseUrl: core.config.publicBaseUrl,
    invoiceNo,
    issuedAt: issued?.at ?? row.o.updatedAt,
    buyer: { name: row.user.name, email: row.user.email, country: row.user.country },
    car: {
      name: translateCarName(row.car.carName, lang),
      year: row.car.year,
      mileage: row.car.mileage,
      carNumber: row.car.carNumber,
    },
    priceUsd: row.o.priceUsdCents / 100,
    priceKrw: Number(row.o.priceKrw),
    port: row.o.destinationPort,
  });
  return { pdf, filename: `${invoiceNo}-${lang}.pdf` };
}

// The car spec sheet: photo, specifications, options and description in one language.
import { translateCarName, translateTerm, type Lang } from "../../../shared/vehicle-terms.js";
import { translateOption } from "../../../shared/vehicle-terms-options.js";
import type { CarRow } from "../cars/index.js";
import { newPdf } from "../../lib/pdf/document.js";
import { PDF_LABELS } from "../../lib/pdf/labels.js";
import { formatLongDate, formatNumber, formatWithUnit } from "../../lib/format.js";
import { CONDITION_LABELS, conditionRows } from "./condition-section.js";

export type SpecSheetInput = {
  car: CarRow;
  lang: Lang;
  /** JPEG or PNG bytes, or null for a placeholder. */
  photo: Buffer | null;
  siteName: string;
  baseUrl: string;
  now?: Date;
};

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#111827";
const MUTED = "#6b7280";
const ACCENT = "#1c4fa1";
const RULE = "#e5e7eb";

/** The spec rows of a car, translated with the vehicle-terms dictionary. */
export function specRows(car: CarRow, lang: Lang): Array<[string, string]> {
  const l = PDF_LABELS[lang];
  const rows: Array<[string, string | null]> = [
    [l.maker, translateTerm("maker", car.maker, lang)],
    [l.model, translateTerm("model", car.model, lang)],
    // A grade is several words ("RG3 2.5T 가솔린 럭셔리"): translate it like a car name.
    [l.grade, car.grade ? translateCarName(car.grade, lang) : null],
    [l.year, car.month ? `${car.year}.${String(car.month).padStart(2, "0")}` : String(car.year)],
    [l.mileage, formatWithUnit(car.mileage, "km", lang)],
    [l.fuel, translateTerm("fuel", car.fuel, lang)],
    [l.transmission, translateTerm("transmission", car.transmission, lang)],
    [l.color, car.color ? translateTerm("color", car.color, lang) : null],
    [l.displacement, car.displacementCc ? formatWithUnit(car.displacementCc, "cc", lang) : null],
    // "245마력" in Korean, as its spec sheets write it; "245 hp", "245 л.с." elsewhere.
    [l.power, car.powerHp ? formatWithUnit(car.powerHp, "hp", lang) : null],
    [l.carNumber, car.carNumber],
    [l.price, `₩${formatNumber(Number(car.priceKrw), lang)}`],
  ];
  return rows.map(([k, v]) => [k, v && v.trim() ? v : "—"]);
}

/** Renders the spec sheet as a PDF (A4) with an embedded Hangul + Cyrillic font. */
export function renderSpecSheet(input: SpecSheetInput): Promise<Buffer> {
  const { car, lang } = input;
  const l = PDF_LABELS[lang];
  const name = translateCarName(car.carName, lang);
  const { doc, done } = newPdf({
    margin: PAGE.margin,
    bufferPages: true,
    lang,
    info: { Title: `${name} — ${l.title}`, Author: input.siteName, Subject: l.title },
  });

  const x = PAGE.margin;
  // Header: site and document title.
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(ACCENT)
    .text(input.siteName, x, PAGE.margin, { width: CONTENT_WIDTH / 2 });
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(MUTED)
    .text(l.title, x + CONTENT_WIDTH / 2, PAGE.margin, { width: CONTENT_WIDTH / 2, align: "right" });
  doc
    .moveTo(x, PAGE.margin + 18)
    .lineTo(x + CONTENT_WIDTH, PAGE.margin + 18)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();

  // Name, sold-out badge and price.
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(INK)
    .text(name, x, PAGE.margin + 30, { width: CONTENT_WIDTH });
  if (name !== car.carName)
    doc.font("regular").fontSize(10).fillColor(MUTED).text(car.carName, { width: CONTENT_WIDTH });
  if (car.soldout) {
    const y = doc.y + 4;
    doc.font("bold").fontSize(11);
    const w = doc.widthOfString(l.soldOut) + 16;
    doc.roundedRect(x, y, w, 20, 4).fill("#dc2626");
    doc.fillColor("#ffffff").text(l.soldOut, x + 8, y + 4, { lineBreak: false });
    doc.y = y + 24;
  }
  doc.moveDown(0.3);
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(ACCENT)
    .text(`₩${formatNumber(Number(car.priceKrw), lang)}`, x, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);

  // Photo (or a placeholder box).
  const photoTop = doc.y;
  const photoHeight = 280;
  if (input.photo) {
    try {
      doc.image(input.photo, x, photoTop, { fit: [CONTENT_WIDTH, photoHeight], align: "center", valign: "center" });
    } catch {
      input = { ...input, photo: null };
    }
  }
  if (!input.photo) {
    doc.rect(x, photoTop, CONTENT_WIDTH, photoHeight).fill("#f3f4f6");
    doc
      .font("regular")
      .fontSize(12)
      .fillColor(MUTED)
      .text(l.noPhoto, x, photoTop + photoHeight / 2 - 8, { width: CONTENT_WIDTH, align: "center" });
  }
  doc.y = photoTop + photoHeight + 16;

  // Specifications: two columns of label/value rows.
  const rows = specRows(car, lang);
  const colWidth = (CONTENT_WIDTH - 16) / 2;
  const rowHeight = 24;
  const half = Math.ceil(rows.length / 2);
  const tableTop = doc.y;
  rows.forEach(([label, value], i) => {
    const col = i < half ? 0 : 1;
    const row = i < half ? i : i - half;
    const cx = x + col * (colWidth + 16);
    const cy = tableTop + row * rowHeight;
    if (row % 2 === 0) doc.rect(cx, cy, colWidth, rowHeight).fill("#f9fafb");
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, cx + 6, cy + 7, { width: colWidth * 0.42, lineBreak: false, ellipsis: true });
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(INK)
      .text(value, cx + 6 + colWidth * 0.42, cy + 6, { width: colWidth * 0.58 - 12, lineBreak: false, ellipsis: true });
  });
  doc.y = tableTop + half * rowHeight + 18;

  const section = (title: string) => {
    if (doc.y > PAGE.height - PAGE.margin - 80) doc.addPage();
    doc.font("bold").fontSize(13).fillColor(INK).text(title, x, doc.y, { width: CONTENT_WIDTH });
    doc
      .moveTo(x, doc.y + 2)
      .lineTo(x + CONTENT_WIDTH, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.5);
  };

  // The inspection record (its own words: condition-labels.ts).
  section(CONDITION_LABELS[lang].title);
  const condition = conditionRows(car.condition ?? null, lang);
  if (condition.empty) {
    doc.font("regular").fontSize(10).fillColor(MUTED).text(condition.empty, x, doc.y, { width: CONTENT_WIDTH });
  } else {
    const top = doc.y;
    const perColumn = Math.ceil(condition.rows.length / 2);
    condition.rows.forEach(([label, value], i) => {
      const cx = x + (i < perColumn ? 0 : colWidth + 16);
      const cy = top + (i % perColumn) * 16;
      doc.font("regular").fontSize(9).fillColor(MUTED);
      doc.text(label, cx, cy, { width: colWidth * 0.55, lineBreak: false, ellipsis: true });
      doc
        .font("bold")
        .fontSize(9)
        .fillColor(value === CONDITION_LABELS[lang].notStated ? MUTED : INK);
      doc.text(value, cx + colWidth * 0.55, cy, { width: colWidth * 0.45, lineBreak: false, ellipsis: true });
    });
    doc.y = top + perColumn * 16 + 4;
    doc.font("bold").fontSize(9).fillColor(MUTED).text(CONDITION_LABELS[lang].fields.panels, x, doc.y);
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(INK)
      .text(condition.panels.join("  ·  "), x, doc.y, { width: CONTENT_WIDTH, lineGap: 3 });
  }
  doc.moveDown(1);

  section(l.options);
  const options = car.options.map((o) => translateOption(o, lang));
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(options.length ? INK : MUTED)
    .text(options.length ? options.join("  ·  ") : l.noOptions, x, doc.y, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.moveDown(1);

  section(l.description);
  const description = car.description?.trim();
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(description ? INK : MUTED)
    .text(description || l.noDescription, x, doc.y, { width: CONTENT_WIDTH, lineGap: 3 });

  // Footer on every page.
  const generated = formatLongDate(input.now ?? new Date(), lang);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 10;
    doc.font("regular").fontSize(8).fillColor(MUTED);
    doc.text(`${l.generated}: ${generated} · ${input.baseUrl}/cars/${car.id}`, x, y, {
      width: CONTENT_WIDTH - 40,
      lineBreak: false,
      height: 12,
    });
    doc.text(`${i - range.start + 1} / ${range.count}`, x + CONTENT_WIDTH - 40, y, {
      width: 40,
      align: "right",
      lineBreak: false,
      height: 12,
    });
  }
  doc.end();
  return done;
}

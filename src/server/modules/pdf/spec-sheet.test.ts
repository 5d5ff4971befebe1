import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { LANGS, translateCarName, translateTerm } from "../../../shared/vehicle-terms.js";
import { translateOption } from "../../../shared/vehicle-terms-options.js";
import type { cars } from "../../db/schema/cars.js";
import { pdfFonts } from "../../lib/pdf/fonts.js";
import { PDF_LABELS } from "../../lib/pdf/labels.js";
import { renderSpecSheet, specRows } from "./spec-sheet.js";
import { CONDITION_LABELS } from "./condition-labels.js";

const car = {
  id: 7,
  carName: "현대 쏘나타 DN8 2.0 가솔린",
  maker: "현대",
  model: "쏘나타",
  grade: "프리미엄",
  year: 2021,
  month: 3,
  mileage: 35210,
  fuel: "가솔린",
  transmission: "오토",
  color: "흰색",
  displacementCc: 1999,
  powerHp: 160,
  carNumber: "12가3456",
  priceKrw: 21_500_000,
  options: ["선루프", "내비게이션", "통풍시트"],
  description: "무사고 차량입니다. Өнгө, Үнэ; Щётка — ₩",
  images: [],
  mainImage: null,
  soldout: true,
} as unknown as typeof cars.$inferSelect;

/** The fontkit font behind a registered pdfkit font (pdfkit keeps it on `_font.font`). */
function glyphChecker(file: Buffer) {
  const doc = new PDFDocument();
  doc.registerFont("f", file);
  doc.font("f");
  const font = (doc as unknown as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
  return (text: string) => [...text].filter((ch) => !/\s/.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!));
}

describe("PDF spec sheet", () => {
  it("translates a several-word grade like a car name", () => {
    const rows = specRows({ ...car, grade: "RG3 2.5T 가솔린 럭셔리" }, "en");
    expect(rows.find(([label]) => label === PDF_LABELS.en.grade)?.[1]).toBe("RG3 2.5T Gasoline Luxury");
  });

  it("has a glyph for every character it writes, in all four languages (Hangul, Cyrillic incl. Өө Үү)", () => {
    const fonts = pdfFonts();
    for (const file of [fonts.regular, fonts.bold]) {
      const missing = glyphChecker(file);
      for (const lang of LANGS) {
        const texts = [
          ...Object.values(PDF_LABELS[lang]),
          ...Object.values(CONDITION_LABELS[lang]).flatMap((v) =>
            typeof v === "string" ? [v] : typeof v === "function" ? [v(3)] : Object.values(v),
          ),
          ...specRows(car, lang).flat(),
          translateCarName(car.carName, lang),
          ...car.options.map((o) => translateOption(o, lang)),
          car.description!,
          translateTerm("fuel", "디젤", lang),
          translateTerm("transmission", "수동", lang),
        ];
        expect(missing(texts.join(" ")), lang).toEqual([]);
      }
    }
  });

  it("translates the specifications with the vehicle-terms dictionary", () => {
    const ru = Object.fromEntries(specRows(car, "ru"));
    expect(ru[PDF_LABELS.ru.maker]).toBe(translateTerm("maker", "현대", "ru"));
    expect(ru[PDF_LABELS.ru.fuel]).toBe(translateTerm("fuel", "가솔린", "ru"));
    expect(ru[PDF_LABELS.ru.fuel]).not.toBe("가솔린");
    const ko = Object.fromEntries(specRows(car, "ko"));
    expect(ko[PDF_LABELS.ko.fuel]).toBe("가솔린");
    // Engine power in each language's unit; unknown is a dash.
    expect(ru[PDF_LABELS.ru.power]).toBe("160 л.с.");
    expect(ko[PDF_LABELS.ko.power]).toBe("160마력");
    expect(Object.fromEntries(specRows({ ...car, powerHp: null }, "en"))[PDF_LABELS.en.power]).toBe("—");
  });

  it("renders an A4 PDF with the font embedded as a subset", async () => {
    for (const lang of LANGS) {
      const pdf = await renderSpecSheet({
        car,
        lang,
        photo: null,
        siteName: "Test Motors",
        baseUrl: "http://localhost:3000",
      });
      const text = pdf.toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Pretendard-Regular/);
      expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Pretendard-Bold/);
      expect(text).toContain("/MediaBox [0 0 595.28 841.89]");
    }
  });
});

import PDFDocument from "pdfkit";
import { pdfFonts } from "./fonts.js";

/**
 * A new A4 document with the site's fonts registered as "regular" and "bold" (they cover Hangul,
 * Latin and Cyrillic), and the file it becomes: `done` resolves once `doc.end()` has flushed it.
 */
export function newPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const fonts = pdfFonts();
  const doc = new PDFDocument({ size: "A4", ...options });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

// The text of a PDF as a reader would copy it (pdfjs-dist, the legacy build for Node), so a test can
// check what a generated document says, not only that it is a PDF.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every page's text, items joined by spaces and pages by new lines. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  // pdfjs 5 dropped `isEvalSupported` (it no longer compiles fonts with eval) and moved
  // `destroy()` from the document to its loading task.
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  try {
    const doc = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return pages.join("\n");
  } finally {
    await task.destroy();
  }
}

/** How many pages a PDF has. */
export async function pdfPageCount(pdf: Buffer | Uint8Array): Promise<number> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
}

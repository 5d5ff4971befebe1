import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

// Pretendard (OFL-1.1, npm "pretendard") covers Hangul, Latin and Cyrillic including the
// Mongolian letters Өө Үү, which Noto Sans KR lacks; the TTF build is read by pdfkit's fontkit.
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("pretendard/package.json")), "dist/public/static/alternative");

export const FONT_FILES = {
  regular: path.join(fontDir, "Pretendard-Regular.ttf"),
  bold: path.join(fontDir, "Pretendard-Bold.ttf"),
} as const;

let cache: { regular: Buffer; bold: Buffer } | undefined;

/** The two font files, read once per process. */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= { regular: fs.readFileSync(FONT_FILES.regular), bold: fs.readFileSync(FONT_FILES.bold) };
  return cache;
}

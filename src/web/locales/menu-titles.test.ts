import { describe, expect, it } from "vitest";

// A menu entry and the page it opens say the same word ("Хүсэлт" in the menu, "Хүсэлт" on the page),
// so a visitor knows they arrived. Cost and Contact keep a short menu word on purpose.
const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });
const MENU_PAGES = ["cars", "inquiry", "board", "reviews"] as const;

describe("menu labels match page titles", () => {
  for (const lang of ["en", "ko", "mn", "ru"]) {
    it(lang, () => {
      const nav = (files[`./${lang}/common.json`] as { nav: Record<string, string> }).nav;
      for (const page of MENU_PAGES) {
        const title = (files[`./${lang}/${page}.json`] as { title: string }).title;
        expect(title, `${lang} ${page}`).toBe(nav[page]);
      }
    });
  }
});

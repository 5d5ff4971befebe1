import { describe, expect, it } from "vitest";
import { originalLanguage, originalLanguageName } from "./original-language";

describe("originalLanguage", () => {
  it("tells Korean from English by the letters", () => {
    expect(originalLanguage("실내 아주 깨끗합니다. 4WD")).toBe("ko");
    expect(originalLanguage("Very clean, new tyres")).toBe("en");
    expect(originalLanguage("2021 · 35 000")).toBeNull();
  });

  it("names the language in the page language, and says nothing on a page in that language", () => {
    expect(originalLanguageName("깨끗합니다", "en")).toBe("Korean");
    expect(originalLanguageName("깨끗합니다", "ru")?.toLowerCase()).toBe("корейский");
    expect(originalLanguageName("Clean", "ko")).toBe("영어");
    expect(originalLanguageName("깨끗합니다", "ko")).toBeNull();
  });
});

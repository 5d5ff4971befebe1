import { describe, expect, it } from "vitest";
import { mainLanguage, originalLanguage, originalLanguageName, sourceLanguageName } from "./original-language";

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

describe("mainLanguage", () => {
  it("names a source by the language most of it is in, a Korean law's name quoted in English included", () => {
    const notice = "MOTIE: 33rd amendment of the Public Notice on the Trade of Strategic Items (전략물자 수출입고시)";
    expect(mainLanguage(notice)).toBe("en");
    expect(sourceLanguageName(notice, "ru")?.toLowerCase()).toBe("английский");
    expect(mainLanguage("관세청 고시 제2024-1호 (Korea Customs Service)")).toBe("ko");
    expect(sourceLanguageName(notice, "en")).toBeNull();
    expect(mainLanguage("2024 · 5 200")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { languageForCountry } from "./country-language.js";

describe("languageForCountry", () => {
  it("maps Korea, Mongolia and the Russian-speaking countries, English otherwise", () => {
    expect(languageForCountry("KR")).toBe("ko");
    expect(languageForCountry("MN")).toBe("mn");
    for (const c of ["RU", "KZ", "KG", "BY"]) expect(languageForCountry(c)).toBe("ru");
    for (const c of ["US", "DE", "JP", "UA", "AE"]) expect(languageForCountry(c)).toBe("en");
  });

  it("ignores case and blanks and falls back to English", () => {
    expect(languageForCountry(" kr ")).toBe("ko");
    expect(languageForCountry("")).toBe("en");
    expect(languageForCountry(null)).toBe("en");
    expect(languageForCountry("XX")).toBe("en");
  });
});

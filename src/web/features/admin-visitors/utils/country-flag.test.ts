import { describe, expect, it } from "vitest";
import { countryFlag, countryName } from "./country-flag";

describe("country flags", () => {
  it("builds the flag from regional indicator symbols", () => {
    expect(countryFlag("MN")).toBe("🇲🇳");
    expect(countryFlag("kr")).toBe("🇰🇷");
    expect(countryFlag("RU")).toBe("🇷🇺");
    expect([...countryFlag("US")].map((c) => c.codePointAt(0))).toEqual([0x1f1fa, 0x1f1f8]);
  });

  it("answers a white flag for anything that is not a code", () => {
    expect(countryFlag("")).toBe("🏳️");
    expect(countryFlag("USA")).toBe("🏳️");
  });

  it("names countries in the page language", () => {
    expect(countryName("MN", "en")).toBe("Mongolia");
    expect(countryName("KR", "ru")).toMatch(/Корея/);
  });
});

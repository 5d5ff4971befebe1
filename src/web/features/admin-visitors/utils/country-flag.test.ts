import { describe, expect, it } from "vitest";
import { countryName, flagClass } from "./country-flag";

// That the images exist and load is checked in the browser (e2e/visitors.slow.e2e.ts).
describe("country flags", () => {
  it("names the shipped flag image of a code", () => {
    expect(flagClass("MN")).toBe("fi fi-mn");
    expect(flagClass(" kr ")).toBe("fi fi-kr");
  });

  it("has no flag for anything that is not a code", () => {
    expect(flagClass("")).toBeNull();
    expect(flagClass("USA")).toBeNull();
    expect(flagClass("1A")).toBeNull();
  });

  it("names countries in the page language", () => {
    expect(countryName("MN", "en")).toBe("Mongolia");
    expect(countryName("KR", "ru")).toMatch(/Корея/);
  });
});

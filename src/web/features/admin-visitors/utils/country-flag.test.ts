import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countryName, flagClass } from "./country-flag";

const require = createRequire(import.meta.url);
const flagsDir = path.join(path.dirname(require.resolve("flag-icons/package.json")), "flags/4x3");

describe("country flags", () => {
  it("names the shipped flag image of a code", () => {
    expect(flagClass("MN")).toBe("fi fi-mn");
    expect(flagClass(" kr ")).toBe("fi fi-kr");
    // Every country the demo and the map use has its image in the package.
    for (const code of ["mn", "kr", "ru", "us", "kz", "uz", "kg", "ge", "ae", "jp"]) {
      expect(fs.existsSync(path.join(flagsDir, `${code}.svg`)), code).toBe(true);
    }
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

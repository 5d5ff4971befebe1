// The share of Korean words the dictionary translates in the car names the catalogue meets
// (demo catalogue and upstream simulator; tools/name-coverage.ts). Before issue 27 it was 98.5 %
// ("GT-라인", "4MATIC 롱", "기본형" stayed Korean); every word is translated now.
import { describe, expect, it } from "vitest";
import { catalogueNames, nameCoverage } from "../tools/name-coverage.js";

describe("car names translated", () => {
  it("every Korean word of the demo and simulator names, in en, mn and ru", () => {
    const coverage = nameCoverage(catalogueNames());
    for (const c of coverage) {
      expect(c.words).toBeGreaterThan(1000);
      expect({ lang: c.lang, left: [...c.left.keys()] }).toEqual({ lang: c.lang, left: [] });
      expect(c.share).toBe(1);
    }
  });
});

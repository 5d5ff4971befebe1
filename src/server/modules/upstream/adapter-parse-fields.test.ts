import { describe, expect, it } from "vitest";
import { enginePower, RowError } from "./adapter-parse-fields.js";

describe("enginePower", () => {
  it("reads metric horsepower as Korean listings print it", () => {
    expect(enginePower("245마력")).toBe(245);
    expect(enginePower(" 245 마력 ")).toBe(245);
    expect(enginePower("245ps")).toBe(245);
    expect(enginePower("245 PS")).toBe(245);
    expect(enginePower("245(ps)")).toBe(245);
    expect(enginePower("245hp")).toBe(245);
    expect(enginePower("245마력/6,000rpm")).toBe(245);
    expect(enginePower("1,001마력")).toBe(1001);
    expect(enginePower("245")).toBe(245);
  });

  it("converts kilowatts", () => {
    expect(enginePower("180kW")).toBe(245);
    expect(enginePower("160 kW")).toBe(218);
  });

  it("is unknown when not given or out of 1..2000, and refuses what is not a power", () => {
    for (const text of [undefined, "", "-", " - "]) expect(enginePower(text)).toBeNull();
    for (const text of ["0마력", "2001마력", "99999999999999999999마력", "1,600kW"])
      expect(enginePower(text)).toBeNull();
    for (const text of ["마력", "약 245마력", "245 토크", "-245마력"])
      expect(() => enginePower(text), text).toThrow(RowError);
  });
});

import { describe, expect, it } from "vitest";
import { numberSeparators } from "./separators";

describe("numberSeparators", () => {
  for (const lang of ["en", "ko", "mn", "ru"]) {
    it(`${lang}: an input writes 1234567.5 exactly as Intl.NumberFormat does in tables`, () => {
      const { thousandSeparator, decimalSeparator } = numberSeparators(lang);
      const grouped = "1234567".replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator);
      expect(`${grouped}${decimalSeparator}5`).toBe(new Intl.NumberFormat(lang).format(1234567.5));
    });
  }

  it("Russian groups with a no-break space and writes a decimal comma", () => {
    expect(numberSeparators("ru").thousandSeparator).toMatch(/^[\u00a0\u202f ]$/);
    expect(numberSeparators("ru").decimalSeparator).toBe(",");
  });
});

import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./api/constants.js";
import { ORDER_STATUSES } from "./api/deals-statuses.js";
import { orderStatusLabel, orderStatusWord } from "./order-status-words.js";

describe("order status words", () => {
  it("has a word for every status in every language, distinct within a language", () => {
    for (const lang of LANGUAGES) {
      const words = ORDER_STATUSES.map((s) => orderStatusWord(s, lang));
      for (const word of words) expect(word.trim().length, lang).toBeGreaterThan(1);
      expect(new Set(words).size, lang).toBe(ORDER_STATUSES.length);
    }
  });

  it("writes the word inside a sentence and as a label with its capital", () => {
    expect(orderStatusWord("shipped", "en")).toBe("shipped");
    expect(orderStatusLabel("shipped", "en")).toBe("Shipped");
    expect(orderStatusWord("invoiced", "ru")).toBe("выставлен счёт");
    expect(orderStatusLabel("invoiced", "ru")).toBe("Выставлен счёт");
    expect(orderStatusLabel("reserved", "mn")).toBe("Захиалсан");
    expect(orderStatusLabel("shipped", "ko")).toBe("선적됨");
    for (const lang of LANGUAGES)
      for (const status of ORDER_STATUSES)
        expect(orderStatusLabel(status, lang).toLocaleLowerCase(lang)).toBe(orderStatusWord(status, lang));
  });
});

import { describe, expect, it } from "vitest";
import { PASSWORD_RULES, checkPassword, isSpecialChar } from "./password-policy.js";

describe("PASSWORD_RULES", () => {
  it("lists the three rules with their parameters", () => {
    expect(PASSWORD_RULES).toEqual([
      { id: "min_length", min: 10 },
      { id: "special_char", min: 1 },
      { id: "max_length", max: 128 },
    ]);
  });
});

describe("checkPassword", () => {
  it("accepts 10 characters with one special character", () => {
    const check = checkPassword("abcdefghi!");
    expect(check).toEqual({
      ok: true,
      unmet: [],
      results: [
        { id: "min_length", met: true },
        { id: "special_char", met: true },
        { id: "max_length", met: true },
      ],
    });
  });

  it("rejects 9 characters", () => {
    expect(checkPassword("abcdefgh!").unmet).toEqual(["min_length"]);
  });

  it("rejects a password without a special character", () => {
    expect(checkPassword("abcdefghij1234").unmet).toEqual(["special_char"]);
  });

  it("reports every unmet rule", () => {
    expect(checkPassword("").unmet).toEqual(["min_length", "special_char"]);
  });

  it("accepts 128 characters and rejects 129", () => {
    expect(checkPassword("!".padEnd(128, "a")).ok).toBe(true);
    expect(checkPassword("!".padEnd(129, "a")).unmet).toEqual(["max_length"]);
  });

  it("treats Korean and Cyrillic letters and any digits as non-special", () => {
    expect(checkPassword("비밀번호비밀번호비밀번호").unmet).toEqual(["special_char"]);
    expect(checkPassword("парольпароль").unmet).toEqual(["special_char"]);
    expect(checkPassword("нууцүгнууцүг").unmet).toEqual(["special_char"]);
    expect(checkPassword("비밀번호비밀번호!!").ok).toBe(true);
    expect(isSpecialChar("٣")).toBe(false);
  });

  it("counts symbols of any script as special, but not spaces", () => {
    for (const ch of ["!", "@", "_", "-", "€", "₩", "·", "※", "😀"]) expect(isSpecialChar(ch), ch).toBe(true);
    for (const ch of [" ", "\u00a0", "\t", "a", "Я", "한", "7"]) expect(isSpecialChar(ch), ch).toBe(false);
    expect(checkPassword("abcde fghij").unmet).toEqual(["special_char"]);
  });

  it("counts characters, not UTF-16 units or decomposed jamo", () => {
    expect(checkPassword("😀😀😀😀😀").unmet).toEqual(["min_length"]);
    const decomposed = "비밀번호비밀번호!".normalize("NFD");
    expect(checkPassword(decomposed).unmet).toEqual(["min_length"]);
  });
});

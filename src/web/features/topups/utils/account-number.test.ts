import { describe, expect, it } from "vitest";
import { accountNumber } from "./account-number";

describe("accountNumber", () => {
  it("finds the number on the account line of the default bank details", () => {
    const details =
      "Bank: Shinhan Bank (SWIFT SHBKKRSE)\nAccount: 140-013-456789 (USD)\nBeneficiary: K-Car Market Co., Ltd.";
    expect(accountNumber(details)).toBe("140-013-456789");
  });

  it("reads Korean, Russian and Mongolian labels, and IBANs", () => {
    expect(accountNumber("계좌번호: 110 123 456789")).toBe("110 123 456789");
    expect(accountNumber("Расчётный счёт: 40702810900000012345")).toBe("40702810900000012345");
    expect(accountNumber("Дансны дугаар: 5012345678")).toBe("5012345678");
    expect(accountNumber("IBAN: DE89370400440532013000")).toBe("DE89370400440532013000");
  });

  it("is null when no line names an account", () => {
    expect(accountNumber("Bank: Shinhan Bank\nPhone: 02-123-4567")).toBeNull();
    expect(accountNumber("")).toBeNull();
  });
});

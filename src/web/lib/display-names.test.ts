import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../../shared/countries";
import { countryName, displayNames } from "./display-names";
import { COUNTRY_NAMES_MN } from "./display-names-mn";

describe("display names", () => {
  it("the Mongolian table names every country the server accepts", () => {
    const missing = COUNTRY_CODES.filter((code) => !COUNTRY_NAMES_MN[code]);
    expect(missing).toEqual([]);
  });

  it("names countries and languages in the page language", () => {
    expect(countryName("MN", "mn")).toBe("Монгол");
    expect(countryName("KR", "ru")).toBe("Республика Корея");
    expect(countryName("RU", "ko")).toBe("러시아");
    expect(displayNames("mn", "language")("ko")).toBe("солонгос");
  });
});

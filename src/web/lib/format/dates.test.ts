import { describe, expect, it } from "vitest";
import { shortDayFormat } from "./dates";

describe("shortDayFormat (chart ticks)", () => {
  it("writes a plain day without its year in each language, Mongolian as Mongolia does", () => {
    expect(shortDayFormat("en").format("2026-12-04")).toBe("Dec 4");
    expect(shortDayFormat("ko").format("2026-12-04")).toBe("12월 4일");
    expect(shortDayFormat("ru").format("2026-12-04")).toMatch(/^4 дек/);
    expect(shortDayFormat("mn").format("2026-12-04")).toBe("12.04");
    // The first of a month stays the first whatever the machine's time zone.
    expect(shortDayFormat("mn").format("2026-01-01")).toBe("01.01");
  });
});

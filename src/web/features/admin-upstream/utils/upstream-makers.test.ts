import { describe, expect, it } from "vitest";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { upstreamMakers } from "./upstream-makers";

describe("upstreamMakers", () => {
  it("lists each maker once, under the spelling that owns its models", () => {
    const makers = upstreamMakers();
    expect(makers).toContain("벤츠");
    expect(makers).toContain("토요타");
    expect(makers).not.toContain("메르세데스-벤츠");
    expect(makers).not.toContain("도요타");
    const names = makers.map((m) => translateTerm("maker", m, "en"));
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps renamed makers, whose names differ", () => {
    expect(upstreamMakers()).toEqual(expect.arrayContaining(["르노삼성", "르노코리아", "쌍용", "KG모빌리티", "현대"]));
  });
});

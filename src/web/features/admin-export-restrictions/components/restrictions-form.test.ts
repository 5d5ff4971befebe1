import { describe, expect, it } from "vitest";
import { emptyRestrictions, newRule, ruleErrorsOf, toBody, toForm } from "./restrictions-form";

describe("the export restrictions form", () => {
  it("sends only the bounds typed, numbers as numbers, fuels when chosen; and reads a saved document back", () => {
    const form = emptyRestrictions();
    form.asOf = "2024-02-24";
    form.source = "  MOTIE notice  ";
    form.rules[0] = {
      ...newRule(),
      bounds: { min_cc: "2001", max_cc: "", min_hp: 0, max_hp: " ", min_age: "", max_age: "12" },
      fuels: ["가솔린"],
      reason: { en: "Over 2,000 cm³", ko: "2,000cc 초과", mn: "2000 см³-ээс их", ru: "Более 2000 см³" },
    };
    form.rules.push({ ...newRule(), reason: { en: "All", ko: "전부", mn: "Бүгд", ru: "Все" } });
    const body = toBody(form);
    expect(body).toEqual({
      as_of: "2024-02-24",
      source: "MOTIE notice",
      rules: [
        { when: { min_cc: 2001, min_hp: 0, max_age: 12, fuels: ["가솔린"] }, reason: form.rules[0].reason },
        { when: {}, reason: form.rules[1].reason },
      ],
    });
    const back = toForm({ country: "RU", ...body });
    expect(toBody(back)).toEqual(body);
    expect(back.rules[0].bounds.max_cc).toBe("");
  });

  it("finds a rule's server messages by their field", () => {
    const errors = {
      "rules.1.when.min_cc": "must not exceed max_cc",
      "rules.1.reason.ru": "empty",
      "rules.10.reason.en": "x",
      source: "s",
    };
    expect(ruleErrorsOf(errors, 1)).toEqual({ "when.min_cc": "must not exceed max_cc", "reason.ru": "empty" });
    expect(ruleErrorsOf(errors, 0)).toEqual({});
  });
});

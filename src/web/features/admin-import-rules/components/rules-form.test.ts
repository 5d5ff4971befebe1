import { describe, expect, it } from "vitest";
import type { ImportRules } from "../../../../shared/api/import-rules";
import { emptyRules, newComponent, rowErrorsOf, toBody, toForm } from "./rules-form";

const RULES: ImportRules = {
  country: "MN",
  currency: "MNT",
  as_of: "2026-01-01",
  source: "Customs tariff",
  max_age: 10,
  components: [
    { name: { en: "Duty", ko: "관세", mn: "Татвар", ru: "Пошлина" }, kind: "percent", rate: 0.07, of: "value" },
    {
      name: { en: "Excise", ko: "특소세", mn: "Онцгой", ru: "Акциз" },
      kind: "fixed",
      amount: 3_050_000,
      when: { max_age: 6, min_cc: 1501, max_cc: 2500, min_hp: 161, max_hp: 190, fuels: ["하이브리드"] },
    },
    {
      name: { en: "VAT", ko: "부가세", mn: "НӨАТ", ru: "НДС" },
      kind: "percent",
      rate: 0.1,
      of: "value_and_above",
      min_per_cc: 2.5,
      when: { min_value: 8500.01, max_value: 16_700 },
    },
    { name: { en: "Fee", ko: "수수료", mn: "Хураамж", ru: "Сбор" }, kind: "per_cc", amount: 3 },
  ],
};

describe("the import rules form", () => {
  it("shows a rate in per cent without float noise and gives the same rules back", () => {
    const form = toForm(RULES);
    expect(form.components[0].ratePct).toBe(7);
    expect(form.maxAge).toBe(10);
    const { country: _country, ...body } = RULES;
    expect(toBody(form)).toEqual(body);
  });

  it("leaves out what is empty: no age limit, no `when`, a kind's foreign keys", () => {
    const form = emptyRules("RU");
    expect(form.currency).toBe("RUB");
    form.source = "  Decree  ";
    form.components[0] = {
      ...newComponent(),
      name: { en: " Fee ", ko: "수수료", mn: "Хураамж", ru: "Сбор" },
      kind: "fixed",
      ratePct: 15,
      amount: "500",
    };
    const body = toBody(form);
    expect(body.max_age).toBeNull();
    expect(body.source).toBe("Decree");
    expect(body.components[0]).toEqual({
      name: { en: "Fee", ko: "수수료", mn: "Хураамж", ru: "Сбор" },
      kind: "fixed",
      amount: 500,
    });
  });

  it("sends a rate as typed, so the server can refuse it beside its field", () => {
    const form = emptyRules("KZ");
    expect(form.currency).toBe("USD");
    form.components[0].ratePct = 900;
    expect(toBody(form).components[0]).toMatchObject({ kind: "percent", rate: 9, of: "value" });
  });

  it("gives each row the server's messages about it: by the input that shows them, the rest as the row's", () => {
    const rows = rowErrorsOf(
      {
        "components.0.when.min_hp": "must not exceed max_hp",
        "components.0.name.ru.x": "must be a name",
        "components.2": "is invalid",
        "components.2.extra": "is not allowed",
        "components.9.rate": "out of range",
        source: "is required",
      },
      3,
    );
    expect(rows[0]).toEqual({
      fields: { "when.min_hp": "must not exceed max_hp", "name.ru": "must be a name" },
      other: [],
    });
    expect(rows[1]).toEqual({ fields: {}, other: [] });
    expect(rows[2]).toEqual({ fields: {}, other: ["is invalid", "extra is not allowed"] });
  });
});

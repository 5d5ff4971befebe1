import { describe, expect, it } from "vitest";
import { Compile } from "typebox/compile";
import { CarCondition } from "../../shared/api/condition.js";
import { generateDemoCars } from "./cars.js";
import { demoConditionOf } from "./conditions.js";

describe("demo condition reports", () => {
  it("mix clean cars, accidents with panels, cars without a record and unstated fields, as the contract shapes them", () => {
    const cars = generateDemoCars();
    const records = cars.map((c, i) => demoConditionOf(c, i));
    expect(records).toEqual(cars.map((c, i) => demoConditionOf(c, i))); // deterministic
    const check = Compile(CarCondition);
    for (const r of records) if (r) expect(check.Check(r), JSON.stringify(r)).toBe(true);
    const none = records.filter((r) => r === null).length;
    const accidents = records.filter((r) => r?.accident === true);
    const clean = records.filter((r) => r?.accident === false).length;
    expect(none).toBeGreaterThan(0);
    expect(accidents.length).toBeGreaterThan(cars.length / 6);
    expect(clean).toBeGreaterThan(cars.length / 3);
    expect(accidents.every((r) => r!.panels.length > 0)).toBe(true);
    expect(records.some((r) => r && (r.insurance_claims === null || r.owner_changes === null))).toBe(true);
    // A dealer who writes "no accident" is never contradicted by the record.
    cars.forEach((c, i) => {
      if (/무사고|사고 이력 없는|No accident/i.test(c.dealer_comment + c.description)) {
        expect(records[i]?.accident).toBe(false);
      }
    });
  });
});

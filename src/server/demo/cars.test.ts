import { describe, expect, it } from "vitest";
import { OPTION_NAMES, translateOption } from "../../shared/vehicle-terms-options.js";
import { findTerm, parseMakerModel, translateCarName } from "../../shared/vehicle-terms.js";
import { DEMO_BANNERS, DEMO_CAR_COUNT, generateDemoCars } from "./cars.js";

const cars = generateDemoCars();
const HANGUL = /[\uAC00-\uD7A3]/;

describe("generateDemoCars", () => {
  it("makes at least 60 cars, the same ones every time", () => {
    expect(cars.length).toBe(DEMO_CAR_COUNT);
    expect(cars.length).toBeGreaterThanOrEqual(60);
    expect(generateDemoCars()).toEqual(cars);
    expect(generateDemoCars(10, 7)).not.toEqual(cars.slice(0, 10));
  });

  it("mixes domestic and import makers and spans 2015–2025", () => {
    const domestic = new Set(["현대", "기아", "제네시스", "쉐보레", "르노코리아", "르노삼성", "KG모빌리티", "쌍용"]);
    const imports = cars.filter((c) => !domestic.has(c.maker));
    expect(imports.length).toBeGreaterThanOrEqual(15);
    expect(cars.length - imports.length).toBeGreaterThanOrEqual(30);
    const years = cars.map((c) => c.year);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(2015);
    expect(Math.max(...years)).toBeLessThanOrEqual(2025);
    expect(new Set(years).size).toBeGreaterThanOrEqual(8);
  });

  it("uses only dictionary terms, translatable to English without falling back", () => {
    for (const car of cars) {
      for (const [category, ko] of [
        ["maker", car.maker],
        ["model", car.model],
        ["fuel", car.fuel],
        ["transmission", car.transmission],
        ["color", car.color],
      ] as const) {
        expect(findTerm(category, ko), `${category} ${ko}`).toBeDefined();
      }
      expect(translateCarName(car.car_name, "en"), car.car_name).not.toMatch(HANGUL);
      for (const option of car.options) {
        expect(OPTION_NAMES).toContain(option);
        expect(translateOption(option, "en")).not.toMatch(HANGUL);
      }
    }
  });

  it("builds the name from maker, model and grade, and parses back", () => {
    for (const car of cars) {
      expect(car.car_name).toBe(`${car.maker} ${car.model} ${car.grade}`);
      expect(parseMakerModel(car.car_name)).toEqual({ maker: car.maker, model: car.model, grade: car.grade });
    }
  });

  it("has plausible numbers and unique plates", () => {
    for (const car of cars) {
      expect(Number.isInteger(car.price_krw)).toBe(true);
      expect(car.price_krw % 100_000).toBe(0);
      expect(car.price_krw).toBeGreaterThanOrEqual(3_000_000);
      expect(car.price_krw).toBeLessThanOrEqual(250_000_000);
      expect(car.mileage).toBeGreaterThanOrEqual(0);
      expect(car.mileage).toBeLessThan(300_000);
      expect(car.month).toBeGreaterThanOrEqual(1);
      expect(car.month).toBeLessThanOrEqual(12);
      expect(car.displacement_cc === 0).toBe(car.fuel === "전기");
      expect(car.car_number).toMatch(/^\d{2,3}[가-힣]\d{4}$/);
      expect(car.description).not.toMatch(HANGUL);
      expect(car.dealer_comment).toMatch(HANGUL);
      expect(Number.isSafeInteger(car.photoSeed)).toBe(true);
    }
    expect(new Set(cars.map((c) => c.car_number)).size).toBe(cars.length);
    const newer = cars.filter((c) => c.model === "그랜저" || c.model === "쏘나타");
    for (const a of newer)
      for (const b of newer) {
        if (a.model === b.model && a.year > b.year + 3) expect(a.price_krw).toBeGreaterThan(b.price_krw);
      }
  });

  it("states the engine power the maker gives for most cars, and leaves it unknown for the rest", () => {
    const known = cars.filter((c) => c.power_hp !== null);
    expect(known.length).toBeGreaterThan(cars.length / 2);
    expect(known.length).toBeLessThan(cars.length);
    for (const car of known) {
      expect(Number.isInteger(car.power_hp)).toBe(true);
      expect(car.power_hp).toBeGreaterThanOrEqual(60);
      expect(car.power_hp).toBeLessThanOrEqual(700);
    }
    // The figures of the table: a Sonata DN8 2.0 (160 PS) and a Genesis G90 RS4 3.5T (380 PS).
    const sonata = cars.find((c) => c.car_name.startsWith("현대 쏘나타 DN8 2.0 가솔린"));
    expect(sonata?.power_hp).toBe(160);
    const g90 = cars.find((c) => c.car_name.startsWith("제네시스 G90 RS4 3.5T"));
    expect(g90?.power_hp).toBe(380);
  });

  it("points every banner at the intended car", () => {
    expect(DEMO_BANNERS.length).toBe(4);
    for (const banner of DEMO_BANNERS) {
      expect(cars[banner.carIndex]?.model).toBe(banner.model);
      for (const key of ["title", "subtitle"] as const) {
        for (const lang of ["en", "ko", "mn", "ru"] as const) expect(banner[`${key}_${lang}`]).not.toBe("");
      }
      expect(banner.subtitle_ru).toMatch(/[А-яЁё]/);
      expect(banner.subtitle_mn).toMatch(/[А-яЁёӨөҮү]/);
    }
  });
});

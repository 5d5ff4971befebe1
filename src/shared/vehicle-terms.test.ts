import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRANSLATIONS,
  LANGS,
  MODEL_MAKER,
  TERM_CATEGORIES,
  findTerm,
  modelsOfMaker,
  parseMakerModel,
  translateCarName,
  translateTerm,
} from "./vehicle-terms.js";

const SONATA = "현대 쏘나타 DN8 2.0 가솔린";

describe("DEFAULT_TRANSLATIONS", () => {
  const count = (category: string) => DEFAULT_TRANSLATIONS.filter((t) => t.category === category).length;

  it("has enough entries per category", () => {
    expect(count("maker")).toBeGreaterThanOrEqual(30);
    expect(count("model")).toBeGreaterThanOrEqual(100);
    expect(count("color")).toBeGreaterThanOrEqual(17);
    expect(count("fuel")).toBeGreaterThanOrEqual(8);
    expect(count("transmission")).toBeGreaterThanOrEqual(6);
    expect(count("trim")).toBeGreaterThanOrEqual(20);
    const core = ["maker", "model", "color", "fuel", "transmission"].reduce((n, c) => n + count(c), 0);
    expect(core).toBeGreaterThan(200);
  });

  it("has no duplicate (category, ko) pair", () => {
    const keys = DEFAULT_TRANSLATIONS.map((t) => `${t.category}\u0000${t.ko}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives every entry a known category and all four languages, trimmed and non-empty", () => {
    for (const t of DEFAULT_TRANSLATIONS) {
      expect(TERM_CATEGORIES).toContain(t.category);
      for (const lang of LANGS) {
        expect(t[lang], `${t.category}/${t.ko}/${lang}`).toMatch(/^\S(.*\S)?$/);
      }
    }
  });

  it("writes Mongolian and Russian in Cyrillic unless the term is a Latin code or a name (make, model, trim)", () => {
    for (const t of DEFAULT_TRANSLATIONS) {
      if (!/[\uAC00-\uD7A3]/.test(t.ko) || t.en === t.en.toUpperCase()) continue;
      if (t.category === "maker" || t.category === "model") continue;
      // A trim name as registered (registeredEntry): Latin, its sounds kept as aliases.
      if (t.category === "trim" && t.aliases) continue;
      if (t.en === "quattro") continue;
      expect(t.mn, t.ko).toMatch(/[\u0400-\u04FF]/);
      expect(t.ru, t.ko).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it("names makes and models as registered in every language but Korean, their sounds kept for search", () => {
    for (const t of DEFAULT_TRANSLATIONS.filter((e) => e.category === "maker" || e.category === "model")) {
      expect([t.mn, t.ru], t.ko).toEqual([t.en, t.en]);
    }
    expect(findTerm("maker", "현대")?.aliases).toEqual(["Хёндэ", "Хендай", "Хёндай", "Хюндай", "Хундай"]);
    expect(findTerm("maker", "제네시스")?.aliases).toEqual(["Дженезис", "Генезис"]);
    expect(findTerm("model", "쏘나타")?.aliases).toEqual(["Соната"]);
  });

  it("names a known maker for every model", () => {
    for (const [model, maker] of MODEL_MAKER) {
      expect(findTerm("maker", maker), `${model} → ${maker}`).toBeDefined();
    }
    expect(modelsOfMaker("기아")).toContain("쏘렌토");
  });
});

describe("translateTerm", () => {
  it("translates per category and language", () => {
    expect(translateTerm("fuel", "가솔린", "en")).toBe("Gasoline");
    expect(translateTerm("transmission", "오토", "ru")).toBe("Автомат");
    expect(translateTerm("maker", "현대", "mn")).toBe("Hyundai");
    // The brand as banners write it, in every language.
    expect(translateTerm("maker", "제네시스", "ru")).toBe("Genesis");
    expect(translateTerm("maker", "제네시스", "mn")).toBe("Genesis");
    expect(translateTerm("color", "흰색", "ko")).toBe("흰색");
  });

  it("falls back to the input", () => {
    expect(translateTerm("color", "무지개색", "en")).toBe("무지개색");
    expect(translateTerm("fuel", "현대", "en")).toBe("현대");
  });
});

describe("translateCarName", () => {
  it("translates the Sonata example in every language", () => {
    expect(translateCarName(SONATA, "en")).toBe("Hyundai Sonata DN8 2.0 Gasoline");
    expect(translateCarName(SONATA, "mn")).toBe("Hyundai Sonata DN8 2.0 Бензин");
    expect(translateCarName(SONATA, "ru")).toBe("Hyundai Sonata DN8 2.0 Бензин");
    expect(translateCarName(SONATA, "ko")).toBe(SONATA);
  });

  it("keeps codes and numbers unchanged", () => {
    expect(translateCarName("아우디 e-tron 55 콰트로 4WD 1.6T", "en")).toBe("Audi e-tron 55 quattro 4WD 1.6T");
  });

  it("takes the longest match, across tokens and inside glued tokens", () => {
    expect(translateCarName("랜드로버 레인지로버 스포츠", "en")).toBe("Land Rover Range Rover Sport");
    expect(translateCarName("기아 더 뉴 K5", "en")).toBe("Kia The New K5");
    expect(translateCarName("현대 더뉴그랜저 1.6터보", "en")).toBe("Hyundai The New Grandeur 1.6 Turbo");
    expect(translateCarName("쉐보레(GM대우) 말리부", "en")).toBe("Chevrolet (GM Daewoo) Malibu");
    expect(translateCarName("현대 아이오닉5 롱레인지", "ru")).toBe("Hyundai Ioniq 5 Long Range");
  });

  it("writes trim names as the makers do, in Latin letters, and translates the words around them (issue 50)", () => {
    expect(translateCarName("현대 팰리세이드 LX2 3.8 가솔린 캘리그래피", "ru")).toBe(
      "Hyundai Palisade LX2 3.8 Бензин Calligraphy",
    );
    expect(translateCarName("제네시스 G80 RG3 2.5T 가솔린 럭셔리", "mn")).toBe("Genesis G80 RG3 2.5T Бензин Luxury");
    expect(translateCarName("현대 아이오닉5 NE 롱레인지 익스클루시브", "mn")).toBe(
      "Hyundai Ioniq 5 NE Long Range Exclusive",
    );
    expect(translateCarName("기아 카니발 KA4 2.2 디젤 9인승 프레스티지", "ru")).toBe(
      "Kia Carnival KA4 2.2 Дизель 9-местный Prestige",
    );
    // A word that translates stays translated, and the by-sound spelling still finds the trim.
    expect(translateCarName("기아 모닝 기본형", "ru")).toBe("Kia Morning Базовая");
    expect(findTerm("trim", "럭셔리")?.aliases).toEqual(["Лакшери", "Люкс"]);
  });

  it("leaves a word it cannot fully cover as it is", () => {
    expect(translateCarName("기아 레이서블 2.0", "en")).toBe("Kia 레이서블 2.0");
  });
});

describe("parseMakerModel", () => {
  const cases: [string, string | null, string | null, string | null][] = [
    ["현대 쏘나타 DN8 2.0 가솔린 프리미엄", "현대", "쏘나타", "DN8 2.0 가솔린 프리미엄"],
    ["쏘나타 DN8 2.0 가솔린", "현대", "쏘나타", "DN8 2.0 가솔린"],
    ["벤츠 E-클래스 E300 4MATIC", "벤츠", "E-클래스", "E300 4MATIC"],
    ["기아 더 뉴 K5 2.0 LPG 트렌디", "기아", "K5", "더 뉴 2.0 LPG 트렌디"],
    ["현대 더뉴그랜저 IG 2.5 프리미엄", "현대", "그랜저", "더뉴 IG 2.5 프리미엄"],
    ["BMW 5시리즈(G30) 520d M스포츠", "BMW", "5시리즈", "(G30) 520d M스포츠"],
    ["랜드로버 레인지로버 스포츠 3.0 디젤", "랜드로버", "레인지로버스포츠", "3.0 디젤"],
    ["그랜저IG 3.0 익스클루시브", "현대", "그랜저", "IG 3.0 익스클루시브"],
    ["GV80 3.0 디젤 AWD", "제네시스", "GV80", "3.0 디젤 AWD"],
    ["렉서스 ES300h 7세대", "렉서스", "ES", "300h 7세대"],
    ["쉐보레(GM대우) 말리부 1.5 터보", "쉐보레", "말리부", "1.5 터보"],
    ["테슬라 모델Y", "테슬라", "모델Y", null],
    ["현대 아슬란 3.0", "현대", null, "아슬란 3.0"],
    ["알 수 없는 차", null, null, "알 수 없는 차"],
  ];
  it.each(cases)("%s", (name, maker, model, grade) => {
    expect(parseMakerModel(name)).toEqual({ maker, model, grade });
  });
});

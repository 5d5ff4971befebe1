// Hero banners of the demo catalogue: four eye-catching cars of generateDemoCars(), with the
// banner texts in every language (HeroBanner has title_* and subtitle_* per language).

export interface DemoBanner {
  /** Index into generateDemoCars() with the default arguments. */
  carIndex: number;
  /** The model at that index, so a changed generator is caught by the test, not in the UI. */
  model: string;
  title_en: string;
  title_ko: string;
  title_mn: string;
  title_ru: string;
  subtitle_en: string;
  subtitle_ko: string;
  subtitle_mn: string;
  subtitle_ru: string;
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    carIndex: 20,
    model: "G80",
    title_en: "Genesis G80 — Korean luxury, nearly new",
    title_ko: "제네시스 G80 — 신차급 프리미엄 세단",
    title_mn: "Genesis G80 — бараг шинэ тансаг седан",
    title_ru: "Genesis G80 — почти новый премиум-седан",
    subtitle_en: "Low mileage, rich options, ready for export",
    subtitle_ko: "짧은 주행거리, 풍부한 옵션, 수출 준비 완료",
    subtitle_mn: "Бага гүйлттэй, сайн тоноглолтой, экспортод бэлэн",
    subtitle_ru: "Малый пробег, богатая комплектация, готов к экспорту",
  },
  {
    carIndex: 29,
    model: "E-클래스",
    title_en: "Mercedes-Benz E-Class, the new W214",
    title_ko: "벤츠 E-클래스 W214 신형",
    title_mn: "Mercedes-Benz E-Class — шинэ W214",
    title_ru: "Mercedes-Benz E-Class — новый W214",
    subtitle_en: "An imported sedan at a Korean used-car price",
    subtitle_ko: "한국 중고차 가격으로 만나는 수입 세단",
    subtitle_mn: "Солонгосын хуучин машины үнээр импорт седан",
    subtitle_ru: "Импортный седан по цене корейского автомобиля с пробегом",
  },
  {
    carIndex: 45,
    model: "모델Y",
    title_en: "Tesla Model Y Long Range",
    title_ko: "테슬라 모델Y 롱레인지",
    title_mn: "Tesla Model Y Long Range",
    title_ru: "Tesla Model Y Long Range",
    subtitle_en: "All-wheel-drive electric SUV with low mileage",
    subtitle_ko: "짧은 주행거리의 사륜구동 전기 SUV",
    subtitle_mn: "Бага гүйлттэй, бүх дугуйгаараа хөтлөгчтэй цахилгаан SUV",
    subtitle_ru: "Полноприводный электрокроссовер с небольшим пробегом",
  },
  {
    carIndex: 54,
    model: "팰리세이드",
    title_en: "Hyundai Palisade — room for the whole family",
    title_ko: "현대 팰리세이드 — 온 가족을 위한 대형 SUV",
    title_mn: "Hyundai Palisade — бүх гэр бүлд зориулсан",
    title_ru: "Hyundai Palisade — простор для всей семьи",
    subtitle_en: "Three rows of seats and a 3.8 V6",
    subtitle_ko: "3열 시트와 3.8 V6 가솔린 엔진",
    subtitle_mn: "Гурван эгнээ суудал, 3.8 V6 хөдөлгүүр",
    subtitle_ru: "Три ряда сидений и двигатель 3.8 V6",
  },
];

// The demo catalogue a fresh development start shows (DEMO_DATA): realistic Korean used
// cars, generated deterministically so every start, test and screenshot sees the same cars.
import { translateCarName, translateTerm } from "../../shared/vehicle-terms.js";
import { DOMESTIC_DEMO_MODELS } from "./models-domestic.js";
import { IMPORT_DEMO_MODELS } from "./models-import.js";
import { powerOf, type DemoBody, type DemoModel } from "./models.js";

const DEMO_MODELS: readonly DemoModel[] = [...DOMESTIC_DEMO_MODELS, ...IMPORT_DEMO_MODELS];

export interface DemoCar {
  car_name: string;
  maker: string;
  model: string;
  grade: string;
  year: number;
  month: number;
  mileage: number;
  fuel: string;
  transmission: string;
  color: string;
  price_krw: number;
  displacement_cc: number;
  /** Engine power in metric horsepower; null where no maker's figure was found. */
  power_hp: number | null;
  car_number: string;
  options: string[];
  description: string;
  dealer_comment: string;
  dealer_name: string;
  dealer_phone: string;
  body: DemoBody;
  /** Seed for renderDemoPhoto; photo n of the car uses photoSeed + n. */
  photoSeed: number;
}

export const DEMO_CAR_COUNT = 72;
const DEFAULT_SEED = 20251125;
// Prices and mileages are computed against a fixed year, not the clock, so output never drifts.
const REFERENCE_YEAR = 2025;

// mulberry32: a tiny seedable PRNG. Math.random cannot be seeded, and the generator's
// output must be identical on every run.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)];

// Weighted towards the colours that dominate Korean lots (white, black, grey, silver).
const COLORS = [
  "흰색",
  "흰색",
  "흰색",
  "검정색",
  "검정색",
  "진주색",
  "쥐색",
  "은색",
  "회색",
  "은하색",
  "파란색",
  "청색",
  "빨간색",
  "갈색",
];
// Private-car plate letters (rental 하/허/호 and commercial letters left out).
const PLATE_LETTERS = [..."가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주"];
const BASIC_OPTIONS = [
  "후방카메라",
  "스마트키",
  "블루투스",
  "열선시트",
  "내비게이션",
  "크루즈컨트롤",
  "전자식파킹브레이크",
];
const COMFORT_OPTIONS = [
  "통풍시트",
  "열선핸들",
  "전동시트",
  "LED헤드램프",
  "하이패스",
  "무선충전",
  "애플카플레이",
  "후측방경보",
  "차선유지보조",
];
const PREMIUM_OPTIONS = [
  "선루프",
  "파노라마선루프",
  "어라운드뷰",
  "HUD",
  "스마트크루즈컨트롤",
  "메모리시트",
  "프리미엄사운드",
  "전동트렁크",
];
const DEALERS: readonly (readonly [string, string])[] = [
  ["김민수", "010-2841-5527"],
  ["이정훈", "010-7310-4482"],
  ["박지영", "010-5526-9013"],
  ["최성호", "010-9034-1176"],
  ["정다은", "010-3378-6620"],
];
const COMMENTS = [
  "무사고 차량으로 실내외 관리 상태가 매우 좋습니다.",
  "1인 소유 차량이며 정기 점검 이력이 모두 있습니다.",
  "비흡연 차량입니다. 타이어와 브레이크 패드를 최근 교체했습니다.",
  "성능점검 완료 차량이며 수출 서류 준비가 가능합니다.",
  "옵션이 좋은 차량입니다. 편하게 문의 주세요.",
  "실주행 거리 보증, 사고 이력 없는 깨끗한 차량입니다.",
];
const NOTES = [
  "One owner and a full service history.",
  "No accident history; inspected and ready for export.",
  "Non-smoker car, garage kept.",
  "Recently serviced with new tyres and brake pads.",
  "Clean interior and exterior, all keys and manuals included.",
];

function chooseYear(r: Rand, spec: DemoModel): number {
  const { from, to } = pick(r, spec.gens);
  return int(r, Math.max(from, 2015), Math.min(to, REFERENCE_YEAR));
}

function genOf(spec: DemoModel, year: number): string {
  return spec.gens.find(({ from, to }) => year >= from && year <= to)?.code ?? "";
}

function chooseOptions(r: Rand, spec: DemoModel, tier: number): string[] {
  const options = BASIC_OPTIONS.filter(() => r() < 0.85);
  if (tier >= 1) options.push(...COMFORT_OPTIONS.filter(() => r() < 0.6));
  if (tier >= 2) options.push(...PREMIUM_OPTIONS.filter(() => r() < 0.55));
  if ((spec.body === "suv" || spec.body === "van") && spec.base >= 3500 && r() < 0.6) options.push("3열시트");
  return options;
}

function plate(r: Rand, year: number, used: Set<string>): string {
  for (;;) {
    // plates issued from 2019 have three leading digits
    const head = year >= 2019 ? String(int(r, 100, 399)) : String(int(r, 10, 99));
    const number = `${head}${pick(r, PLATE_LETTERS)}${String(int(r, 1000, 9999))}`;
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

function generateCar(r: Rand, spec: DemoModel, usedPlates: Set<string>): DemoCar {
  const year = chooseYear(r, spec);
  const age = REFERENCE_YEAR - year;
  const gen = genOf(spec, year);
  const engine = pick(
    r,
    spec.engines.filter((e) => !e.gen || e.gen === gen),
  );
  const trimIndex = int(r, 0, spec.trims.length - 1);
  const trim = spec.trims[trimIndex];
  const maker = spec.renamedFrom && year <= spec.renamedFrom.until ? spec.renamedFrom.maker : spec.maker;
  // EV names carry the battery (롱레인지), not the word 전기
  const fuelWord = spec.fuelInName && engine.fuel !== "전기" ? engine.fuel : "";
  const grade = [gen, engine.label, fuelWord, trim].filter(Boolean).join(" ");
  const car_name = `${maker} ${spec.model} ${grade}`;

  const expectedKm = age * 14000 + 3000;
  const mileage = Math.round((expectedKm * (0.6 + r() * 0.8)) / 10) * 10;
  const trimFactor = 0.9 + (trimIndex / Math.max(1, spec.trims.length - 1)) * 0.25;
  const depreciation = Math.pow(spec.import ? 0.84 : 0.87, age + 0.5);
  const mileageFactor = 1 - Math.max(-0.08, Math.min(0.12, ((mileage - expectedKm) / expectedKm) * 0.1));
  const man = spec.base * engine.factor * trimFactor * depreciation * mileageFactor * (0.95 + r() * 0.1);
  // lots quote prices in 만원, usually a round 10만원 step
  const priceMan = Math.max(300, Math.round(man / 10) * 10);
  const tier = priceMan >= 4000 || spec.import ? 2 : priceMan >= 1800 ? 1 : 0;

  const color = pick(r, COLORS);
  const transmission = spec.manualShare && r() < spec.manualShare ? "수동" : "오토";
  const [dealer_name, dealer_phone] = pick(r, DEALERS);
  const enName = translateCarName(car_name, "en");
  const colorEn = translateTerm("color", color, "en").toLowerCase();
  const gearbox = translateTerm("transmission", transmission, "en").toLowerCase();
  return {
    car_name,
    maker,
    model: spec.model,
    grade,
    year,
    month: int(r, 1, 12),
    mileage,
    fuel: engine.fuel,
    transmission,
    color,
    price_krw: priceMan * 10000,
    displacement_cc: engine.cc,
    power_hp: powerOf(engine, gen),
    car_number: plate(r, year, usedPlates),
    options: chooseOptions(r, spec, tier),
    description: `${year} ${enName}, ${mileage.toLocaleString("en-US")} km, ${colorEn} with ${gearbox} transmission. ${pick(r, NOTES)}`,
    dealer_comment: pick(r, COMMENTS),
    dealer_name,
    dealer_phone,
    body: spec.body,
    photoSeed: Math.floor(r() * 2 ** 31),
  };
}

/** The demo catalogue: `count` cars cycling through every model, the same for the same seed. */
export function generateDemoCars(count = DEMO_CAR_COUNT, seed = DEFAULT_SEED): DemoCar[] {
  const r = rng(seed);
  const usedPlates = new Set<string>();
  return Array.from({ length: count }, (_, i) => generateCar(r, DEMO_MODELS[i % DEMO_MODELS.length], usedPlates));
}

export { DEMO_BANNERS, type DemoBanner } from "./banners.js";

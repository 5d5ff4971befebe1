/** In-memory upstream catalogue: lookups, state changes and the search filter. */
import iconv from "iconv-lite";
import type { ComplexSpec } from "./catalog-data.js";
import { complexes, generateCars, type SimCar, type SimCarState } from "./generator.js";

export interface SearchFilter {
  danji: string;
  /** null when the parameter is absent (the upstream then lists domestic cars only). */
  cho: string | null;
  maker: string;
  model: string;
}

export interface PhotoRef {
  car: SimCar;
  n: number;
}

export class SimCatalog {
  readonly cars: SimCar[];
  readonly complexes: ComplexSpec[] = complexes();
  private readonly byKey = new Map<string, SimCar>();
  private readonly uploads = new Map<string, PhotoRef>();
  private added = 0;

  constructor(seed: number, count: number) {
    this.cars = generateCars({ seed, count });
    for (const car of this.cars) {
      this.byKey.set(car.key, car);
      car.photoPaths.forEach((path, n) => this.uploads.set(path, { car, n }));
    }
  }

  car(key: string): SimCar | undefined {
    return this.byKey.get(key);
  }

  upload(path: string): PhotoRef | undefined {
    return this.uploads.get(path);
  }

  setState(key: string, state: SimCarState): boolean {
    const car = this.byKey.get(key);
    if (!car) return false;
    car.state = state;
    return true;
  }

  /** Sets a listing's price in 만원 (null: price on request); false for an unknown key. */
  setPrice(key: string, priceManwon: number | null): boolean {
    const car = this.byKey.get(key);
    if (!car) return false;
    car.priceManwon = priceManwon;
    return true;
  }

  /**
   * Lists a new car at the top of the listings (newest first): a copy of `template` under a
   * fresh key, with its own timestamp-named photos, available, changed by `overrides`.
   */
  addCar(template: SimCar, overrides: Partial<Pick<SimCar, "complexCode" | "priceManwon">> = {}): SimCar {
    this.added += 1;
    const key = String(9_000_000 + this.added);
    const stamp = `209901010${String(this.added).padStart(5, "0")}`;
    const car: SimCar = {
      ...template,
      ...overrides,
      key,
      state: "available",
      brokenRow: false,
      options: [...template.options],
      photoPaths: template.photoPaths.map((_, n) => `/upload/car/${stamp.slice(0, 6)}/${stamp}_${n}.jpg`),
    };
    this.cars.unshift(car);
    this.byKey.set(key, car);
    car.photoPaths.forEach((path, n) => this.uploads.set(path, { car, n }));
    return car;
  }

  complexName(code: string): string {
    return this.complexes.find((c) => c.code === code)?.name ?? "";
  }

  complexShort(code: string): string {
    return this.complexes.find((c) => c.code === code)?.short ?? "";
  }

  /** Available cars matching the filter, in listing order. */
  search(filter: SearchFilter): SimCar[] {
    return this.cars.filter(
      (car) =>
        car.state === "available" &&
        (filter.danji === "" || car.complexCode === filter.danji) &&
        matchesCho(car, filter.cho) &&
        (filter.maker === "" || car.maker === filter.maker) &&
        (filter.model === "" || car.model.startsWith(filter.model)),
    );
  }
}

function matchesCho(car: SimCar, cho: string | null): boolean {
  if (cho === null) return car.cho === 1; // the upstream's quirk: absent means domestic
  if (cho === "1" || cho === "2") return car.cho === Number(cho);
  return true;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeComponent(raw: string): string {
  const bytes: number[] = [];
  const text = raw.replace(/\+/g, " ");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "%" && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], "utf8"));
    }
  }
  const buf = Buffer.from(bytes);
  // Old Korean sites receive EUC-KR form values; accept both that and UTF-8.
  try {
    return utf8.decode(buf);
  } catch {
    return iconv.decode(buf, "cp949");
  }
}

/** Query string parser that keeps "absent" apart from "empty" and accepts EUC-KR escapes. */
export function parseQuery(search: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of search.replace(/^\?/, "").split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const name = decodeComponent(eq < 0 ? part : part.slice(0, eq));
    if (!out.has(name)) out.set(name, eq < 0 ? "" : decodeComponent(part.slice(eq + 1)));
  }
  return out;
}

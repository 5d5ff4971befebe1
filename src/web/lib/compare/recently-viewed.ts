import { COMPARE_LIMITS } from "../../../shared/api/constants";
import { browserList } from "./browser-list";

/** What the strip needs to draw a car without asking the server (kept as seen, in the browser). */
export type ViewedCar = {
  id: number;
  car_name: string;
  year: number;
  mileage: number;
  price_krw: number;
  main_image: string | null;
};

function parse(v: unknown): ViewedCar | null {
  if (!v || typeof v !== "object") return null;
  const c = v as Record<string, unknown>;
  const int = (x: unknown) => typeof x === "number" && Number.isInteger(x) && x >= 0;
  if (!int(c.id) || (c.id as number) <= 0 || typeof c.car_name !== "string") return null;
  if (!int(c.year) || !int(c.mileage) || !int(c.price_krw)) return null;
  return {
    id: c.id as number,
    car_name: c.car_name.slice(0, 200),
    year: c.year as number,
    mileage: c.mileage as number,
    price_krw: c.price_krw as number,
    main_image: typeof c.main_image === "string" && /^(\/|https:\/\/)/.test(c.main_image) ? c.main_image : null,
  };
}

/** The last 12 cars this browser opened, latest first. */
const store = browserList<ViewedCar>("recently-viewed.cars", parse);

export function useRecentlyViewed(): ViewedCar[] {
  return store.use();
}

export function recordViewed(car: ViewedCar) {
  const rest = store.read().filter((c) => c.id !== car.id);
  store.write([car, ...rest].slice(0, COMPARE_LIMITS.recentlyViewed));
}

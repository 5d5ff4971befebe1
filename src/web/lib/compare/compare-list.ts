import { COMPARE_LIMITS } from "../../../shared/api/constants";
import { browserList } from "./browser-list";
import { paths } from "../../../shared/paths";

export { COMPARE_LIMITS };

const positiveId = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 && v < 2 ** 31 ? v : null);

/** The cars a visitor picked to compare (at most 4), in the order picked. */
const store = browserList<number>("compare.cars", positiveId);

export function useCompareIds(): number[] {
  return store.use();
}

/** Adds a car (false when the list is already full) or takes it out. */
export function toggleCompare(id: number): boolean {
  const ids = store.read();
  if (ids.includes(id)) {
    store.write(ids.filter((x) => x !== id));
    return true;
  }
  if (ids.length >= COMPARE_LIMITS.max) return false;
  store.write([...ids, id]);
  return true;
}

export function removeFromCompare(id: number) {
  store.write(store.read().filter((x) => x !== id));
}

export function clearCompare() {
  store.write([]);
}

/** The compare page's address for these cars (shareable: the ids travel in the URL). */
export const comparePath = (ids: number[]) => `${paths.compare}?ids=${ids.join(",")}`;

/** The ids of a compare URL's `ids` parameter: positive integers, distinct, at most 4; anything else dropped. */
export function parseCompareParam(raw: string | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(",")) {
    if (!/^\d{1,10}$/.test(part.trim())) continue;
    const id = positiveId(Number(part));
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_LIMITS.max);
}

import { api } from "../../../lib/api-client";
import type { ImportResult } from "../types/upstream";

/** POST /api/upstream/import with at most 100 unique keys. */
export function importUpstreamCars(carKeys: string[]): Promise<ImportResult> {
  return api.post("/api/upstream/import", { body: { car_keys: carKeys } });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";

/**
 * GET /api/admin/cars/{car_id}/duties?port_id=&lang=: the car's duties at that port as its page
 * gives them, and how each component of the rules met the car. Under the cars' key, so a save of
 * the rules (which invalidates it) refreshes the preview.
 */
export function useDutiesPreview(carId: number | null, portId: number | null, lang: Language) {
  return useQuery({
    queryKey: queryKeys.cars.dutiesPreview(carId, portId, lang),
    queryFn: () =>
      api.get("/api/admin/cars/{car_id}/duties", { path: { car_id: carId! }, query: { port_id: portId!, lang } }),
    enabled: carId !== null && portId !== null,
  });
}

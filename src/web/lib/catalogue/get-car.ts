import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { currentLanguage, type Language } from "../i18n";
import { useChosenPort } from "../ports/ports";
import type { CarDetail } from "../../../shared/api/cars";
import { queryKeys } from "../query-keys";

/**
 * GET /api/cars/{car_id} in the page language `lang` (the port's name, the dealer comment's
 * machine translation), with the landed price at `portId` when given.
 */
export function getCar(id: number, portId: number | undefined, lang: Language): Promise<CarDetail> {
  return api.get("/api/cars/{car_id}", { path: { car_id: id }, query: { port_id: portId, lang } });
}

/** GET /api/cars/{car_id} at the buyer's port; disabled for an id that is not a positive integer. */
export function useCar(id: number) {
  const { portId, ready } = useChosenPort();
  const lang = currentLanguage();
  return useQuery({
    queryKey: queryKeys.cars.detail(id, portId, lang),
    queryFn: () => getCar(id, portId, lang),
    enabled: Number.isInteger(id) && id > 0 && ready,
    // Another port asks for the same car again: the page keeps showing it meanwhile. Falling back to
    // its skeleton unmounted the buy dialog the port was picked in (issue 42).
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

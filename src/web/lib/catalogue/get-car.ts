import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { currentLanguage } from "../i18n";
import { useChosenPort } from "../ports/ports";
import type { CarDetail } from "../../../shared/api/cars";
import { carsQueryKey } from "./list-cars";

/** GET /api/cars/{car_id}, with the landed price at `portId` (its name in `lang`) when given. */
export function getCar(id: number, portId?: number, lang?: string): Promise<CarDetail> {
  return api.get<CarDetail>(`/api/cars/${id}`, { query: portId ? { port_id: portId, lang } : undefined });
}

/** GET /api/cars/{car_id} at the buyer's port; disabled for an id that is not a positive integer. */
export function useCar(id: number) {
  const { portId, ready } = useChosenPort();
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...carsQueryKey, "detail", id, portId ?? null, portId ? lang : null],
    queryFn: () => getCar(id, portId, lang),
    enabled: Number.isInteger(id) && id > 0 && ready,
    // Another port asks for the same car again: the page keeps showing it meanwhile. Falling back to
    // its skeleton unmounted the buy dialog the port was picked in (issue 42).
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

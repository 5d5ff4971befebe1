import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { carsQueryKey } from "../../../lib/catalogue/list-cars";
import type { CarDetail } from "../../../../shared/api/cars";

/** GET /api/cars/{car_id}?port_id=&lang=: the car's duties as the server computes them at that port. */
export function useDutiesPreview(carId: number | null, portId: number | null, lang: string) {
  return useQuery({
    queryKey: [...carsQueryKey, "detail", carId, portId, lang, "duties-preview"],
    queryFn: () => api.get<CarDetail>(`/api/cars/${carId}`, { query: { port_id: portId, lang } }),
    enabled: carId !== null && portId !== null,
  });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";
import { useChosenPort } from "../../../lib/ports/ports";
import { queryKeys } from "../../../lib/query-keys";

/**
 * GET /api/cars/compare?ids=…: 2 to 4 cars as an anonymous visitor sees them; off for fewer than 2.
 * At the buyer's port (`port_id`, names in `lang`): each car then carries its duties there.
 */
export function useCompare(ids: number[]) {
  const { portId, ready } = useChosenPort();
  const lang = currentLanguage();
  return useQuery({
    queryKey: queryKeys.cars.compare(ids, portId, lang),
    queryFn: () =>
      api.get("/api/cars/compare", { query: { ids: ids.join(","), ...(portId ? { port_id: portId, lang } : {}) } }),
    enabled: ids.length >= 2 && ready,
  });
}

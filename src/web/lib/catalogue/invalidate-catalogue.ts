import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../query-keys";

/** Everything that shows cars: admin lists, public lists, banners (after a car or a banner changed). */
export function invalidateCatalogue(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.cars.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cars.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.banners });
  void queryClient.invalidateQueries({ queryKey: queryKeys.heroBanners.all });
}

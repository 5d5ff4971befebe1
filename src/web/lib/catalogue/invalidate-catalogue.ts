import type { QueryClient } from "@tanstack/react-query";

/** Everything that shows cars: admin lists, public lists, banners (after a car or a banner changed). */
export function invalidateCatalogue(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ["admin", "cars"] });
  void queryClient.invalidateQueries({ queryKey: ["cars"] });
  void queryClient.invalidateQueries({ queryKey: ["admin", "banners"] });
  void queryClient.invalidateQueries({ queryKey: ["hero-banners"] });
}

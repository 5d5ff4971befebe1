import { useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

/** The cards' hearts read the first 100 favourites (the most a page answers). */
const HEART_PAGE_SIZE = 100;

export function useMyFavorites(enabled: boolean, page = 1, pageSize = 20) {
  return useQuery({
    queryKey: queryKeys.favorites.list(page, pageSize),
    queryFn: () => api.get("/api/users/me/favorites", { query: { page, page_size: pageSize } }),
    enabled,
  });
}

/** Ids of my favourite cars, for the hearts on cards. */
export function useFavoriteIds(enabled: boolean): Set<number> {
  const favorites = useMyFavorites(enabled, 1, HEART_PAGE_SIZE);
  return new Set((favorites.data?.items ?? []).map((c) => c.id));
}

/**
 * Adds or removes a favourite, then refreshes the lists and the car page. A plain call rather than
 * a `useMutation` per heart: a list hydrates two dozen hearts on a phone, each of which would make
 * and subscribe a mutation observer that only a logged-in buyer's click ever uses.
 */
export async function toggleFavorite(queryClient: QueryClient, carId: number, favorite: boolean): Promise<void> {
  if (favorite) await api.put("/api/users/me/favorites/{car_id}", { path: { car_id: carId } });
  else await api.delete("/api/users/me/favorites/{car_id}", { path: { car_id: carId } });
  void queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cars.detailOf(carId) });
}

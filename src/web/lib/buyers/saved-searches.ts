import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import type {
  SavedSearch,
  SavedSearchCreateBody,
  SavedSearchFilters,
  SavedSearchPage,
  SavedSearchPatchBody,
} from "../../../shared/api/buyers";

export { MAX_SAVED_SEARCHES, savedSearchPath } from "../../../shared/buyers";
export type { SavedSearch, SavedSearchFilters };

export const savedSearchesQueryKey = ["buyers", "saved-searches"] as const;

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchesQueryKey,
    queryFn: () => api.get<SavedSearchPage>("/api/users/me/saved-searches", { query: { page_size: 20 } }),
    enabled,
  });
}

function useRefreshing<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}

export const useCreateSavedSearch = () =>
  useRefreshing((body: SavedSearchCreateBody) => api.post<SavedSearch>("/api/users/me/saved-searches", body));

export const useUpdateSavedSearch = () =>
  useRefreshing(({ id, ...patch }: SavedSearchPatchBody & { id: number }) =>
    api.patch<SavedSearch>(`/api/users/me/saved-searches/${id}`, patch),
  );

export const useDeleteSavedSearch = () =>
  useRefreshing((id: number) => api.delete<void>(`/api/users/me/saved-searches/${id}`));

const SAVED_KEYS = [
  "maker",
  "model",
  "fuel",
  "transmission",
  "year_min",
  "year_max",
  "price_min",
  "price_max",
  "mileage_max",
  "q",
  "include_soldout",
  "no_accident",
  "sort",
] as const satisfies readonly (keyof SavedSearchFilters)[];

/** The filters and sort of the Cars page's state (its page is not saved): a saved search keeps its order. */
export function pickFilters(state: Record<string, unknown>): SavedSearchFilters {
  const out: Record<string, unknown> = {};
  for (const key of SAVED_KEYS) {
    const value = state[key];
    if (value !== undefined && value !== null && value !== "" && value !== false) out[key] = value;
  }
  return out as SavedSearchFilters;
}

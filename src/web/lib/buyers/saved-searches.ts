import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import type {
  SavedSearch,
  SavedSearchCreateBody,
  SavedSearchFilters,
  SavedSearchPatchBody,
} from "../../../shared/api/buyers";
import { EQUALS_KEYS, FLAG_KEYS, RANGE_KEYS } from "../../../shared/car-filters";
import { queryKeys } from "../query-keys";

export { MAX_SAVED_SEARCHES, savedSearchPath } from "../../../shared/buyers";
export type { SavedSearch, SavedSearchFilters };

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: queryKeys.savedSearches,
    queryFn: () => api.get("/api/users/me/saved-searches", { query: { page_size: 20 } }),
    enabled,
  });
}

function useRefreshing<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches }),
  });
}

export const useCreateSavedSearch = () =>
  useRefreshing((body: SavedSearchCreateBody) => api.post("/api/users/me/saved-searches", { body }));

export const useUpdateSavedSearch = () =>
  useRefreshing(({ id, ...patch }: SavedSearchPatchBody & { id: number }) =>
    api.patch("/api/users/me/saved-searches/{search_id}", { path: { search_id: id }, body: patch }),
  );

export const useDeleteSavedSearch = () =>
  useRefreshing((id: number) => api.delete("/api/users/me/saved-searches/{search_id}", { path: { search_id: id } }));

// The list's filters (src/shared/car-filters.ts) with its search, sold-out scope and sort; not its
// page, port or exportable.
const SAVED_KEYS = [
  ...EQUALS_KEYS,
  ...RANGE_KEYS,
  "q",
  "include_soldout",
  ...FLAG_KEYS,
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

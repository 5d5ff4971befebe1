import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import { type PromoPreference } from "./get-promo-preference";
import { queryKeys } from "../query-keys";

export function updatePromoPreference(preference: Partial<PromoPreference>): Promise<PromoPreference> {
  return api.put("/api/users/me/promo-preference", { body: preference });
}

export function useUpdatePromoPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromoPreference,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.promo.preference, saved);
      // The user object carries the same three fields.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

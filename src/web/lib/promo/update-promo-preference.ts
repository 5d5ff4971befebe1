import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import { meQueryKey } from "../session/get-session";
import { promoPreferenceQueryKey, type PromoPreference } from "./get-promo-preference";

export function updatePromoPreference(preference: Partial<PromoPreference>): Promise<PromoPreference> {
  return api.put<PromoPreference>("/api/users/me/promo-preference", preference);
}

export function useUpdatePromoPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromoPreference,
    onSuccess: (saved) => {
      queryClient.setQueryData(promoPreferenceQueryKey, saved);
      // The user object carries the same three fields.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

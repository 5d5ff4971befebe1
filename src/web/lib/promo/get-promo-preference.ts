import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import type { PromoPreference } from "../../../shared/api/users";

export type { PromoPreference };

export const promoPreferenceQueryKey = ["promo", "preference"] as const;

export function getPromoPreference(): Promise<PromoPreference> {
  return api.get<PromoPreference>("/api/users/me/promo-preference");
}

/** The own promo preference; only fetched for a logged-in user. */
export function usePromoPreference(enabled: boolean) {
  return useQuery({ queryKey: promoPreferenceQueryKey, queryFn: getPromoPreference, enabled });
}

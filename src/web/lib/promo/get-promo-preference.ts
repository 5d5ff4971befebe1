import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

export interface PromoPreference {
  promo_preferred_maker: string | null;
  promo_preferred_model: string | null;
  promo_email_enabled: boolean;
}

export const promoPreferenceQueryKey = ["promo", "preference"] as const;

export function getPromoPreference(): Promise<PromoPreference> {
  return api.get<PromoPreference>("/api/users/me/promo-preference");
}

/** The own promo preference; only fetched for a logged-in user. */
export function usePromoPreference(enabled: boolean) {
  return useQuery({ queryKey: promoPreferenceQueryKey, queryFn: getPromoPreference, enabled });
}

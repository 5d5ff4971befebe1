import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import type { PromoPreference } from "../../../shared/api/users";
import { queryKeys } from "../query-keys";

export type { PromoPreference };

export function getPromoPreference(): Promise<PromoPreference> {
  return api.get("/api/users/me/promo-preference");
}

/** The own promo preference; only fetched for a logged-in user. */
export function usePromoPreference(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.promo.preference, queryFn: getPromoPreference, enabled });
}

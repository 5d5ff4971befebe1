import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { LedgerEntry, Credits as CreditsResponse } from "../../../../shared/api/users";

export type { LedgerEntry, CreditsResponse };

export const creditsQueryKey = (page: number) => ["account", "credits", page] as const;

export function getCredits(page: number, pageSize = 20): Promise<CreditsResponse> {
  return api.get<CreditsResponse>("/api/users/me/credits", { query: { page, page_size: pageSize } });
}

export function useCredits(page: number) {
  return useQuery({
    queryKey: creditsQueryKey(page),
    queryFn: () => getCredits(page),
    placeholderData: keepPreviousData,
  });
}

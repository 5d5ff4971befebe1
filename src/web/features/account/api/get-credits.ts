import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { LedgerEntry, Credits as CreditsResponse } from "../../../../shared/api/users";
import { queryKeys } from "../../../lib/query-keys";

export type { LedgerEntry, CreditsResponse };

export function getCredits(page: number, pageSize = 20): Promise<CreditsResponse> {
  return api.get("/api/users/me/credits", { query: { page, page_size: pageSize } });
}

export function useCredits(page: number) {
  return useQuery({
    queryKey: queryKeys.account.credits.page(page),
    queryFn: () => getCredits(page),
    placeholderData: keepPreviousData,
  });
}

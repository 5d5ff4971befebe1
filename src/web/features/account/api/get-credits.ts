import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface LedgerEntry {
  id: number;
  account: "cc" | "cash_cc";
  amount: number;
  balance_after: number;
  kind: string;
  ref: string | null;
  note: string | null;
  created_at: string;
}

export interface CreditsResponse {
  cc_balance: number;
  cash_cc_balance: number;
  entries: LedgerEntry[];
  total: number;
  page: number;
  page_size: number;
}

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

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { WithdrawalsPage } from "../types/withdrawal";

export const myWithdrawalsQueryKey = ["withdrawals", "me"] as const;

export function listMyWithdrawals(page: number, pageSize: number): Promise<WithdrawalsPage> {
  return api.get<WithdrawalsPage>("/api/users/me/withdrawals", { query: { page, page_size: pageSize } });
}

export function useMyWithdrawals(page: number, pageSize = 20) {
  return useQuery({
    queryKey: [...myWithdrawalsQueryKey, page, pageSize],
    queryFn: () => listMyWithdrawals(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { WithdrawalsPage } from "../types/withdrawal";
import { queryKeys } from "../../../lib/query-keys";

export function listMyWithdrawals(page: number, pageSize: number): Promise<WithdrawalsPage> {
  return api.get("/api/users/me/withdrawals", { query: { page, page_size: pageSize } });
}

export function useMyWithdrawals(page: number, pageSize = 20) {
  return useQuery({
    queryKey: queryKeys.myWithdrawals.list(page, pageSize),
    queryFn: () => listMyWithdrawals(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminWithdrawal, AdminWithdrawalPage } from "../../../../shared/api/withdrawals";
import type { Withdrawal } from "../../../../shared/api/withdrawals";
import type { WithdrawalStatus } from "../../../../shared/api/constants";

export type { AdminWithdrawal };

export const adminWithdrawalsQueryKey = ["admin", "withdrawals"] as const;

export function useAdminWithdrawals(query: { status: WithdrawalStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminWithdrawalsQueryKey, query],
    queryFn: () =>
      api.get<AdminWithdrawalPage>("/api/admin/withdrawals", {
        query: { status: query.status, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a pending request paid, or rejects it (which returns the amount to the user). */
export function useSettleWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: number; outcome: "paid" | "reject"; note: string }) =>
      api.post<Withdrawal>(`/api/admin/withdrawals/${id}/${outcome}`, { note: note.trim() || null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }),
  });
}

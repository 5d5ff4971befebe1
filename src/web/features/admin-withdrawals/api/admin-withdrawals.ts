import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminWithdrawal } from "../../../../shared/api/withdrawals";
import type { WithdrawalStatus } from "../../../../shared/api/constants";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminWithdrawal };

export function useAdminWithdrawals(query: { status: WithdrawalStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.admin.withdrawals.list(query),
    queryFn: () =>
      api.get("/api/admin/withdrawals", {
        query: { status: query.status, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a pending request paid, or rejects it (which returns the amount to the user). */
export function useSettleWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: number; outcome: "paid" | "reject"; note: string }) => {
      const options = { path: { id }, body: { note: note.trim() || null } };
      return outcome === "paid"
        ? api.post("/api/admin/withdrawals/{id}/paid", options)
        : api.post("/api/admin/withdrawals/{id}/reject", options);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.withdrawals.all }),
  });
}

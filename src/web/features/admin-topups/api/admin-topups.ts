import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminTopup, TopupStatus } from "../../../../shared/api/deals";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminTopup };

export function useAdminTopups(query: { status: TopupStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.admin.topups.list(query),
    queryFn: () =>
      api.get("/api/admin/topups", { query: { status: query.status, page: query.page, page_size: query.pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export const proofUrl = (id: number) => `/api/admin/topups/${id}/proof`;

/** Confirm (optionally with the amount received) or reject (with a reason). */
export function useSettleTopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        { id: number; outcome: "confirm"; amount_cc?: number } | { id: number; outcome: "reject"; reason: string },
    ) =>
      action.outcome === "confirm"
        ? api.post("/api/admin/topups/{topup_id}/confirm", {
            path: { topup_id: action.id },
            body: action.amount_cc === undefined ? {} : { amount_cc: action.amount_cc },
          })
        : api.post("/api/admin/topups/{topup_id}/reject", {
            path: { topup_id: action.id },
            body: { reason: action.reason },
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.topups.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}

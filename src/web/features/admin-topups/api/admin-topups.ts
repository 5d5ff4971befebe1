import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminTopup, TopupStatus } from "../../../../shared/api/deals";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";

export type { AdminTopup };

export const adminTopupsQueryKey = ["admin", "topups"] as const;

export function useAdminTopups(query: { status: TopupStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminTopupsQueryKey, query],
    queryFn: () =>
      api.get<Page<AdminTopup>>("/api/admin/topups", {
        query: { status: query.status, page: query.page, page_size: query.pageSize },
      }),
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
        ? api.post<AdminTopup>(
            `/api/admin/topups/${action.id}/confirm`,
            action.amount_cc === undefined ? {} : { amount_cc: action.amount_cc },
          )
        : api.post<AdminTopup>(`/api/admin/topups/${action.id}/reject`, { reason: action.reason }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTopupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}

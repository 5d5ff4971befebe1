import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrder, OrderPatchBody, OrderStatus } from "../../../../shared/api/deals";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";

export type { AdminOrder };

export const adminOrdersQueryKey = ["admin", "orders"] as const;

export function useAdminOrders(query: { status: OrderStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, query],
    queryFn: () =>
      api.get<Page<AdminOrder>>("/api/admin/orders", {
        query: { status: query.status, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrderPatchBody }) =>
      api.patch<AdminOrder>(`/api/admin/orders/${id}`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}

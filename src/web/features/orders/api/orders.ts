import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Order } from "../../../../shared/api/deals";
import { api } from "../../../lib/api-client";
import { carsQueryKey } from "../../../lib/catalogue/list-cars";
import type { Page } from "../../../../shared/api/common";

export type { Order };

export const myOrdersQueryKey = ["orders", "me"] as const;

export function useMyOrders(page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...myOrdersQueryKey, page, pageSize],
    queryFn: () => api.get<Page<Order>>("/api/users/me/orders", { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Cancels a reservation (the car is released; the CC is not refunded). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Order>(`/api/users/me/orders/${id}/cancel`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: carsQueryKey }),
      ]),
  });
}

export const invoiceUrl = (orderId: number, lang: string) => `/api/users/me/orders/${orderId}/invoice?lang=${lang}`;

/** A shipping document of one of my orders (served as an attachment). */
export const documentUrl = (orderId: number, documentId: number) =>
  `/api/users/me/orders/${orderId}/documents/${documentId}`;

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrder, OrderPatchBody, OrderStatus } from "../../../../shared/api/deals";
import type { OrderDocument, OrderDocumentKind } from "../../../../shared/api/order-documents";
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

/** Uploads a shipping document to an order (multipart: kind and file); the buyer is notified. */
export function useUploadOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, kind, file }: { orderId: number; kind: OrderDocumentKind; file: File }) => {
      const form = new FormData();
      form.append("kind", kind);
      form.append("file", file);
      return api.post<OrderDocument>(`/api/admin/orders/${orderId}/documents`, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}

/** Removes a shipping document from an order (its record stays, marked removed). */
export function useDeleteOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, documentId }: { orderId: number; documentId: number }) =>
      api.delete<void>(`/api/admin/orders/${orderId}/documents/${documentId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}

/** An order's document as the admin downloads it. */
export const adminDocumentUrl = (orderId: number, documentId: number) =>
  `/api/admin/orders/${orderId}/documents/${documentId}`;

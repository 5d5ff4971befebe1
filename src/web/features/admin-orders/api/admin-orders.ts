import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrder, OrderPatchBody, OrderStatus } from "../../../../shared/api/deals";
import type { OrderDocumentKind } from "../../../../shared/api/order-documents";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminOrder };

export function useAdminOrders(query: { status: OrderStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.admin.orders.list(query),
    queryFn: () =>
      api.get("/api/admin/orders", { query: { status: query.status, page: query.page, page_size: query.pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrderPatchBody }) =>
      api.patch("/api/admin/orders/{order_id}", { path: { order_id: id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
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
      return api.post("/api/admin/orders/{order_id}/documents", { path: { order_id: orderId }, body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}

/** Removes a shipping document from an order (its record stays, marked removed). */
export function useDeleteOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, documentId }: { orderId: number; documentId: number }) =>
      api.delete("/api/admin/orders/{order_id}/documents/{document_id}", {
        path: { order_id: orderId, document_id: documentId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}

/** An order's document as the admin downloads it. */
export const adminDocumentUrl = (orderId: number, documentId: number) =>
  `/api/admin/orders/${orderId}/documents/${documentId}`;

/** The accepted claims, newest first (a refund may name one of its order's); only while the money panel is open. */
export function useAcceptedClaims(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.claims.list({ status: "accepted", page: 1, pageSize: 100 }),
    queryFn: () => api.get("/api/admin/claims", { query: { status: "accepted", page: 1, page_size: 100 } }),
    enabled,
  });
}

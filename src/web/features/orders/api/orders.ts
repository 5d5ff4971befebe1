import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Order } from "../../../../shared/api/deals";
import type { Claim, ClaimCategory } from "../../../../shared/api/protection";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type { Claim, Order };

export function useMyOrders(page: number, pageSize = 10) {
  return useQuery({
    queryKey: queryKeys.myOrders.list(page, pageSize),
    queryFn: () => api.get("/api/users/me/orders", { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Cancels a reservation (the car is released; the CC is not refunded). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post("/api/users/me/orders/{order_id}/cancel", { path: { order_id: id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myOrders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cars.all }),
      ]),
  });
}

export const invoiceUrl = (orderId: number, lang: string) => `/api/users/me/orders/${orderId}/invoice?lang=${lang}`;

/** A shipping document of one of my orders (served as an attachment). */
export const documentUrl = (orderId: number, documentId: number) =>
  `/api/users/me/orders/${orderId}/documents/${documentId}`;

/** Asks for the money back after the ship-by date (api.md "The buyer's money, protected"). */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post("/api/users/me/orders/{order_id}/refund-request", { path: { order_id: id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myOrders.all }),
  });
}

/** My claims about one order, newest first (fetched only when the order can have any). */
export function useMyClaims(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myOrders.claims(orderId),
    queryFn: () => api.get("/api/users/me/orders/{order_id}/claims", { path: { order_id: orderId } }),
    enabled,
  });
}

export type ClaimDraft = {
  category: ClaimCategory;
  description: string;
  /** USD as typed, or "" for none. */
  amount: string;
  files: File[];
};

/** Files a claim (multipart: category, description, amount_usd, evidence files). */
export function useFileClaim(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ClaimDraft) => {
      const form = new FormData();
      form.append("category", draft.category);
      form.append("description", draft.description);
      if (draft.amount !== "") form.append("amount_usd", draft.amount);
      for (const file of draft.files) form.append("evidence", file);
      return api.post("/api/users/me/orders/{order_id}/claims", { path: { order_id: orderId }, body: form });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myOrders.claims(orderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myOrders.all }),
      ]),
  });
}

/** An evidence file of one of my claims (served as an attachment). */
export const evidenceUrl = (orderId: number, claimId: number, fileId: number) =>
  `/api/users/me/orders/${orderId}/claims/${claimId}/evidence/${fileId}`;

// The admins' records of a buyer's money (api.md "The buyer's money, protected"): a payment
// received and a refund sent. Here rather than in a feature: Admin → Orders records both, and
// Admin → Claims records the refund that settles a claim.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentBody, RefundBody } from "../../../shared/api/protection";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

/** Every admin view the money touches: the orders, the claims (their refunded sums) and the dashboard. */
function useRefreshAdminMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.admin.orders.all, queryKeys.admin.claims.all, queryKeys.admin.dashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useRecordPayment() {
  const refresh = useRefreshAdminMoney();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: PaymentBody }) =>
      api.post("/api/admin/orders/{order_id}/payments", { path: { order_id: orderId }, body }),
    onSettled: refresh,
  });
}

export function useRecordRefund() {
  const refresh = useRefreshAdminMoney();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: RefundBody }) =>
      api.post("/api/admin/orders/{order_id}/refunds", { path: { order_id: orderId }, body }),
    onSettled: refresh,
  });
}

/** Today in the admin's calendar ("2026-12-01"): the default day of a record and its latest. */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

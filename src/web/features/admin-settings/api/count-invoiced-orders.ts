import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * How many orders are invoiced and not yet paid (GET /api/admin/orders?status=invoiced): the
 * orders whose buyers a change of the invoices' bank details redirects, and emails.
 */
export function useInvoicedOrdersCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.orders.invoicedCount,
    queryFn: async () => (await api.get("/api/admin/orders", { query: { status: "invoiced", page_size: 1 } })).total,
    enabled,
    staleTime: 0,
  });
}

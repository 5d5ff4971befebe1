import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /api/invoices/verify/{code}: what the real invoice of that code states (404: none of ours). */
export function useInvoiceVerification(code: string | undefined) {
  return useQuery({
    queryKey: queryKeys.invoiceVerification(code),
    queryFn: ({ signal }) => api.get("/api/invoices/verify/{code}", { path: { code: code ?? "" }, signal }),
    enabled: Boolean(code),
    // Bank details may change: always asked afresh, never kept.
    staleTime: 0,
    gcTime: 0,
  });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { InvoiceVerification } from "../../../../shared/api/invoices";

/** GET /api/invoices/verify/{code}: what the real invoice of that code states (404: none of ours). */
export function useInvoiceVerification(code: string | undefined) {
  return useQuery({
    queryKey: ["invoices", "verify", code],
    queryFn: ({ signal }) =>
      api.get<InvoiceVerification>(`/api/invoices/verify/${encodeURIComponent(code ?? "")}`, { signal }),
    enabled: Boolean(code),
    // Bank details may change: always asked afresh, never kept.
    staleTime: 0,
    gcTime: 0,
  });
}

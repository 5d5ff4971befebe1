import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminClaim, ClaimDecisionBody, ClaimStatus } from "../../../../shared/api/protection";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminClaim };

export function useAdminClaims(query: { status: ClaimStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.admin.claims.list(query),
    queryFn: () =>
      api.get("/api/admin/claims", { query: { status: query.status, page: query.page, page_size: query.pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Accepts or rejects a claim with a note, once; a second decision is 409. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClaimDecisionBody }) =>
      api.post("/api/admin/claims/{claim_id}/decision", { path: { claim_id: id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.claims.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}

/** An evidence file of a claim, as the admin downloads it. */
export const adminEvidenceUrl = (claimId: number, fileId: number) => `/api/admin/claims/${claimId}/evidence/${fileId}`;

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Topup } from "../../../../shared/api/deals";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type { Topup };

export function useMyTopups(page: number, pageSize = 10) {
  return useQuery({
    queryKey: queryKeys.myTopups.list(page, pageSize),
    queryFn: () => api.get("/api/users/me/topups", { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/users/me/topups → the bank details and the reference to write on the transfer. */
export function useCreateTopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount_cc: number; payer_name: string; note: string | null }) =>
      api.post("/api/users/me/topups", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myTopups.all }),
  });
}

/** Uploads the transfer slip (JPEG, PNG or PDF, at most 5 MB). */
export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      return api.post("/api/users/me/topups/{topup_id}/proof", { path: { topup_id: id }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myTopups.all }),
  });
}

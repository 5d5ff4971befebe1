import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SnsPlatform, SnsSubmission } from "../types/sns";
import { queryKeys } from "../../../lib/query-keys";

export function submitShare(input: { platform: SnsPlatform; url: string }): Promise<SnsSubmission> {
  return api.post("/api/sns-share", { body: input });
}

export function useSubmitShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mySnsShares.all }),
  });
}

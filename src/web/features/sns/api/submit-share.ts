import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SnsPlatform, SnsSubmission } from "../types/sns";
import { mySnsQueryKey } from "./get-my-submissions";

export function submitShare(input: { platform: SnsPlatform; url: string }): Promise<SnsSubmission> {
  return api.post<SnsSubmission>("/api/sns-share", input);
}

export function useSubmitShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySnsQueryKey }),
  });
}

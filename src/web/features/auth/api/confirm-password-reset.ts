import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ResetConfirmBody as ConfirmPasswordResetInput, ResetDone } from "../../../../shared/api/auth";
import { queryKeys } from "../../../lib/query-keys";

export type { ConfirmPasswordResetInput };

/** Sets the new password from the emailed token; unlocks the account and ends its every session. */
export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<ResetDone> {
  return api.post("/api/auth/password-reset/confirm", { body: input });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // This browser may have been signed in to the account: ask again who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

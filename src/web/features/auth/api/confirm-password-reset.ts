import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ResetConfirmBody as ConfirmPasswordResetInput, ResetDone } from "../../../../shared/api/auth";

export type { ConfirmPasswordResetInput };

/** Sets the new password from the emailed token; unlocks the account. */
export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<ResetDone> {
  return api.post<ResetDone>("/api/auth/password-reset/confirm", input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

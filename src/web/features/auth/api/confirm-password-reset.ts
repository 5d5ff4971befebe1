import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ResetConfirmBody as ConfirmPasswordResetInput } from "../../../../shared/api/auth";

export type { ConfirmPasswordResetInput };

/** Sets the new password from the emailed token; unlocks the account. */
export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<{ reset: boolean }> {
  return api.post<{ reset: boolean }>("/api/auth/password-reset/confirm", input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

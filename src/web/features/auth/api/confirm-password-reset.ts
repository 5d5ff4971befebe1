import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
}

/** Sets the new password from the emailed token; unlocks the account. */
export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<{ reset: boolean }> {
  return api.post<{ reset: boolean }>("/api/auth/password-reset/confirm", input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

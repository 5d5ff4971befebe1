import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post("/api/auth/password-reset/request", { body: { email, lang: currentLanguage() } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

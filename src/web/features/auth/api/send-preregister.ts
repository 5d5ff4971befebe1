import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";

export interface SendPreregisterResult {
  sent: boolean;
  expires_at: string;
  expires_in_seconds: number;
}

/** Emails a 6-digit code to the address (step 1 of registration), in the page language. */
export function sendPreregister(email: string): Promise<SendPreregisterResult> {
  return api.post<SendPreregisterResult>("/api/auth/send-preregister", { email, lang: currentLanguage() });
}

export function useSendPreregister() {
  return useMutation({ mutationFn: sendPreregister });
}

import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";
import type { PreregisterSent as SendPreregisterResult } from "../../../../shared/api/auth";

export type { SendPreregisterResult };

/** Emails a 6-digit code to the address (step 1 of registration), in the page language. */
export function sendPreregister(email: string): Promise<SendPreregisterResult> {
  return api.post("/api/auth/send-preregister", { body: { email, lang: currentLanguage() } });
}

export function useSendPreregister() {
  return useMutation({ mutationFn: sendPreregister });
}

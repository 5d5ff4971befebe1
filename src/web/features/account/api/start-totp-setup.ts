import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { TotpSetup } from "../../../../shared/api/totp";

export type { TotpSetup };

/** A new secret with its otpauth:// URL and QR code (an SVG data: URL drawn by the server). */
export function startTotpSetup(): Promise<TotpSetup> {
  return api.post("/api/users/me/totp");
}

export function useStartTotpSetup() {
  return useMutation({ mutationFn: startTotpSetup });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { TotpStatus } from "../../../../shared/api/totp";

export type { TotpStatus };

export const totpStatusQueryKey = ["account", "totp"] as const;

/** Whether two-step sign-in is on, and whether this account (an admin) must turn it on. */
export function getTotpStatus(): Promise<TotpStatus> {
  return api.get<TotpStatus>("/api/users/me/totp");
}

export function useTotpStatus() {
  return useQuery({ queryKey: totpStatusQueryKey, queryFn: getTotpStatus });
}

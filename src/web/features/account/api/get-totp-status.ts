import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { TotpStatus } from "../../../../shared/api/totp";
import { queryKeys } from "../../../lib/query-keys";

export type { TotpStatus };

/** Whether two-step sign-in is on, and whether this account (an admin) must turn it on. */
export function getTotpStatus(): Promise<TotpStatus> {
  return api.get("/api/users/me/totp");
}

export function useTotpStatus() {
  return useQuery({ queryKey: queryKeys.account.totp, queryFn: getTotpStatus });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { User } from "../../../lib/session/user";
import { queryKeys } from "../../../lib/query-keys";

/** The own User object with the referral link. */
export function getProfile(): Promise<User> {
  return api.get("/api/users/me");
}

export function useProfile() {
  return useQuery({ queryKey: queryKeys.account.profile, queryFn: getProfile });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { User } from "../../../lib/session/user";

export const profileQueryKey = ["account", "profile"] as const;

/** The own User object with the referral link. */
export function getProfile(): Promise<User> {
  return api.get<User>("/api/users/me");
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}

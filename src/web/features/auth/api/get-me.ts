import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";
import { unwrapUser, type User, type UserPayload } from "../types/user";

export const meQueryKey = ["auth", "me"] as const;

/** The logged-in user, or null for a visitor (401). */
export async function getMe(): Promise<User | null> {
  try {
    return unwrapUser(await api.get<UserPayload>("/api/auth/me"));
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 });
}

import { useQuery } from "@tanstack/react-query";
import type { User } from "./user";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

/**
 * The logged-in user, or null for a visitor. Asks `/api/auth/session`, which answers a visitor
 * `200 {user: null}`: `/api/auth/me` answers 401, which every browser logs as a console error.
 */
export async function getMe(): Promise<User | null> {
  return (await api.get("/api/auth/session")).user;
}

export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 5 * 60_000 });
}

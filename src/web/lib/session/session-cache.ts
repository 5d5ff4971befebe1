import type { QueryClient } from "@tanstack/react-query";
import type { User } from "./user";
import { queryKeys } from "../query-keys";

function isSameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

/**
 * Sets who is logged in and drops every other cached answer: car details, balances
 * and admin lists may differ for the next user. Public settings are kept.
 */
export function replaceSession(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(queryKeys.me, user);
  queryClient.removeQueries({
    predicate: (query) =>
      !isSameKey(query.queryKey, queryKeys.me) && !isSameKey(query.queryKey, queryKeys.publicSettings),
  });
}

import type { QueryClient } from "@tanstack/react-query";
import { publicSettingsQueryKey } from "../public-settings";
import type { User } from "./user";
import { meQueryKey } from "./get-session";

function isSameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

/**
 * Sets who is logged in and drops every other cached answer: car details, balances
 * and admin lists may differ for the next user. Public settings are kept.
 */
export function replaceSession(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(meQueryKey, user);
  queryClient.removeQueries({
    predicate: (query) => !isSameKey(query.queryKey, meQueryKey) && !isSameKey(query.queryKey, publicSettingsQueryKey),
  });
}

import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

/** After CC moved: the balance (auth/me, ledger), the car's access flag and my vehicles are stale. */
export function refreshAfterCharge(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    queryClient.invalidateQueries({ queryKey: queryKeys.account.credits.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cars.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myVehicles }),
  ]);
}

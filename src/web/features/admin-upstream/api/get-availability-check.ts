import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { CheckStatus } from "../types/upstream";

export const availabilityCheckQueryKey = ["admin", "upstream", "availability-check"] as const;

export function getAvailabilityCheck(): Promise<CheckStatus> {
  return api.get<CheckStatus>("/api/upstream/availability-check");
}

/** The check's state; polled while a run is going on so its counters move. */
export function useAvailabilityCheck() {
  return useQuery({
    queryKey: availabilityCheckQueryKey,
    queryFn: getAvailabilityCheck,
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { CheckStatus } from "../types/upstream";
import { queryKeys } from "../../../lib/query-keys";

export function getAvailabilityCheck(): Promise<CheckStatus> {
  return api.get("/api/upstream/availability-check");
}

/** The check's state; polled while a run is going on so its counters move. */
export function useAvailabilityCheck() {
  return useQuery({
    queryKey: queryKeys.admin.upstream.availabilityCheck,
    queryFn: getAvailabilityCheck,
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
}

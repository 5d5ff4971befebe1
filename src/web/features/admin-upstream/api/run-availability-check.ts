import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { RunAccepted } from "../../../../shared/api/upstream";
import { queryKeys } from "../../../lib/query-keys";

export function runAvailabilityCheck(): Promise<RunAccepted> {
  return api.post("/api/upstream/availability-check/run");
}

/** Starts a check now (202); a 409 means one is already running. */
export function useRunAvailabilityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAvailabilityCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.upstream.availabilityCheck }),
  });
}

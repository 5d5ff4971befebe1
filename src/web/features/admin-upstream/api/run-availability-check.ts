import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { availabilityCheckQueryKey } from "./get-availability-check";

export function runAvailabilityCheck(): Promise<{ run_id: number; status: "running" }> {
  return api.post<{ run_id: number; status: "running" }>("/api/upstream/availability-check/run");
}

/** Starts a check now (202); a 409 means one is already running. */
export function useRunAvailabilityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAvailabilityCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityCheckQueryKey }),
  });
}

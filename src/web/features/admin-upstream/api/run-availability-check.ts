import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { availabilityCheckQueryKey } from "./get-availability-check";
import type { RunAccepted } from "../../../../shared/api/upstream";

export function runAvailabilityCheck(): Promise<RunAccepted> {
  return api.post<RunAccepted>("/api/upstream/availability-check/run");
}

/** Starts a check now (202); a 409 means one is already running. */
export function useRunAvailabilityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAvailabilityCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityCheckQueryKey }),
  });
}

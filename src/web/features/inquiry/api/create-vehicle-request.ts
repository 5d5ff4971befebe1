import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { VehicleRequest, VehicleRequestInput } from "../types/vehicle-request";
import { queryKeys } from "../../../lib/query-keys";

/** POST /api/vehicle-requests (needs a balance of at least 1 CC; nothing is charged yet). */
export function createVehicleRequest(input: VehicleRequestInput): Promise<VehicleRequest> {
  return api.post("/api/vehicle-requests", { body: input });
}

export function useCreateVehicleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicleRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myVehicleRequests.all }),
  });
}

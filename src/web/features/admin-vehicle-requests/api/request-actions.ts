import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type StatusChange = "in_progress" | "cancelled" | "rejected";

/** PATCH /api/admin/vehicle-requests/{id}: the requester is notified. */
export function updateRequestStatus(input: { id: number; status: StatusChange; admin_note?: string | null }) {
  const { id, ...body } = input;
  return api.patch("/api/admin/vehicle-requests/{id}", { path: { id }, body });
}

/** POST …/recommend: charges the requester 1 CC once and completes the request. */
export function recommendCars(input: { id: number; car_ids: number[]; note?: string | null }) {
  const { id, ...body } = input;
  return api.post("/api/admin/vehicle-requests/{id}/recommend", { path: { id }, body });
}

export function useUpdateRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequestStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.vehicleRequests.all }),
  });
}

export function useRecommendCars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recommendCars,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.vehicleRequests.all }),
  });
}

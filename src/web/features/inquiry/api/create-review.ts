import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshAfterCharge } from "../../../lib/refresh-after-charge";
import type { CreatedReview } from "../../../../shared/api/reviews";
import type { ReviewBody as ReviewInput } from "../../../../shared/api/reviews";
import { queryKeys } from "../../../lib/query-keys";

export type { ReviewInput };

export type { CreatedReview };

/** POST /api/reviews: one review per own completed request, rewarded with 1 CC once. */
export function createReview(input: ReviewInput): Promise<CreatedReview> {
  return api.post("/api/reviews", { body: input });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myVehicleRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        refreshAfterCharge(queryClient),
      ]),
  });
}

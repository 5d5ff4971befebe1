import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminReview } from "../../../../shared/api/reviews";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminReview };

export interface AdminReviewsQuery {
  q: string;
  visible: boolean | null;
  page: number;
  pageSize: number;
}

export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery({
    queryKey: queryKeys.admin.reviews.list(query),
    queryFn: () =>
      api.get("/api/admin/reviews", {
        query: { q: query.q.trim(), is_visible: query.visible, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Hides or shows a review (PATCH {is_visible}). */
export function useSetReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; is_visible: boolean }) =>
      api.patch("/api/admin/reviews/{id}", { path: { id: input.id }, body: { is_visible: input.is_visible } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
      ]),
  });
}

/** Deletes a review; the reward it earned stays. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete("/api/admin/reviews/{id}", { path: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
      ]),
  });
}

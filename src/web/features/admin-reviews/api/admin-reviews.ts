import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { AdminReview } from "../../../../shared/api/reviews";

export type { AdminReview };

export interface AdminReviewsQuery {
  q: string;
  visible: boolean | null;
  page: number;
  pageSize: number;
}

export const adminReviewsQueryKey = ["admin", "reviews"] as const;

export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery({
    queryKey: [...adminReviewsQueryKey, query],
    queryFn: () =>
      api.get<Page<AdminReview>>("/api/admin/reviews", {
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
      api.patch<AdminReview>(`/api/admin/reviews/${input.id}`, { is_visible: input.is_visible }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["reviews"] }),
      ]),
  });
}

/** Deletes a review; the reward it earned stays. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/reviews/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["reviews"] }),
      ]),
  });
}

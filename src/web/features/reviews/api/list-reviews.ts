import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { PublicReview } from "../../../../shared/api/reviews";

export type { PublicReview };

export const reviewsQueryKey = ["reviews"] as const;

export function listReviews(page: number, pageSize: number): Promise<Page<PublicReview>> {
  return api.get<Page<PublicReview>>("/api/reviews", { query: { page, page_size: pageSize } });
}

export function useReviews(page: number, pageSize = 12) {
  return useQuery({
    queryKey: [...reviewsQueryKey, "public", page, pageSize],
    queryFn: () => listReviews(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

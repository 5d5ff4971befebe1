import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { PublicReview } from "../../../../shared/api/reviews";
import { queryKeys } from "../../../lib/query-keys";

export type { PublicReview };

export function listReviews(page: number, pageSize: number): Promise<Page<PublicReview>> {
  return api.get("/api/reviews", { query: { page, page_size: pageSize } });
}

export function useReviews(page: number, pageSize = 12) {
  return useQuery({
    queryKey: queryKeys.reviews.public(page, pageSize),
    queryFn: () => listReviews(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

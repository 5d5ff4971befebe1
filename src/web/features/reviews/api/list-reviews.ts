import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../cars/types/car";

/** A visible review as visitors see it (the author's first name and country only). */
export interface PublicReview {
  id: number;
  vehicle_request_id: number;
  rating: number;
  content: string;
  maker: string;
  model: string | null;
  author_name: string;
  country: string;
  created_at: string;
}

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

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MySubmissionsPage } from "../types/sns";

export const mySnsQueryKey = ["sns", "me"] as const;

/** The user's submissions with the campaign's rules and their progress. */
export function getMySubmissions(page: number, pageSize: number): Promise<MySubmissionsPage> {
  return api.get<MySubmissionsPage>("/api/sns-share/me", { query: { page, page_size: pageSize } });
}

export function useMySubmissions(page: number, pageSize = 20) {
  return useQuery({
    queryKey: [...mySnsQueryKey, page, pageSize],
    queryFn: () => getMySubmissions(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MySubmissionsPage } from "../types/sns";
import { queryKeys } from "../../../lib/query-keys";

/** The user's submissions with the campaign's rules and their progress. */
export function getMySubmissions(page: number, pageSize: number): Promise<MySubmissionsPage> {
  return api.get("/api/sns-share/me", { query: { page, page_size: pageSize } });
}

export function useMySubmissions(page: number, pageSize = 20) {
  return useQuery({
    queryKey: queryKeys.mySnsShares.list(page, pageSize),
    queryFn: () => getMySubmissions(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { UpstreamSearchParams, UpstreamSearchResult } from "../types/upstream";

export const upstreamSearchQueryKey = ["admin", "upstream", "search"] as const;

export function searchUpstream(params: UpstreamSearchParams): Promise<UpstreamSearchResult> {
  return api.get<UpstreamSearchResult>("/api/upstream/search", {
    query: { complex_code: params.complexCode, maker: params.maker, model: params.model, page: params.page },
  });
}

/** One upstream result page; the previous page stays on screen while the next loads. */
export function useUpstreamSearch(params: UpstreamSearchParams) {
  return useQuery({
    queryKey: [...upstreamSearchQueryKey, params],
    queryFn: () => searchUpstream(params),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

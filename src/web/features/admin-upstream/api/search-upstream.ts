import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { UpstreamSearchParams, UpstreamSearchResult } from "../types/upstream";
import { queryKeys } from "../../../lib/query-keys";

export function searchUpstream(params: UpstreamSearchParams): Promise<UpstreamSearchResult> {
  return api.get("/api/upstream/search", {
    query: { complex_code: params.complexCode, maker: params.maker, model: params.model, page: params.page },
  });
}

/** One upstream result page; the previous page stays on screen while the next loads. */
export function useUpstreamSearch(params: UpstreamSearchParams) {
  return useQuery({
    queryKey: queryKeys.admin.upstream.search.list(params),
    queryFn: () => searchUpstream(params),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

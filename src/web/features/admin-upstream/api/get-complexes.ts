import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { UpstreamComplex } from "../types/upstream";
import { queryKeys } from "../../../lib/query-keys";

export function getUpstreamComplexes(): Promise<UpstreamComplex[]> {
  return api.get("/api/upstream/complexes");
}

export function useUpstreamComplexes() {
  return useQuery({
    queryKey: queryKeys.admin.upstream.complexes,
    queryFn: getUpstreamComplexes,
    staleTime: 30 * 60_000,
  });
}

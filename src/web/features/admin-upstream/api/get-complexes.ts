import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { UpstreamComplex } from "../types/upstream";

export function getUpstreamComplexes(): Promise<UpstreamComplex[]> {
  return api.get<UpstreamComplex[]>("/api/upstream/complexes");
}

export function useUpstreamComplexes() {
  return useQuery({
    queryKey: ["admin", "upstream", "complexes"],
    queryFn: getUpstreamComplexes,
    staleTime: 30 * 60_000,
  });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { BoardCategory } from "../types/board";

export const boardCategoriesQueryKey = ["board", "categories"] as const;

export function listBoardCategories(lang: string): Promise<BoardCategory[]> {
  return api.get<BoardCategory[]>("/api/board/categories", { query: { lang } });
}

export function useBoardCategories(lang: string, enabled = true) {
  return useQuery({
    queryKey: [...boardCategoriesQueryKey, lang],
    queryFn: () => listBoardCategories(lang),
    enabled,
    staleTime: 5 * 60_000,
  });
}

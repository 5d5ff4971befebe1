import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { BoardCategory } from "../types/board";
import { queryKeys } from "../../../lib/query-keys";

export function listBoardCategories(lang: Language): Promise<BoardCategory[]> {
  return api.get("/api/board/categories", { query: { lang } });
}

export function useBoardCategories(lang: Language, enabled = true) {
  return useQuery({
    queryKey: queryKeys.board.categories(lang),
    queryFn: () => listBoardCategories(lang),
    enabled,
    staleTime: 5 * 60_000,
  });
}

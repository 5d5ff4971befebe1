import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { BoardPost } from "../types/board";
import { queryKeys } from "../../../lib/query-keys";

export function getBoardPost(id: number, lang: Language): Promise<BoardPost> {
  return api.get("/api/board/posts/{post_id}", { path: { post_id: id }, query: { lang } });
}

export function useBoardPost(id: number, lang: Language, enabled = true) {
  return useQuery({
    queryKey: queryKeys.board.post(id, lang),
    queryFn: () => getBoardPost(id, lang),
    enabled: enabled && Number.isInteger(id) && id > 0,
    // Each fetch counts a view; do not refetch behind the reader's back.
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { BoardPost } from "../types/board";
import { boardPostsQueryKey } from "./list-posts";

export const boardPostQueryKey = (id: number, lang: string) => [...boardPostsQueryKey, "one", id, lang] as const;

export function getBoardPost(id: number, lang: string): Promise<BoardPost> {
  return api.get<BoardPost>(`/api/board/posts/${id}`, { query: { lang } });
}

export function useBoardPost(id: number, lang: string, enabled = true) {
  return useQuery({
    queryKey: boardPostQueryKey(id, lang),
    queryFn: () => getBoardPost(id, lang),
    enabled: enabled && Number.isInteger(id) && id > 0,
    // Each fetch counts a view; do not refetch behind the reader's back.
    staleTime: 5 * 60_000,
  });
}

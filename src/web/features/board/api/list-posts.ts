import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { BoardPostSummary, Page } from "../types/board";
import { queryKeys } from "../../../lib/query-keys";

export interface BoardPostsQuery {
  categoryId: number | null;
  page: number;
  pageSize: number;
  lang: Language;
}

/** Notices first, then pinned posts, then newest (the server's order). */
export function listBoardPosts(query: BoardPostsQuery): Promise<Page<BoardPostSummary>> {
  return api.get("/api/board/posts", {
    query: { category_id: query.categoryId, page: query.page, page_size: query.pageSize, lang: query.lang },
  });
}

export function useBoardPosts(query: BoardPostsQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.board.posts.list(query),
    queryFn: () => listBoardPosts(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

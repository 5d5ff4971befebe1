import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { CategoryCreateBody as CategoryInput } from "../../../../shared/api/board";
import { queryKeys } from "../../../lib/query-keys";

export type { CategoryInput };

export function useAdminCategories() {
  return useQuery({
    queryKey: queryKeys.admin.board.categories,
    queryFn: () => api.get("/api/admin/board/categories"),
  });
}

export interface AdminPostsQuery {
  categoryId: number | null;
  q: string;
  page: number;
  pageSize: number;
}

export function useAdminPosts(query: AdminPostsQuery) {
  return useQuery({
    queryKey: queryKeys.admin.board.posts(query),
    queryFn: () =>
      api.get("/api/admin/board/posts", {
        query: { category_id: query.categoryId, q: query.q.trim(), page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every admin board change refreshes the admin lists and the public board's caches. */
function useBoardMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.board.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.board.all }),
      ]),
  });
}

export const useSaveCategory = () =>
  useBoardMutation((input: CategoryInput & { id?: number }) => {
    const { id, ...body } = input;
    return id === undefined
      ? api.post("/api/admin/board/categories", { body })
      : api.patch("/api/admin/board/categories/{id}", { path: { id }, body });
  });

export const useDeleteCategory = () =>
  useBoardMutation((id: number) => api.delete("/api/admin/board/categories/{id}", { path: { id } }));

export const useTogglePostFlag = () =>
  useBoardMutation(({ id, flag }: { id: number; flag: "notice" | "pin" }) =>
    flag === "notice"
      ? api.post("/api/admin/board/posts/{post_id}/notice", { path: { post_id: id } })
      : api.post("/api/admin/board/posts/{post_id}/pin", { path: { post_id: id } }),
  );

export const useAdminDeletePost = () =>
  useBoardMutation((id: number) => api.delete("/api/admin/board/posts/{post_id}", { path: { post_id: id } }));

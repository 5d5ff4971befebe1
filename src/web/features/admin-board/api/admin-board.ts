import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { BoardCategory, PostSummary as BoardPostSummary } from "../../../../shared/api/board";
import type { Page } from "../../../../shared/api/common";
import type { CategoryCreateBody as CategoryInput, PostFlag } from "../../../../shared/api/board";

export const adminBoardQueryKey = ["admin", "board"] as const;
const categoriesKey = [...adminBoardQueryKey, "categories"] as const;
const postsKey = [...adminBoardQueryKey, "posts"] as const;

export type { CategoryInput };

export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: () => api.get<BoardCategory[]>("/api/admin/board/categories"),
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
    queryKey: [...postsKey, query],
    queryFn: () =>
      api.get<Page<BoardPostSummary>>("/api/admin/board/posts", {
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
        queryClient.invalidateQueries({ queryKey: adminBoardQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["board"] }),
      ]),
  });
}

export const useSaveCategory = () =>
  useBoardMutation((input: CategoryInput & { id?: number }) => {
    const { id, ...body } = input;
    return id === undefined
      ? api.post<BoardCategory>("/api/admin/board/categories", body)
      : api.patch<BoardCategory>(`/api/admin/board/categories/${id}`, body);
  });

export const useDeleteCategory = () =>
  useBoardMutation((id: number) => api.delete<void>(`/api/admin/board/categories/${id}`));

export const useTogglePostFlag = () =>
  useBoardMutation(({ id, flag }: { id: number; flag: "notice" | "pin" }) =>
    api.post<PostFlag>(`/api/admin/board/posts/${id}/${flag}`),
  );

export const useAdminDeletePost = () =>
  useBoardMutation((id: number) => api.delete<void>(`/api/admin/board/posts/${id}`));

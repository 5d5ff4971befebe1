import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { boardPostsQueryKey } from "./list-posts";

export function deleteBoardPost(id: number): Promise<void> {
  return api.delete<void>(`/api/board/posts/${id}`);
}

export function useDeleteBoardPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoardPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardPostsQueryKey }),
  });
}

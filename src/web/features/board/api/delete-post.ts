import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export function deleteBoardPost(id: number): Promise<void> {
  return api.delete("/api/board/posts/{post_id}", { path: { post_id: id } });
}

export function useDeleteBoardPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoardPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.board.posts.all }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { BoardPost, PostInput } from "../types/board";
import { queryKeys } from "../../../lib/query-keys";

export function createBoardPost(input: PostInput): Promise<BoardPost> {
  return api.post("/api/board/posts", { body: input });
}

export function updateBoardPost({ id, ...input }: PostInput & { id: number }): Promise<BoardPost> {
  return api.patch("/api/board/posts/{post_id}", { path: { post_id: id }, body: input });
}

/** Creates a post, or edits one when an id is given. */
export function useSaveBoardPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput & { id?: number }) =>
      input.id === undefined ? createBoardPost(input) : updateBoardPost({ ...input, id: input.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.board.posts.all }),
  });
}

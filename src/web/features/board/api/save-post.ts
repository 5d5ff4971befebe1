import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { BoardPost, PostInput } from "../types/board";
import { boardPostsQueryKey } from "./list-posts";

export function createBoardPost(input: PostInput): Promise<BoardPost> {
  return api.post<BoardPost>("/api/board/posts", input);
}

export function updateBoardPost({ id, ...input }: PostInput & { id: number }): Promise<BoardPost> {
  return api.patch<BoardPost>(`/api/board/posts/${id}`, input);
}

/** Creates a post, or edits one when an id is given. */
export function useSaveBoardPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput & { id?: number }) =>
      input.id === undefined ? createBoardPost(input) : updateBoardPost({ ...input, id: input.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardPostsQueryKey }),
  });
}

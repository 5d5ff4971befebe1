import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MyQuestionPage, QuestionThread } from "../../../../shared/api/questions";
import { queryKeys } from "../../../lib/query-keys";

export type { MyQuestionPage, QuestionThread };

/** GET /api/users/me/questions (latest activity first; `unread` over all threads). */
export function useMyQuestions(page: number, pageSize = 20, enabled = true) {
  return useQuery({
    queryKey: queryKeys.myQuestions.list(page, pageSize),
    queryFn: () => api.get("/api/users/me/questions", { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET /api/users/me/questions/{id}: reading it marks the staff's messages read, and the reply
 * notifications that point at it, so the lists and the bell are refreshed after.
 */
export function useMyQuestion(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.myQuestions.thread(id),
    queryFn: async () => {
      const thread = await api.get("/api/users/me/questions/{thread_id}", { path: { thread_id: id } });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      return thread;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAskQuestion(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post("/api/cars/{car_id}/questions", { path: { car_id: carId }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all }),
  });
}

export function useFollowUp(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post("/api/users/me/questions/{thread_id}/messages", { path: { thread_id: threadId }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myQuestions.all }),
  });
}

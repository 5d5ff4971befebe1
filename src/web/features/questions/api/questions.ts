import { notificationsQueryKey } from "../../../lib/notifications-query-key";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type {
  MyQuestionPage,
  QuestionCreated,
  QuestionMessage,
  QuestionThread,
} from "../../../../shared/api/questions";

export type { MyQuestionPage, QuestionThread };

export const myQuestionsQueryKey = ["questions", "me"] as const;

/** GET /api/users/me/questions (latest activity first; `unread` over all threads). */
export function useMyQuestions(page: number, pageSize = 20, enabled = true) {
  return useQuery({
    queryKey: [...myQuestionsQueryKey, "list", page, pageSize],
    queryFn: () => api.get<MyQuestionPage>("/api/users/me/questions", { query: { page, page_size: pageSize } }),
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
    queryKey: [...myQuestionsQueryKey, "thread", id],
    queryFn: async () => {
      const thread = await api.get<QuestionThread>(`/api/users/me/questions/${id}`);
      void queryClient.invalidateQueries({ queryKey: [...myQuestionsQueryKey, "list"] });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      return thread;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAskQuestion(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<QuestionCreated>(`/api/cars/${carId}/questions`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myQuestionsQueryKey }),
  });
}

export function useFollowUp(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<QuestionMessage>(`/api/users/me/questions/${threadId}/messages`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myQuestionsQueryKey }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type {
  AdminQuestionItem,
  AdminQuestionPage,
  AdminQuestionThread,
  QuestionMessage,
} from "../../../../shared/api/questions";
import type { QuestionStatus } from "../../../../shared/api/constants";

export type { AdminQuestionItem, AdminQuestionThread };

export const adminQuestionsQueryKey = ["admin", "questions"] as const;

export function useAdminQuestions(query: { status: QuestionStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminQuestionsQueryKey, "list", query],
    queryFn: () =>
      api.get<AdminQuestionPage>("/api/admin/questions", {
        query: { status: query.status, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The admin menu's badge: threads waiting for the staff (checked every minute). */
export function useOpenQuestionCount(): number | undefined {
  const list = useQuery({
    queryKey: [...adminQuestionsQueryKey, "open-count"],
    queryFn: () => api.get<AdminQuestionPage>("/api/admin/questions", { query: { status: "open", page_size: 1 } }),
    refetchInterval: 60_000,
  });
  return list.data?.total;
}

export function useAdminQuestion(id: number) {
  return useQuery({
    queryKey: [...adminQuestionsQueryKey, "thread", id],
    queryFn: () => api.get<AdminQuestionThread>(`/api/admin/questions/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAnswerQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<QuestionMessage>(`/api/admin/questions/${id}/messages`, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
      ]),
  });
}

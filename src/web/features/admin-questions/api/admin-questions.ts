import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminQuestionItem, AdminQuestionThread } from "../../../../shared/api/questions";
import type { QuestionStatus } from "../../../../shared/api/constants";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminQuestionItem, AdminQuestionThread };

export function useAdminQuestions(query: { status: QuestionStatus | null; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.admin.questions.list(query),
    queryFn: () =>
      api.get("/api/admin/questions", { query: { status: query.status, page: query.page, page_size: query.pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** The admin menu's badge: threads waiting for the staff (checked every minute). */
export function useOpenQuestionCount(): number | undefined {
  const list = useQuery({
    queryKey: queryKeys.admin.questions.openCount,
    queryFn: () => api.get("/api/admin/questions", { query: { status: "open", page_size: 1 } }),
    refetchInterval: 60_000,
  });
  return list.data?.total;
}

export function useAdminQuestion(id: number) {
  return useQuery({
    queryKey: queryKeys.admin.questions.thread(id),
    queryFn: () => api.get("/api/admin/questions/{thread_id}", { path: { thread_id: id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAnswerQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post("/api/admin/questions/{thread_id}/messages", { path: { thread_id: id }, body: { body } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.questions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminJob, AdminJobPage, JobRetried } from "../../../../shared/api/jobs";
import type { JobListState } from "../../../../shared/api/constants";

export type { AdminJob };

export const adminJobsQueryKey = ["admin", "jobs"] as const;

/** One page of background jobs in a state (failed unless another is chosen). */
export function useAdminJobs(query: { state: JobListState; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminJobsQueryKey, query],
    queryFn: () =>
      api.get<AdminJobPage>("/api/admin/jobs", {
        query: { state: query.state, page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Puts a failed job back in its queue to run again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<JobRetried>(`/api/admin/jobs/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsQueryKey }),
  });
}

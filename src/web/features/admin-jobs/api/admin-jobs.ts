import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminJob } from "../../../../shared/api/jobs";
import type { JobListState } from "../../../../shared/api/constants";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminJob };

/** One page of background jobs in a state (failed unless another is chosen). */
export function useAdminJobs(query: { state: JobListState; page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.admin.jobs.list(query),
    queryFn: () =>
      api.get("/api/admin/jobs", { query: { state: query.state, page: query.page, page_size: query.pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Puts a failed job back in its queue to run again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("/api/admin/jobs/{id}/retry", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobs.all }),
  });
}

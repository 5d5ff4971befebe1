import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Users whose email or name matches `q` (GET /api/admin/users, first 20), for the recipient picker. */
export function useFindUsers(q: string) {
  return useQuery({
    queryKey: queryKeys.admin.users.picker(q),
    queryFn: () => api.get("/api/admin/users", { query: { q: q.trim(), page: 1, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });
}

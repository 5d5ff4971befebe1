import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminUserPage as AdminUsersPage } from "../../../../shared/api/users";

/** Users whose email or name matches `q` (GET /api/admin/users, first 20), for the recipient picker. */
export function useFindUsers(q: string) {
  return useQuery({
    queryKey: ["admin", "users", "picker", q],
    queryFn: () => api.get<AdminUsersPage>("/api/admin/users", { query: { q: q.trim(), page: 1, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });
}

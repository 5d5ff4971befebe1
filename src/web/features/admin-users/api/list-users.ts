import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminUser, AdminUserPage as AdminUsersPage } from "../../../../shared/api/users";

export type { AdminUser, AdminUsersPage };

import type { UserStatus } from "../../../../shared/api/constants";
import { queryKeys } from "../../../lib/query-keys";

export { USER_STATUSES, type UserStatus } from "../../../../shared/api/constants";

export interface AdminUsersQuery {
  q: string;
  status: UserStatus | null;
  page: number;
  pageSize: number;
}

export function listAdminUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
  return api.get("/api/admin/users", {
    query: { q: query.q.trim(), status: query.status, page: query.page, page_size: query.pageSize },
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: queryKeys.admin.users.list(query),
    queryFn: () => listAdminUsers(query),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminUser, AdminUserPage as AdminUsersPage } from "../../../../shared/api/users";

export type { AdminUser, AdminUsersPage };

import type { UserStatus } from "../../../../shared/api/constants";

export { USER_STATUSES, type UserStatus } from "../../../../shared/api/constants";

export interface AdminUsersQuery {
  q: string;
  status: UserStatus | null;
  page: number;
  pageSize: number;
}

export const adminUsersQueryKey = ["admin", "users"] as const;

export function listAdminUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
  return api.get<AdminUsersPage>("/api/admin/users", {
    query: { q: query.q.trim(), status: query.status, page: query.page, page_size: query.pageSize },
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, query],
    queryFn: () => listAdminUsers(query),
    placeholderData: keepPreviousData,
  });
}

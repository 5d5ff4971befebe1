import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { User } from "../../auth/types/user";

export type UserStatus = "active" | "deactivated" | "locked" | "deleted";
export const USER_STATUSES: readonly UserStatus[] = ["active", "deactivated", "locked", "deleted"];

/** An item of the admin users API: the User object plus its state. */
export interface AdminUser extends User {
  status: UserStatus;
  deleted_at: string | null;
  locked: boolean;
  locked_at: string | null;
  failed_login_count: number;
  referred_by_user_id: number | null;
}

export interface AdminUsersQuery {
  q: string;
  status: UserStatus | null;
  page: number;
  pageSize: number;
}

export interface AdminUsersPage {
  items: AdminUser[];
  total: number;
  page: number;
  page_size: number;
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

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminUsersQueryKey, type AdminUser } from "./list-users";
import type { AdminCreditsBody, CreditAdjustmentResult } from "../../../../shared/api/users";

export type { CreditAdjustmentResult };

export type UserAction =
  | { kind: "deactivate"; user: AdminUser }
  | { kind: "reactivate"; user: AdminUser }
  | { kind: "make-admin"; user: AdminUser }
  | { kind: "make-user"; user: AdminUser }
  | { kind: "unlock"; user: AdminUser }
  | { kind: "delete"; user: AdminUser };

/** Runs one admin action on a user (PATCH, unlock or soft delete). */
export function runUserAction(action: UserAction): Promise<unknown> {
  const url = `/api/admin/users/${action.user.id}`;
  switch (action.kind) {
    case "deactivate":
      return api.patch(url, { is_active: false });
    case "reactivate":
      return api.patch(url, { is_active: true });
    case "make-admin":
      return api.patch(url, { role: "admin" });
    case "make-user":
      return api.patch(url, { role: "user" });
    case "unlock":
      return api.post(`${url}/unlock`);
    case "delete":
      return api.delete(url);
  }
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

/** POST /api/admin/users/{id}/credits for one user. */
export type CreditAdjustment = AdminCreditsBody & { userId: number };

/** One ledger entry on the user's cc or cash_cc account (negative amounts debit). */
export function adjustCredits(input: CreditAdjustment): Promise<CreditAdjustmentResult> {
  const { userId, ...body } = input;
  return api.post<CreditAdjustmentResult>(`/api/admin/users/${userId}/credits`, body);
}

export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

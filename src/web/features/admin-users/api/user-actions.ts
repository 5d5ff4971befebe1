import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AdminUser } from "./list-users";
import type { AdminCreditsBody, CreditAdjustmentResult } from "../../../../shared/api/users";
import { queryKeys } from "../../../lib/query-keys";

export type { CreditAdjustmentResult };

export type UserAction =
  | { kind: "deactivate"; user: AdminUser }
  | { kind: "reactivate"; user: AdminUser }
  | { kind: "make-admin"; user: AdminUser }
  | { kind: "make-user"; user: AdminUser }
  | { kind: "unlock"; user: AdminUser }
  | { kind: "delete"; user: AdminUser }
  | { kind: "reset-totp"; user: AdminUser }
  | { kind: "end-sessions"; user: AdminUser };

/** Runs one admin action on a user (PATCH, unlock, soft delete, second factor off, sign out everywhere). */
export function runUserAction(action: UserAction): Promise<unknown> {
  const path = { user_id: action.user.id };
  switch (action.kind) {
    case "deactivate":
      return api.patch("/api/admin/users/{user_id}", { path, body: { is_active: false } });
    case "reactivate":
      return api.patch("/api/admin/users/{user_id}", { path, body: { is_active: true } });
    case "make-admin":
      return api.patch("/api/admin/users/{user_id}", { path, body: { role: "admin" } });
    case "make-user":
      return api.patch("/api/admin/users/{user_id}", { path, body: { role: "user" } });
    case "unlock":
      return api.post("/api/admin/users/{user_id}/unlock", { path });
    case "delete":
      return api.delete("/api/admin/users/{user_id}", { path });
    case "reset-totp":
      return api.delete("/api/admin/users/{user_id}/totp", { path });
    case "end-sessions":
      return api.delete("/api/admin/users/{user_id}/sessions", { path });
  }
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}

/** POST /api/admin/users/{id}/credits for one user. */
export type CreditAdjustment = AdminCreditsBody & { userId: number };

/** One ledger entry on the user's cc or cash_cc account (negative amounts debit). */
export function adjustCredits(input: CreditAdjustment): Promise<CreditAdjustmentResult> {
  const { userId, ...body } = input;
  return api.post("/api/admin/users/{user_id}/credits", { path: { user_id: userId }, body });
}

export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}

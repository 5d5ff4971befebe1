import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { User } from "../../../lib/session/user";
import type { ProfilePatchBody } from "../../../../shared/api/users";
import { queryKeys } from "../../../lib/query-keys";

/**
 * Keeps the buyer's postal address and phone on the profile (PATCH /api/users/me), where the
 * proforma invoice reads them: the buy dialog asks for them before the reservation.
 */
export function useSaveInvoiceContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Pick<ProfilePatchBody, "address" | "phone">) => api.patch("/api/users/me", { body: patch }),
    onSuccess: (user) => queryClient.setQueryData<User | null>(queryKeys.me, user),
  });
}

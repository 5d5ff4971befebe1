import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { PasswordChangeBody } from "../../../../shared/api/sessions";
import { queryKeys } from "../../../lib/query-keys";

export type { PasswordChangeBody };

/** Sets a new password with the current one; every other session of mine ends. */
export function changeMyPassword(body: PasswordChangeBody): Promise<void> {
  return api.post("/api/users/me/password", { body });
}

export function useChangeMyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMyPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}

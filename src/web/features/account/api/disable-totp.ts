import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Turns two-step sign-in off with a current code or a recovery code. */
export function disableTotp(code: string): Promise<void> {
  return api.delete("/api/users/me/totp", { body: { code } });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.totp }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { TotpEnabled } from "../../../../shared/api/totp";
import { queryKeys } from "../../../lib/query-keys";

export type { TotpEnabled };

/** Confirms the set-up with a first code; answers the recovery codes, shown this once. */
export function enableTotp(code: string): Promise<TotpEnabled> {
  return api.post("/api/users/me/totp/enable", { body: { code } });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    // The admin area's gate reads the status too: it opens once this is on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.totp }),
  });
}

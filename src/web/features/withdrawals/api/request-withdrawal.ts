import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Withdrawal } from "../types/withdrawal";
import type { WithdrawalBody } from "../../../../shared/api/withdrawals";
import { queryKeys } from "../../../lib/query-keys";

/** Asks for a payout from the withdrawable balance; the amount is held at once. */
export function requestWithdrawal(input: WithdrawalBody): Promise<Withdrawal> {
  return api.post("/api/users/me/withdrawals", { body: input });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myWithdrawals.all }),
        // The balances shown come from the current user.
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}

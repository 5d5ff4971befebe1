import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { meQueryKey } from "../../../lib/session/get-session";
import type { Withdrawal } from "../types/withdrawal";
import { myWithdrawalsQueryKey } from "./list-my-withdrawals";
import type { WithdrawalBody } from "../../../../shared/api/withdrawals";

/** Asks for a payout from the withdrawable balance; the amount is held at once. */
export function requestWithdrawal(input: WithdrawalBody): Promise<Withdrawal> {
  return api.post<Withdrawal>("/api/users/me/withdrawals", input);
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myWithdrawalsQueryKey }),
        // The balances shown come from the current user.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { meQueryKey } from "../../../lib/session/get-session";
import type { Withdrawal, WithdrawalMethod } from "../types/withdrawal";
import { myWithdrawalsQueryKey } from "./list-my-withdrawals";

export interface WithdrawalInput {
  amount: number;
  method: WithdrawalMethod;
  account_details: string;
}

/** Asks for a payout from the withdrawable balance; the amount is held at once. */
export function requestWithdrawal(input: WithdrawalInput): Promise<Withdrawal> {
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

import type { WithdrawalStatus } from "../../../../shared/api/constants";

// The API's types and option lists come from the contract (src/shared/api/withdrawals.ts).
export type { Withdrawal, WithdrawalPage as WithdrawalsPage } from "../../../../shared/api/withdrawals";
export {
  MIN_WITHDRAWAL_CC,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from "../../../../shared/api/constants";

export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatus, string> = {
  pending: "yellow",
  paid: "green",
  rejected: "red",
};

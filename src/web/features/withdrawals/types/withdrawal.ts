// The API's types and option lists come from the contract (src/shared/api/withdrawals.ts); badge colours from lib/statuses.
export type { Withdrawal, WithdrawalPage as WithdrawalsPage } from "../../../../shared/api/withdrawals";
export {
  MIN_WITHDRAWAL_CC,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from "../../../../shared/api/constants";

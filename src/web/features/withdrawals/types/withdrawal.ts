import type { WithdrawalStatus } from "../../../lib/statuses";

export type { WithdrawalStatus };
export const WITHDRAWAL_METHODS = ["bank_transfer", "paypal", "other"] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
/** Smallest amount the server accepts, in CC. */
export const MIN_WITHDRAWAL_CC = 1;

export interface Withdrawal {
  id: number;
  user_id: number;
  amount: number;
  method: WithdrawalMethod;
  account_details: string;
  status: WithdrawalStatus;
  admin_note: string | null;
  processed_at: string | null;
  created_at: string;
}

export interface WithdrawalsPage<T = Withdrawal> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

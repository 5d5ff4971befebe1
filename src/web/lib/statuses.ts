// Badge colours of the statuses a user page and its admin page both show. They live here, not in
// either feature, because web features never import each other; the status lists are the contract's.
import {
  REQUEST_STATUSES,
  SNS_STATUSES,
  WITHDRAWAL_STATUSES,
  type RequestStatus,
  type SnsStatus,
  type WithdrawalStatus,
} from "../../shared/api/constants";
import { CLAIM_STATUSES, type ClaimStatus, type ProtectionStatus } from "../../shared/api/protection-values";

export { CLAIM_STATUSES, REQUEST_STATUSES, SNS_STATUSES, WITHDRAWAL_STATUSES };
export type { ClaimStatus, ProtectionStatus, RequestStatus, SnsStatus, WithdrawalStatus };

export const SNS_STATUS_COLOR: Record<SnsStatus, string> = { pending: "yellow", approved: "green", rejected: "red" };

export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatus, string> = {
  pending: "yellow",
  paid: "green",
  rejected: "red",
};

export const REQUEST_STATUS_COLOR: Record<RequestStatus, string> = {
  pending: "gray",
  in_progress: "blue",
  completed: "green",
  cancelled: "orange",
  rejected: "red",
};

export const CLAIM_STATUS_COLOR: Record<ClaimStatus, string> = { open: "yellow", accepted: "green", rejected: "red" };

/** The buyer protection's colours: held (blue), released (green), due back (orange), refunded (gray). */
export const PROTECTION_COLOR: Record<ProtectionStatus, string> = {
  none: "gray",
  held: "blue",
  released: "green",
  refund_due: "orange",
  refunded: "gray",
};

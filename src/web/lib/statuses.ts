// Status lists and badge colours that a user page and its admin page both show. They live here,
// not in either feature, because web features never import each other.

export const SNS_STATUSES = ["pending", "approved", "rejected"] as const;
export type SnsStatus = (typeof SNS_STATUSES)[number];
export const SNS_STATUS_COLOR: Record<SnsStatus, string> = { pending: "yellow", approved: "green", rejected: "red" };

export const WITHDRAWAL_STATUSES = ["pending", "paid", "rejected"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatus, string> = {
  pending: "yellow",
  paid: "green",
  rejected: "red",
};

export const REQUEST_STATUSES = ["pending", "in_progress", "completed", "cancelled", "rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_COLOR: Record<RequestStatus, string> = {
  pending: "gray",
  in_progress: "blue",
  completed: "green",
  cancelled: "orange",
  rejected: "red",
};

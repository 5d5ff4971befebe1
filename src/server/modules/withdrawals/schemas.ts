import { Type } from "typebox";
import { IdParams } from "../../lib/id-params.js";
import { Paging, PagingQuery } from "../../lib/paging.js";

export const WITHDRAWAL_METHODS = ["bank_transfer", "paypal", "other"] as const;
export const WITHDRAWAL_STATUSES = ["pending", "paid", "rejected"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Smallest withdrawal, in CC. */
export const MIN_WITHDRAWAL_CC = 1;

export const WithdrawalBody = Type.Object(
  {
    amount: Type.Number({ minimum: MIN_WITHDRAWAL_CC, maximum: 1_000_000 }),
    method: Type.Union(WITHDRAWAL_METHODS.map((m) => Type.Literal(m))),
    account_details: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const MyWithdrawalsQuery = PagingQuery;

export const AdminWithdrawalsQuery = Type.Object({
  status: Type.Optional(Type.Union(WITHDRAWAL_STATUSES.map((s) => Type.Literal(s)))),
  ...Paging,
});

export const WithdrawalIdParams = IdParams;

const Note = Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]));
export const SettleBody = Type.Object({ note: Note }, { additionalProperties: false });

import { Type } from "typebox";
import {
  CcAmount,
  Id,
  IdParams,
  LiteralUnion,
  Nullable,
  Paged,
  Paging,
  PagingQuery,
  Timestamp,
  type Static,
} from "./common.js";
import { MIN_WITHDRAWAL_CC, WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES } from "./constants.js";

export { MIN_WITHDRAWAL_CC, WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES, type WithdrawalStatus } from "./constants.js";

export const WithdrawalBody = Type.Object(
  {
    amount: Type.Number({ minimum: MIN_WITHDRAWAL_CC, maximum: 1_000_000 }),
    method: LiteralUnion(WITHDRAWAL_METHODS),
    account_details: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type WithdrawalBody = Static<typeof WithdrawalBody>;

export const MyWithdrawalsQuery = PagingQuery;
export type MyWithdrawalsQuery = Static<typeof MyWithdrawalsQuery>;

export const AdminWithdrawalsQuery = Type.Object({
  status: Type.Optional(LiteralUnion(WITHDRAWAL_STATUSES)),
  ...Paging,
});
export type AdminWithdrawalsQuery = Static<typeof AdminWithdrawalsQuery>;

export const WithdrawalIdParams = IdParams("id");
export type WithdrawalIdParams = Static<typeof WithdrawalIdParams>;

const Note = Type.Optional(Nullable(Type.String({ maxLength: 1000 })));
export const SettleBody = Type.Object({ note: Note }, { additionalProperties: false });
export type SettleBody = Static<typeof SettleBody>;

export const Withdrawal = Type.Object({
  id: Id,
  // null once the account was purged: the money record stays, anonymised.
  user_id: Nullable(Id),
  amount: CcAmount,
  method: Type.String({ enum: [...WITHDRAWAL_METHODS] }),
  account_details: Type.String({ maxLength: 500 }),
  status: LiteralUnion(WITHDRAWAL_STATUSES),
  admin_note: Nullable(Type.String({ maxLength: 1000 })),
  processed_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type Withdrawal = Static<typeof Withdrawal>;
export const WithdrawalPage = Paged(Withdrawal);
export type WithdrawalPage = Static<typeof WithdrawalPage>;

/** An administrator's row: the request with who asked and their withdrawable balance. */
export const AdminWithdrawal = Type.Object({
  ...Withdrawal.properties,
  user_email: Type.String({ maxLength: 254 }),
  user_name: Type.String({ maxLength: 100 }),
  user_cash_cc_balance: CcAmount,
});
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;
export const AdminWithdrawalPage = Paged(AdminWithdrawal);
export type AdminWithdrawalPage = Static<typeof AdminWithdrawalPage>;

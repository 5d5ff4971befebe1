import { Type, type Static } from "typebox";
import { IdParams, LiteralUnion, Nullable, Paging, PagingQuery } from "./common.js";
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

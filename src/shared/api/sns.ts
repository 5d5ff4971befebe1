import { Type, type Static } from "typebox";
import { IdParams, LiteralUnion, Nullable, Paging, PagingQuery } from "./common.js";
import { SNS_PLATFORMS, SNS_STATUSES } from "./constants.js";

export { SNS_STATUSES, type SnsStatus } from "./constants.js";

export const SubmitBody = Type.Object(
  {
    platform: LiteralUnion(SNS_PLATFORMS),
    url: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type SubmitBody = Static<typeof SubmitBody>;

export const MyListQuery = PagingQuery;
export type MyListQuery = Static<typeof MyListQuery>;

export const AdminListQuery = Type.Object({
  status: Type.Optional(LiteralUnion(SNS_STATUSES)),
  platform: Type.Optional(LiteralUnion(SNS_PLATFORMS)),
  ...Paging,
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export const SubmissionIdParams = IdParams("id");
export type SubmissionIdParams = Static<typeof SubmissionIdParams>;

export const VerifyBody = Type.Object(
  {
    approved: Type.Boolean(),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type VerifyBody = Static<typeof VerifyBody>;

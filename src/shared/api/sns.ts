import { Type } from "typebox";
import {
  CcAmount,
  Count,
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

export const SnsSubmission = Type.Object({
  id: Id,
  user_id: Id,
  platform: Type.String({ enum: [...SNS_PLATFORMS] }),
  url: Type.String({ maxLength: 2000 }),
  status: LiteralUnion(SNS_STATUSES),
  admin_note: Nullable(Type.String({ maxLength: 1000 })),
  /** Withdrawable CC credited on approval. */
  reward_cc: Nullable(CcAmount),
  reviewed_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type SnsSubmission = Static<typeof SnsSubmission>;

export const SnsCampaign = Type.Object({
  enabled: Type.Boolean(),
  reward_cc: CcAmount,
  platforms: Type.Array(LiteralUnion(SNS_PLATFORMS)),
  max_per_user: Count,
  approved_count: Count,
});
export type SnsCampaign = Static<typeof SnsCampaign>;

/** My submissions with the campaign's rules and my progress. */
export const MySnsPage = Type.Object({ ...Paged(SnsSubmission).properties, campaign: SnsCampaign });
export type MySnsPage = Static<typeof MySnsPage>;

export const AdminSnsSubmission = Type.Object({
  ...SnsSubmission.properties,
  user_email: Type.String({ maxLength: 254 }),
  user_name: Type.String({ maxLength: 100 }),
});
export type AdminSnsSubmission = Static<typeof AdminSnsSubmission>;
export const AdminSnsPage = Paged(AdminSnsSubmission);
export type AdminSnsPage = Static<typeof AdminSnsPage>;

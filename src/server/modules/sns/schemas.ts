import { Type } from "typebox";
import { SNS_PLATFORMS } from "../settings/definitions.js";
import { IdParams } from "../../lib/id-params.js";
import { Paging, PagingQuery } from "../../lib/paging.js";

export const SNS_STATUSES = ["pending", "approved", "rejected"] as const;
export type SnsStatus = (typeof SNS_STATUSES)[number];

export const SubmitBody = Type.Object(
  {
    platform: Type.Union(SNS_PLATFORMS.map((p) => Type.Literal(p))),
    url: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export const MyListQuery = PagingQuery;

export const AdminListQuery = Type.Object({
  status: Type.Optional(Type.Union(SNS_STATUSES.map((s) => Type.Literal(s)))),
  platform: Type.Optional(Type.Union(SNS_PLATFORMS.map((p) => Type.Literal(p)))),
  ...Paging,
});

export const SubmissionIdParams = IdParams;

export const VerifyBody = Type.Object(
  {
    approved: Type.Boolean(),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

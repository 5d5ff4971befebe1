import { Type, type Static } from "typebox";
import { MAX_INT_ID, rowIdParams } from "../../lib/id-params.js";
import { CappedPaging, StrictPagingQuery } from "../../lib/paging.js";
import { Nullable } from "../../lib/nullable.js";

// Null first: with coerceTypes, Ajv would otherwise turn null into 0 or "" in the first branch.
const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });

export const REQUEST_STATUSES = ["pending", "in_progress", "completed", "cancelled", "rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The statuses an administrator sets by PATCH; `completed` comes only with a recommendation. */
export const PATCH_STATUSES = ["in_progress", "cancelled", "rejected"] as const;
export type PatchStatus = (typeof PATCH_STATUSES)[number];

export const RequestIdParams = rowIdParams("id");

export const VehicleRequestBody = Type.Object(
  {
    maker: Text(60, 1),
    model: Type.Optional(Nullable(Text(80))),
    grade: Type.Optional(Nullable(Text(200))),
    year: Type.Optional(Nullable(Type.Integer({ minimum: 1950, maximum: 2100 }))),
    fuel: Type.Optional(Nullable(Text(40))),
    mileage: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3_000_000 }))),
    budget_krw: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000_000_000 }))),
    note: Type.Optional(Nullable(Text(2000))),
  },
  { additionalProperties: false },
);
export type VehicleRequestInput = Static<typeof VehicleRequestBody>;

export const MyRequestsQuery = StrictPagingQuery;

export const AdminRequestsQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(REQUEST_STATUSES.map((s) => Type.Literal(s)))),
    q: Type.Optional(Text(200)),
    ...CappedPaging,
  },
  { additionalProperties: false },
);
export type AdminRequestsQuery = Static<typeof AdminRequestsQuery>;

export const StatusPatchBody = Type.Object(
  {
    status: Type.Union(PATCH_STATUSES.map((s) => Type.Literal(s))),
    admin_note: Type.Optional(Nullable(Text(2000))),
  },
  { additionalProperties: false },
);
export type StatusPatch = Static<typeof StatusPatchBody>;

export const RecommendBody = Type.Object(
  {
    car_ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT_ID }), {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
    }),
    note: Type.Optional(Nullable(Text(2000))),
  },
  { additionalProperties: false },
);
export type RecommendInput = Static<typeof RecommendBody>;

import { Type, type Static } from "typebox";
import { Id, IdParams, LiteralUnion, Nullable, Paging, StrictPagingQuery } from "./common.js";
import { PATCH_STATUSES, REQUEST_STATUSES } from "./constants.js";

export { PATCH_STATUSES, REQUEST_STATUSES, type PatchStatus, type RequestStatus } from "./constants.js";

const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });

export const RequestIdParams = IdParams("id");
export type RequestIdParams = Static<typeof RequestIdParams>;

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
export type VehicleRequestBody = Static<typeof VehicleRequestBody>;
export type VehicleRequestInput = Static<typeof VehicleRequestBody>;

export const MyRequestsQuery = StrictPagingQuery;
export type MyRequestsQuery = Static<typeof MyRequestsQuery>;

export const AdminRequestsQuery = Type.Object(
  {
    status: Type.Optional(LiteralUnion(REQUEST_STATUSES)),
    q: Type.Optional(Text(200)),
    ...Paging,
  },
  { additionalProperties: false },
);
export type AdminRequestsQuery = Static<typeof AdminRequestsQuery>;

export const StatusPatchBody = Type.Object(
  {
    status: LiteralUnion(PATCH_STATUSES),
    admin_note: Type.Optional(Nullable(Text(2000))),
  },
  { additionalProperties: false },
);
export type StatusPatchBody = Static<typeof StatusPatchBody>;
export type StatusPatch = Static<typeof StatusPatchBody>;

export const RecommendBody = Type.Object(
  {
    car_ids: Type.Array(Id, {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
    }),
    note: Type.Optional(Nullable(Text(2000))),
  },
  { additionalProperties: false },
);
export type RecommendBody = Static<typeof RecommendBody>;
export type RecommendInput = Static<typeof RecommendBody>;

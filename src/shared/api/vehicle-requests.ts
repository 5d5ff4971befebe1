import { Type } from "typebox";
import { CarListItem } from "./cars.js";
import {
  DateTime,
  Id,
  IdParams,
  LiteralUnion,
  Nullable,
  NullableDateTime,
  Paged,
  Paging,
  StrictPagingQuery,
  type Static,
} from "./common.js";
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

/** A recommended car: the list form of the car and when it was recommended. */
export const RecommendedCar = Type.Object({ ...CarListItem.properties, recommended_at: DateTime });
export type RecommendedCar = Static<typeof RecommendedCar>;

export const VehicleRequest = Type.Object({
  id: Id,
  maker: Type.String({ maxLength: 60 }),
  model: Nullable(Type.String({ maxLength: 80 })),
  grade: Nullable(Type.String({ maxLength: 200 })),
  year: Nullable(Type.Integer({ minimum: 1950, maximum: 2100 })),
  fuel: Nullable(Type.String({ maxLength: 40 })),
  mileage: Nullable(Type.Integer({ minimum: 0, maximum: 3_000_000 })),
  budget_krw: Nullable(Type.Integer({ minimum: 0, maximum: 100_000_000_000 })),
  note: Nullable(Type.String({ maxLength: 2000 })),
  status: LiteralUnion(REQUEST_STATUSES),
  admin_note: Nullable(Type.String({ maxLength: 2000 })),
  created_at: DateTime,
  updated_at: DateTime,
  completed_at: NullableDateTime,
  recommended_cars: Type.Array(RecommendedCar),
});
export type VehicleRequest = Static<typeof VehicleRequest>;

/** One of my requests, with my review of it (if any) and whether I may write one. */
export const MyVehicleRequest = Type.Object({
  ...VehicleRequest.properties,
  review: Nullable(Type.Object({ id: Id, rating: Type.Integer({ minimum: 1, maximum: 5 }) })),
  can_review: Type.Boolean(),
});
export type MyVehicleRequest = Static<typeof MyVehicleRequest>;
export const MyVehicleRequestPage = Paged(MyVehicleRequest);
export type MyVehicleRequestPage = Static<typeof MyVehicleRequestPage>;

/** An administrator's view: the request with who asked. */
export const AdminVehicleRequest = Type.Object({
  ...VehicleRequest.properties,
  user_id: Id,
  email: Type.String({ maxLength: 254 }),
  user_name: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 2 }),
});
export type AdminVehicleRequest = Static<typeof AdminVehicleRequest>;
export const AdminVehicleRequestPage = Paged(AdminVehicleRequest);
export type AdminVehicleRequestPage = Static<typeof AdminVehicleRequestPage>;

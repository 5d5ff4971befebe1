import { Type, type Static } from "typebox";
import { Id, IdParams, Paging } from "./common.js";

export const ReviewIdParams = IdParams("id");
export type ReviewIdParams = Static<typeof ReviewIdParams>;

export const ReviewBody = Type.Object(
  {
    vehicle_request_id: Id,
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBody>;
export type ReviewInput = Static<typeof ReviewBody>;

export const AdminReviewsQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    is_visible: Type.Optional(Type.Boolean()),
    ...Paging,
  },
  { additionalProperties: false },
);
export type AdminReviewsQuery = Static<typeof AdminReviewsQuery>;

export const ReviewPatchBody = Type.Object({ is_visible: Type.Boolean() }, { additionalProperties: false });
export type ReviewPatchBody = Static<typeof ReviewPatchBody>;

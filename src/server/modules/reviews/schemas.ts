import { Type, type Static } from "typebox";
import { MAX_INT_ID, rowIdParams } from "../../lib/id-params.js";
import { CappedPaging } from "../../lib/paging.js";

export const ReviewIdParams = rowIdParams("id");

export const ReviewBody = Type.Object(
  {
    vehicle_request_id: Type.Integer({ minimum: 1, maximum: MAX_INT_ID }),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewBody>;

export const AdminReviewsQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    is_visible: Type.Optional(Type.Boolean()),
    ...CappedPaging,
  },
  { additionalProperties: false },
);
export type AdminReviewsQuery = Static<typeof AdminReviewsQuery>;

export const ReviewPatchBody = Type.Object({ is_visible: Type.Boolean() }, { additionalProperties: false });

import { Type, type Static } from "typebox";

const Paging = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export const ReviewIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const ReviewBody = Type.Object(
  {
    vehicle_request_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewBody>;

export const PagingQuery = Type.Object(Paging, { additionalProperties: false });

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

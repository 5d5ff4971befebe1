import { Type } from "typebox";
import { CcAmount, DateTime, Id, IdParams, Nullable, Paged, Paging, type Static } from "./common.js";

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

const ReviewBase = {
  id: Id,
  vehicle_request_id: Id,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String({ maxLength: 2000 }),
  maker: Type.String({ maxLength: 60 }),
  model: Nullable(Type.String({ maxLength: 80 })),
  created_at: DateTime,
};

/** What visitors see: the author's first name and country, never the email. */
export const PublicReview = Type.Object({
  ...ReviewBase,
  author_name: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 2 }),
});
export type PublicReview = Static<typeof PublicReview>;
export const PublicReviewPage = Paged(PublicReview);
export type PublicReviewPage = Static<typeof PublicReviewPage>;

export const MyReview = Type.Object({ ...ReviewBase, is_visible: Type.Boolean() });
export type MyReview = Static<typeof MyReview>;
export const MyReviewPage = Paged(MyReview);
export type MyReviewPage = Static<typeof MyReviewPage>;

/** A new review and the CC it earned. */
export const CreatedReview = Type.Object({ ...MyReview.properties, reward_cc: CcAmount });
export type CreatedReview = Static<typeof CreatedReview>;

export const AdminReview = Type.Object({
  ...MyReview.properties,
  user_id: Id,
  email: Type.String({ maxLength: 254 }),
  author_name: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 2 }),
});
export type AdminReview = Static<typeof AdminReview>;
export const AdminReviewPage = Paged(AdminReview);
export type AdminReviewPage = Static<typeof AdminReviewPage>;

import { Type, type Static } from "typebox";
import { LangSchema } from "../auth/schemas.js";
import { idParams, IdParams } from "../../lib/id-params.js";
import { Paging } from "../../lib/paging.js";
import { MAX_CONTENT_INPUT } from "./sanitize.js";

export const MAX_TITLE = 200;

export const LangQuery = Type.Object({ lang: Type.Optional(LangSchema) });

export const PostListQuery = Type.Object({
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  lang: Type.Optional(LangSchema),
  ...Paging,
});

export const AdminPostListQuery = Type.Object({
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...Paging,
});

export const PostIdParams = idParams("post_id");
export const CategoryIdParams = IdParams;

const Title = Type.String({ minLength: 1, maxLength: MAX_TITLE });
const Content = Type.String({ minLength: 1, maxLength: MAX_CONTENT_INPUT });
const CategoryRef = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);

export const PostCreateBody = Type.Object(
  {
    title: Title,
    content: Content,
    category_id: Type.Optional(CategoryRef),
    lang: Type.Optional(LangSchema),
  },
  { additionalProperties: false },
);

export const PostPatchBody = Type.Object(
  {
    title: Type.Optional(Title),
    content: Type.Optional(Content),
    category_id: Type.Optional(CategoryRef),
    lang: Type.Optional(LangSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);

const Name = Type.String({ minLength: 1, maxLength: 100 });

export const CategoryCreateBody = Type.Object(
  {
    name_en: Name,
    name_ko: Name,
    name_mn: Name,
    name_ru: Name,
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);

export const CategoryPatchBody = Type.Partial(CategoryCreateBody, { additionalProperties: false, minProperties: 1 });

export type PostCreateInput = Static<typeof PostCreateBody>;
export type PostPatchInput = Static<typeof PostPatchBody>;
export type CategoryCreateInput = Static<typeof CategoryCreateBody>;
export type CategoryPatchInput = Static<typeof CategoryPatchBody>;

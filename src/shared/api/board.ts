import { Type } from "typebox";
import { Count, Id, IdParams, Lang, Nullable, Paged, Paging, Timestamp, type Static } from "./common.js";
import { MAX_POST_CONTENT, MAX_POST_TITLE } from "./constants.js";

export const LangQuery = Type.Object({ lang: Type.Optional(Lang) });
export type LangQuery = Static<typeof LangQuery>;

export const PostListQuery = Type.Object({
  category_id: Type.Optional(Id),
  lang: Type.Optional(Lang),
  ...Paging,
});
export type PostListQuery = Static<typeof PostListQuery>;

export const AdminPostListQuery = Type.Object({
  category_id: Type.Optional(Id),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...Paging,
});
export type AdminPostListQuery = Static<typeof AdminPostListQuery>;

export const PostIdParams = IdParams("post_id");
export type PostIdParams = Static<typeof PostIdParams>;
export const CategoryIdParams = IdParams("id");
export type CategoryIdParams = Static<typeof CategoryIdParams>;

const Title = Type.String({ minLength: 1, maxLength: MAX_POST_TITLE });
const Content = Type.String({ minLength: 1, maxLength: MAX_POST_CONTENT });
const CategoryRef = Type.Union([Id, Type.Null()]);

export const PostCreateBody = Type.Object(
  {
    title: Title,
    content: Content,
    category_id: Type.Optional(CategoryRef),
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false },
);
export type PostCreateBody = Static<typeof PostCreateBody>;

export const PostPatchBody = Type.Object(
  {
    title: Type.Optional(Title),
    content: Type.Optional(Content),
    category_id: Type.Optional(CategoryRef),
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PostPatchBody = Static<typeof PostPatchBody>;

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
export type CategoryCreateBody = Static<typeof CategoryCreateBody>;

export const CategoryPatchBody = Type.Partial(CategoryCreateBody, { additionalProperties: false, minProperties: 1 });
export type CategoryPatchBody = Static<typeof CategoryPatchBody>;

export type PostCreateInput = Static<typeof PostCreateBody>;
export type PostPatchInput = Static<typeof PostPatchBody>;
export type CategoryCreateInput = Static<typeof CategoryCreateBody>;
export type CategoryPatchInput = Static<typeof CategoryPatchBody>;

/** A category with its name in the asked language and all four names. */
export const BoardCategory = Type.Object({
  id: Id,
  name: Type.String({ maxLength: 100 }),
  name_en: Type.String({ maxLength: 100 }),
  name_ko: Type.String({ maxLength: 100 }),
  name_mn: Type.String({ maxLength: 100 }),
  name_ru: Type.String({ maxLength: 100 }),
  position: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type BoardCategory = Static<typeof BoardCategory>;
export const BoardCategoryList = Type.Array(BoardCategory);
export type BoardCategoryList = Static<typeof BoardCategoryList>;

export const PostSummary = Type.Object({
  id: Id,
  category_id: Nullable(Id),
  category_name: Nullable(Type.String({ maxLength: 100 })),
  title: Type.String({ maxLength: MAX_POST_TITLE }),
  author_id: Nullable(Id),
  author_name: Type.String({ maxLength: 100 }),
  lang: Nullable(Type.String({ maxLength: 2 })),
  views: Count,
  is_notice: Type.Boolean(),
  is_pinned: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type PostSummary = Static<typeof PostSummary>;
export const PostPage = Paged(PostSummary);
export type PostPage = Static<typeof PostPage>;

/** A post with its sanitised HTML body. */
export const Post = Type.Object({ ...PostSummary.properties, content: Type.String({ maxLength: MAX_POST_CONTENT }) });
export type Post = Static<typeof Post>;

/** A toggled flag: `is_notice` from …/notice, `is_pinned` from …/pin. */
export const PostFlag = Type.Object({
  id: Id,
  is_notice: Type.Optional(Type.Boolean()),
  is_pinned: Type.Optional(Type.Boolean()),
});
export type PostFlag = Static<typeof PostFlag>;

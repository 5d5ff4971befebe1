import { Type } from "typebox";
import { TERM_CATEGORIES } from "../vehicle-terms-types.js";
import { DateTime, Id, IdParams, Lang, LiteralUnion, OptionalPaging, Paged, type Static } from "./common.js";

const Category = LiteralUnion(TERM_CATEGORIES);
const Term = Type.String({ minLength: 1, maxLength: 200, pattern: "\\S" });

export const TranslationIdParams = IdParams("translation_id");
export type TranslationIdParams = Static<typeof TranslationIdParams>;

export const PublicTranslationsQuery = Type.Object(
  { lang: Type.Optional(Lang), category: Type.Optional(Category) },
  { additionalProperties: false },
);
export type PublicTranslationsQuery = Static<typeof PublicTranslationsQuery>;

export const AdminTranslationsQuery = Type.Object(
  {
    category: Type.Optional(Category),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    ...OptionalPaging,
  },
  { additionalProperties: false },
);
export type AdminTranslationsQuery = Static<typeof AdminTranslationsQuery>;

export const TranslationCreateBody = Type.Object(
  { category: Category, ko: Term, en: Term, mn: Term, ru: Term },
  { additionalProperties: false },
);
export type TranslationCreateBody = Static<typeof TranslationCreateBody>;
export type TranslationCreate = Static<typeof TranslationCreateBody>;
export const TranslationPatchBody = Type.Partial(TranslationCreateBody, {
  additionalProperties: false,
  minProperties: 1,
});
export type TranslationPatchBody = Static<typeof TranslationPatchBody>;
export type TranslationPatch = Static<typeof TranslationPatchBody>;

export const Translation = Type.Object({
  id: Id,
  category: Type.String(),
  ko: Type.String(),
  en: Type.String(),
  mn: Type.String(),
  ru: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Translation = Static<typeof Translation>;

export const TranslationPage = Paged(Translation);
export type TranslationPage = Static<typeof TranslationPage>;

export const PublicTranslation = Type.Object({ category: Type.String(), ko: Type.String(), text: Type.String() });
export type PublicTranslation = Static<typeof PublicTranslation>;

export const SeedResult = Type.Object({ inserted: Type.Integer(), updated: Type.Integer(), total: Type.Integer() });
export type SeedResult = Static<typeof SeedResult>;

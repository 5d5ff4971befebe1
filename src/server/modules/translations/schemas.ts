import { Type, type Static } from "typebox";
import { LANGS, TERM_CATEGORIES } from "../../../shared/vehicle-terms.js";
import { DateTime } from "../cars/schemas.js";

const Category = Type.Union(TERM_CATEGORIES.map((c) => Type.Literal(c)));
const Term = Type.String({ minLength: 1, maxLength: 200, pattern: "\\S" });

export const TranslationIdParams = Type.Object({ translation_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const PublicTranslationsQuery = Type.Object(
  { lang: Type.Optional(Type.Union(LANGS.map((l) => Type.Literal(l)))), category: Type.Optional(Category) },
  { additionalProperties: false },
);

export const AdminTranslationsQuery = Type.Object(
  {
    category: Type.Optional(Category),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminTranslationsQuery = Static<typeof AdminTranslationsQuery>;

export const TranslationCreateBody = Type.Object(
  { category: Category, ko: Term, en: Term, mn: Term, ru: Term },
  { additionalProperties: false },
);
export type TranslationCreate = Static<typeof TranslationCreateBody>;
export const TranslationPatchBody = Type.Partial(TranslationCreateBody, {
  additionalProperties: false,
  minProperties: 1,
});
export type TranslationPatch = Static<typeof TranslationPatchBody>;

export const Translation = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  ko: Type.String(),
  en: Type.String(),
  mn: Type.String(),
  ru: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
});

export const TranslationPage = Type.Object({
  items: Type.Array(Translation),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

export const PublicTranslation = Type.Object({ category: Type.String(), ko: Type.String(), text: Type.String() });

export const SeedResult = Type.Object({ inserted: Type.Integer(), updated: Type.Integer(), total: Type.Integer() });

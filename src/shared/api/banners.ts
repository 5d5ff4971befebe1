import { Type } from "typebox";
import { CarListItem, CarStatus } from "./cars.js";
import { DateTime, Id, IdParams, LANGUAGES, Nullable, type Lang, type Static } from "./common.js";

export const BannerIdParams = IdParams("banner_id");
export type BannerIdParams = Static<typeof BannerIdParams>;
export const BannerCarIdParams = IdParams("car_id");
export type BannerCarIdParams = Static<typeof BannerCarIdParams>;

export const PublicBannersQuery = Type.Object(
  {
    lang: Type.Optional(
      Type.Unsafe<Lang>(
        Type.Union(
          LANGUAGES.map((l) => Type.Literal(l)),
          { default: "en" },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type PublicBannersQuery = Static<typeof PublicBannersQuery>;

const Line = Nullable(Type.String({ maxLength: 200 }));

const textFields = {
  title_en: Line,
  title_ko: Line,
  title_mn: Line,
  title_ru: Line,
  subtitle_en: Line,
  subtitle_ko: Line,
  subtitle_mn: Line,
  subtitle_ru: Line,
};

export const BannerPatchBody = Type.Object(
  {
    title_en: Type.Optional(Line),
    title_ko: Type.Optional(Line),
    title_mn: Type.Optional(Line),
    title_ru: Type.Optional(Line),
    subtitle_en: Type.Optional(Line),
    subtitle_ko: Type.Optional(Line),
    subtitle_mn: Type.Optional(Line),
    subtitle_ru: Type.Optional(Line),
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BannerPatchBody = Static<typeof BannerPatchBody>;
export type BannerPatch = Static<typeof BannerPatchBody>;

export const ReorderBody = Type.Object(
  { car_ids: Type.Array(Id, { uniqueItems: true, maxItems: 1000 }) },
  { additionalProperties: false },
);
export type ReorderBody = Static<typeof ReorderBody>;

const BannerCar = Type.Object({
  ...CarListItem.properties,
  status: CarStatus,
});

export const AdminBanner = Type.Object({
  id: Type.Integer(),
  car_id: Type.Integer(),
  position: Type.Integer(),
  is_active: Type.Boolean(),
  ...textFields,
  created_at: DateTime,
  car: BannerCar,
});
export type AdminBanner = Static<typeof AdminBanner>;

export const PublicBanner = Type.Object({
  id: Type.Integer(),
  car_id: Type.Integer(),
  position: Type.Integer(),
  title: Type.String(),
  subtitle: Nullable(Type.String()),
  image: Nullable(Type.String()),
  car: CarListItem,
});
export type PublicBanner = Static<typeof PublicBanner>;

export const ToggleResult = Type.Object({ car_id: Type.Integer(), is_banner: Type.Boolean() });
export type ToggleResult = Static<typeof ToggleResult>;

import { Type } from "typebox";
import {
  DateTime,
  Id,
  IdParams,
  LiteralUnion,
  Nullable,
  NullableDateTime,
  OptionalPaging,
  Paged,
  type Static,
  StringEnum,
} from "./common.js";
import { CAR_SORTS, COMMENT_TRANSLATION_LANGS, COMMENT_TRANSLATION_MAX_CHARS, POWER_HP_LIMITS } from "./constants.js";
import { Availability, ExportCost, Prices } from "./deals.js";
import { NullableLanded } from "./ports.js";
import { NullableCarCondition } from "./condition.js";
import { DutiesUnavailableReason, NullableDuties } from "./import-rules.js";
import { EXPORT_STATUSES, NullableCarExport } from "./export-restrictions.js";

export const CarIdParams = IdParams("car_id");
export type CarIdParams = Static<typeof CarIdParams>;

const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
// Photos are served by this service (/photos/…) or come from an https/http address.
const PhotoUrl = Type.String({ minLength: 2, maxLength: 2048, pattern: "^(https?://\\S+|/\\S+)$" });

export const CarImageInput = Type.Union([
  PhotoUrl,
  Type.Object({ url: PhotoUrl, thumb_url: Type.Optional(PhotoUrl) }, { additionalProperties: false }),
]);
export type CarImageInput = Static<typeof CarImageInput>;

const Year = Type.Integer({ minimum: 1950, maximum: 2100 });
const Mileage = Type.Integer({ minimum: 0, maximum: 3_000_000 });
const Price = Type.Integer({ minimum: 0, maximum: 100_000_000_000 });
/** Engine power in metric horsepower: 1..2000 (api.md "The truth at the border"). */
export const PowerHp = Type.Integer({ minimum: POWER_HP_LIMITS.min, maximum: POWER_HP_LIMITS.max });

const carFields = {
  car_name: Text(200, 1),
  maker: Text(60, 1),
  model: Text(80, 1),
  year: Year,
  mileage: Mileage,
  fuel: Text(40, 1),
  transmission: Text(40, 1),
  price_krw: Price,
};

export const CarCreateBody = Type.Object(
  {
    ...carFields,
    grade: Type.Optional(Nullable(Text(200))),
    month: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 12 }))),
    color: Type.Optional(Nullable(Text(40))),
    displacement_cc: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 20_000 }))),
    /** Engine power in metric horsepower (PS, 마력, л.с.); null: unknown (api.md "The truth at the border"). */
    power_hp: Type.Optional(Nullable(PowerHp)),
    car_number: Type.Optional(Nullable(Text(40))),
    /** Chassis number (VIN): 17 characters, no I, O or Q. */
    vin: Type.Optional(Nullable(Type.String({ minLength: 17, maxLength: 17, pattern: "^[A-HJ-NPR-Z0-9]{17}$" }))),
    options: Type.Optional(Type.Array(Text(100, 1), { maxItems: 100 })),
    description: Type.Optional(Nullable(Text(20_000))),
    dealer_comment: Type.Optional(Nullable(Text(5_000))),
    dealer_name: Type.Optional(Nullable(Text(100))),
    dealer_phone: Type.Optional(Nullable(Text(40))),
    images: Type.Optional(Type.Array(CarImageInput, { maxItems: 60 })),
    main_image: Type.Optional(Nullable(PhotoUrl)),
  },
  { additionalProperties: false },
);
export type CarCreateBody = Static<typeof CarCreateBody>;
export type CarCreateInput = Static<typeof CarCreateBody>;

export const CarPatchBody = Type.Partial(CarCreateBody, { additionalProperties: false, minProperties: 1 });
export type CarPatchBody = Static<typeof CarPatchBody>;
export type CarPatchInput = Static<typeof CarPatchBody>;

export const CarListQuery = Type.Object(
  {
    maker: Type.Optional(Text(60)),
    model: Type.Optional(Text(80)),
    fuel: Type.Optional(Text(40)),
    transmission: Type.Optional(Text(40)),
    year_min: Type.Optional(Year),
    year_max: Type.Optional(Year),
    price_min: Type.Optional(Price),
    price_max: Type.Optional(Price),
    mileage_max: Type.Optional(Mileage),
    q: Type.Optional(Text(100)),
    include_soldout: Type.Optional(Type.Boolean()),
    /** Only cars whose inspection record says no accident (cars without a record are left out). */
    no_accident: Type.Optional(Type.Boolean()),
    sort: Type.Optional(LiteralUnion(CAR_SORTS)),
    /** With a port: each item carries `landed_total_usd` (ports) and `export_status` (export-restrictions). */
    port_id: Type.Optional(Id),
    /** Only cars that may leave Korea for the port's country (`export_status` "allowed"); needs `port_id`. */
    exportable: Type.Optional(Type.Boolean()),
    ...OptionalPaging,
  },
  { additionalProperties: false },
);
export type CarListQuery = Static<typeof CarListQuery>;

export const AdminCarListQuery = Type.Object(
  {
    q: Type.Optional(Text(100)),
    status: Type.Optional(Type.Union([Type.Literal("all"), Type.Literal("active"), Type.Literal("sold_out")])),
    ...OptionalPaging,
  },
  { additionalProperties: false },
);
export type AdminCarListQuery = Static<typeof AdminCarListQuery>;

export const CarListItem = Type.Object({
  id: Type.Integer(),
  car_name: Type.String(),
  maker: Type.String(),
  model: Type.String(),
  year: Type.Integer(),
  mileage: Type.Integer(),
  fuel: Type.String(),
  transmission: Type.String(),
  price_krw: Type.Integer(),
  main_image: Nullable(Type.String()),
  soldout: Type.Boolean(),
  is_banner: Type.Boolean(),
  /** When the price last went down (the web app marks recent drops). */
  price_dropped_at: Type.Optional(NullableDateTime),
  /** The inspection record's accident history: null without a record or when it did not say. */
  accident: Type.Optional(Nullable(Type.Boolean())),
  /** Engine power in metric horsepower; null: unknown. */
  power_hp: Type.Optional(Nullable(Type.Integer())),
  // Optional here because some summaries (banners admin, my vehicles) embed the plain car;
  // the public list and detail always carry them (Deals).
  availability: Type.Optional(Availability),
  prices: Type.Optional(Prices),
});
export type CarListItem = Static<typeof CarListItem>;

/** A public list item: availability and prices always present. */
export const PublicCarListItem = Type.Object({
  ...CarListItem.properties,
  accident: Nullable(Type.Boolean()),
  power_hp: Nullable(Type.Integer()),
  availability: Availability,
  prices: Prices,
  /** The CIF total at the `?port_id=` port, in USD (only with a port). */
  landed_total_usd: Type.Optional(Type.Number()),
  /** Whether the car may leave Korea for the `?port_id=` port's country (only with a port). */
  export_status: Type.Optional(StringEnum(EXPORT_STATUSES)),
});

/** The public list counts no further than this; more matches answer `total: 10000, total_capped: true`. */
export const LIST_TOTAL_CAP = 10_000;

export const CarListPage = Type.Object({
  ...Paged(PublicCarListItem).properties,
  /** True when more than LIST_TOTAL_CAP cars match: `total` is then the cap ("10,000+"), not the count. */
  total_capped: Type.Boolean({
    description: `true when more than ${LIST_TOTAL_CAP} cars match; total is then ${LIST_TOTAL_CAP} ("${LIST_TOTAL_CAP}+")`,
  }),
});
export type CarListPage = Static<typeof CarListPage>;

// Response schemas use type arrays, not anyOf: fast-json-stringify serialises an anyOf by
// validating each branch, which costs more than the rest of a small response.
const NullableString = Nullable(Type.String());
const NullableInt = Nullable(Type.Integer());
export const CarStatus = Type.Unsafe<"active" | "sold_out">(Type.String({ enum: ["active", "sold_out"] }));
export type CarStatus = Static<typeof CarStatus>;
export const CarImage = Type.Object({ url: Type.String(), thumb_url: Type.String() });
export type CarImage = Static<typeof CarImage>;

/**
 * The dealer's comment machine-translated into the asked language (`?lang=en|mn|ru`): only beside
 * a shown comment, and only a translation of the comment as it is now.
 */
export const DealerCommentTranslation = Type.Object({
  lang: StringEnum(COMMENT_TRANSLATION_LANGS),
  text: Type.String({ maxLength: COMMENT_TRANSLATION_MAX_CHARS }),
  machine: Type.Literal(true),
});
export type DealerCommentTranslation = Static<typeof DealerCommentTranslation>;

export const CarDetail = Type.Object({
  id: Type.Integer(),
  car_name: Type.String(),
  maker: Type.String(),
  model: Type.String(),
  grade: NullableString,
  year: Type.Integer(),
  month: NullableInt,
  mileage: Type.Integer(),
  fuel: Type.String(),
  transmission: Type.String(),
  color: NullableString,
  displacement_cc: NullableInt,
  /** Engine power in metric horsepower (PS, 마력, л.с.); null: unknown. */
  power_hp: NullableInt,
  car_number: NullableString,
  price_krw: Type.Integer(),
  main_image: NullableString,
  thumbnail: NullableString,
  images: Type.Array(CarImage),
  options: Type.Array(Type.String()),
  description: NullableString,
  description_locked: Type.Boolean(),
  soldout: Type.Boolean(),
  is_banner: Type.Boolean(),
  dealer_comment: Type.Optional(NullableString),
  dealer_comment_translation: Type.Optional(DealerCommentTranslation),
  has_access: Type.Boolean(),
  /** Only for a logged-in user. */
  is_favorite: Type.Optional(Type.Boolean()),
  price_dropped_at: Type.Optional(NullableDateTime),
  created_at: DateTime,
  availability: Availability,
  prices: Prices,
  export_cost: ExportCost,
  /** The landed price at the asked or remembered port (ports), or null. */
  landed: NullableLanded,
  /** The estimated import duties and taxes at the port's country (import-rules), or null… */
  duties: NullableDuties,
  /** …and then why: no port, no rules for its country, or the engine size unknown. */
  duties_unavailable: Type.Optional(DutiesUnavailableReason),
  /** Whether the car may leave Korea for the port's country (export-restrictions), or null without a port. */
  export: NullableCarExport,
  /** The inspection record (null: none); see ./condition.ts. */
  condition: NullableCarCondition,
});
export type CarDetail = Static<typeof CarDetail>;

export const AdminCarDetail = Type.Object({
  ...CarDetail.properties,
  availability: Type.Optional(Availability),
  prices: Type.Optional(Prices),
  export_cost: Type.Optional(ExportCost),
  landed: Type.Optional(NullableLanded),
  duties: Type.Optional(NullableDuties),
  export: Type.Optional(NullableCarExport),
  vin: NullableString,
  dealer_comment: NullableString,
  dealer_name: NullableString,
  dealer_phone: NullableString,
  status: CarStatus,
  soldout_at: NullableDateTime,
  /** When an admin's delete archived it (records name it): buyers get 404, admins still see it. */
  archived_at: NullableDateTime,
  source: Type.String(),
  upstream_key: NullableString,
  banner: Type.Union([
    Type.Object({ id: Type.Integer(), position: Type.Integer(), is_active: Type.Boolean() }),
    Type.Null(),
  ]),
  updated_at: DateTime,
});
export type AdminCarDetail = Static<typeof AdminCarDetail>;

export const AdminCarListItem = Type.Object({
  ...CarListItem.properties,
  status: CarStatus,
  banner_id: NullableInt,
  banner_position: NullableInt,
  car_number: NullableString,
  source: Type.String(),
  created_at: DateTime,
  archived_at: NullableDateTime,
});
export type AdminCarListItem = Static<typeof AdminCarListItem>;

export const AdminCarListPage = Paged(AdminCarListItem);
export type AdminCarListPage = Static<typeof AdminCarListPage>;

export const MakerCounts = Type.Array(Type.Object({ maker: Type.String(), count: Type.Integer() }));
export type MakerCounts = Static<typeof MakerCounts>;
export const ModelCounts = Type.Array(Type.Object({ model: Type.String(), count: Type.Integer() }));
export type ModelCounts = Static<typeof ModelCounts>;
export const ModelsQuery = Type.Object({ maker: Text(60, 1) }, { additionalProperties: false });
export type ModelsQuery = Static<typeof ModelsQuery>;
export const SoldoutResult = Type.Object({ id: Type.Integer(), soldout: Type.Boolean() });
export type SoldoutResult = Static<typeof SoldoutResult>;

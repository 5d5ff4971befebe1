import { Type } from "typebox";
import { DateTime, Nullable, type Static } from "./common.js";

// Upstream car keys are short tokens; anything else is refused before reaching the upstream.
export const CarKey = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9_-]+$" });
export type CarKey = Static<typeof CarKey>;

export const Complex = Type.Object({ code: Type.String(), name: Type.String() });
export type Complex = Static<typeof Complex>;
export const ComplexList = Type.Array(Complex);
export type ComplexList = Static<typeof ComplexList>;

export const SearchQuery = Type.Object(
  {
    complex_code: Type.Optional(Type.String({ maxLength: 20, pattern: "^[A-Za-z0-9_-]*$" })),
    maker: Type.Optional(Type.String({ maxLength: 60 })),
    model: Type.Optional(Type.String({ maxLength: 80 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchItem = Type.Object({
  car_key: Type.String(),
  car_name: Type.String(),
  car_number: Nullable(Type.String()),
  year: Nullable(Type.Integer()),
  month: Nullable(Type.Integer()),
  mileage: Nullable(Type.Integer()),
  fuel: Nullable(Type.String()),
  transmission: Nullable(Type.String()),
  color: Nullable(Type.String()),
  price_krw: Nullable(Type.Integer()),
  /** The upstream's own thumbnail URL (show it through GET /api/upstream/thumbnail). */
  main_image: Nullable(Type.String()),
  danji: Nullable(Type.String()),
  imported_car_id: Nullable(Type.Integer()),
  /** Thumbnail of the imported copy, served by this service. */
  imported_thumbnail: Nullable(Type.String()),
});
export type SearchItem = Static<typeof SearchItem>;

export const SearchResult = Type.Object({
  items: Type.Array(SearchItem),
  total: Type.Integer(),
  page: Type.Integer(),
  /** Rows of the upstream page that could not be read (the rest are listed). */
  unreadable_rows: Type.Integer(),
});
export type SearchResult = Static<typeof SearchResult>;

export const ThumbnailQuery = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type ThumbnailQuery = Static<typeof ThumbnailQuery>;

export const ImportBody = Type.Object(
  { car_keys: Type.Array(CarKey, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ImportBody = Static<typeof ImportBody>;

export const ImportResult = Type.Object({
  imported: Type.Array(
    Type.Object({
      car_key: Type.String(),
      car_id: Type.Integer(),
      car_name: Type.String(),
      /** Fields of the inspection record that could not be read (null on the car); ["condition"]: none of it. */
      unreadable: Type.Array(Type.String()),
      /** Panels of the record left out (unknown part or state), as the upstream names them. */
      skipped_panels: Type.Array(Type.String()),
    }),
  ),
  skipped: Type.Array(Type.Object({ car_key: Type.String(), car_name: Type.String(), reason: Type.String() })),
  failed: Type.Array(Type.Object({ car_key: Type.String(), error: Type.String() })),
});
export type ImportResult = Static<typeof ImportResult>;

export const CheckRun = Type.Object({
  id: Type.Integer(),
  trigger: Type.String(),
  status: Type.String(),
  started_at: DateTime,
  finished_at: Nullable(DateTime),
  checked: Type.Integer(),
  still_available: Type.Integer(),
  marked_soldout: Type.Integer(),
  unknown: Type.Integer(),
  errors: Type.Integer(),
  error_message: Nullable(Type.String()),
});
export type CheckRun = Static<typeof CheckRun>;

const HHMM = Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" });

export const CheckStatus = Type.Object({
  enabled: Type.Boolean(),
  time: HHMM,
  time_zone: Type.String(),
  running: Type.Boolean(),
  current_run: Nullable(CheckRun),
  last_run: Nullable(CheckRun),
  recent_runs: Type.Array(CheckRun),
});
export type CheckStatus = Static<typeof CheckStatus>;

export const CheckSettingsBody = Type.Object({ enabled: Type.Boolean(), time: HHMM }, { additionalProperties: false });
export type CheckSettingsBody = Static<typeof CheckSettingsBody>;

export const RunAccepted = Type.Object({ run_id: Type.Integer(), status: Type.Literal("running") });
export type RunAccepted = Static<typeof RunAccepted>;

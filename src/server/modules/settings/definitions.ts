import { Type, type TSchema } from "typebox";
import { PUBLIC_SETTING_KEYS, SNS_PLATFORMS, SYNC_MAX_PER_RUN_LIMIT, type Settings } from "../../../shared/settings.js";

/**
 * The schema, default and description of each setting. The keys and value types are written
 * once, in `Settings` (src/shared/settings.ts, the contract the web app shares): SETTINGS must
 * define exactly those keys with defaults of their types (a missing, extra or mistyped key
 * fails the type-check).
 */
type SettingDefs = { [K in keyof Settings]: { schema: TSchema; default: Settings[K]; describe: string } };

const cc = Type.Number({ minimum: 0, maximum: 1000, multipleOf: 0.001 });
const krw = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

export { SNS_PLATFORMS };

/** Every SystemSettings key: its schema and default (which ones visitors may read: PUBLIC_SETTING_KEYS). */
export const SETTINGS = {
  cc_per_banner_view: {
    schema: cc,
    default: 0.1,
    describe: "CC charged to open a banner car's PDF/description",
  },
  show_dealer_comment: {
    schema: Type.Boolean(),
    default: true,
    describe: "Show dealer comments on car pages",
  },
  domestic_export_customs_krw: {
    schema: krw,
    default: 300_000,
    describe: "Domestic export customs clearance (KRW)",
  },
  board_enabled: { schema: Type.Boolean(), default: true, describe: "Board menu and API on" },
  availability_check_enabled: {
    schema: Type.Boolean(),
    default: true,
    describe: "Daily availability check on",
  },
  availability_check_time: {
    schema: Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" }),
    default: "04:00",
    describe: "Daily availability check time (HH:MM, TZ_SCHEDULE)",
  },
  sync_enabled: { schema: Type.Boolean(), default: true, describe: "Scheduled sync of the upstream on" },
  sync_time: {
    schema: Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" }),
    default: "05:00",
    describe: "Daily sync time (HH:MM, TZ_SCHEDULE)",
  },
  sync_max_per_run: {
    // Each import fetches a detail page and every photo: a ceiling keeps one run within hours.
    schema: Type.Integer({ minimum: 0, maximum: SYNC_MAX_PER_RUN_LIMIT }),
    default: 200,
    describe: "Cars one sync run imports at most",
  },
  sns_campaign_enabled: { schema: Type.Boolean(), default: false, describe: "SNS share campaign on" },
  sns_reward_cc: { schema: cc, default: 1, describe: "Withdrawable CC per approved share" },
  sns_platforms: {
    schema: Type.Array(Type.Union(SNS_PLATFORMS.map((p) => Type.Literal(p))), { uniqueItems: true, maxItems: 6 }),
    default: [...SNS_PLATFORMS],
    describe: "Platforms accepted by the campaign",
  },
  sns_max_per_user: {
    schema: Type.Integer({ minimum: 0, maximum: 1000 }),
    default: 10,
    describe: "Approved shares per user",
  },
  usd_krw_rate: {
    schema: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    default: 1390,
    describe: "KRW per USD",
  },
  cost_inland_transport_krw: {
    schema: krw,
    default: 250_000,
    describe: "Inland transport to port (KRW)",
  },
  cost_shipping_usd: {
    schema: Type.Number({ minimum: 0, maximum: 100_000 }),
    default: 1200,
    describe: "Ocean freight (USD)",
  },
  cost_insurance_percent: {
    schema: Type.Number({ minimum: 0, maximum: 100 }),
    default: 1.5,
    describe: "Marine insurance (% of car price)",
  },
  cost_agency_fee_krw: { schema: krw, default: 500_000, describe: "Export agency fee (KRW)" },
  topup_min_cc: { schema: cc, default: 1, describe: "Smallest CC top-up" },
  topup_max_cc: {
    schema: Type.Number({ minimum: 0, maximum: 1_000_000, multipleOf: 0.001 }),
    default: 1000,
    describe: "Largest CC top-up",
  },
  cc_price_usd: {
    schema: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
    default: 1,
    describe: "USD per CC (top-ups)",
  },
  topup_bank_details: {
    schema: Type.String({ maxLength: 2000 }),
    default:
      "Bank: Shinhan Bank (SWIFT SHBKKRSE)\nAccount: 140-013-456789 (USD)\nBeneficiary: K-Car Market Co., Ltd.\nAddress: 123 Teheran-ro, Gangnam-gu, Seoul, Korea",
    describe: "Bank details shown to a buyer who tops up",
  },
  reservation_days: {
    schema: Type.Integer({ minimum: 1, maximum: 90 }),
    default: 7,
    describe: "Days a direct purchase holds the car",
  },
  mnt_krw_rate: {
    schema: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    default: 0.41,
    describe: "KRW per MNT",
  },
  rub_krw_rate: {
    schema: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    default: 17.5,
    describe: "KRW per RUB",
  },
  eur_krw_rate: {
    schema: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    default: 1530,
    describe: "KRW per EUR (import rules kept in euros)",
  },
  staff_email: {
    // Empty means the first administrator's address (the contract's default), read when a question arrives.
    schema: Type.String({ maxLength: 254, pattern: "^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$" }),
    default: "",
    describe: "Where buyers' questions about cars are emailed (empty: the first administrator's email)",
  },
  seller_legal_name: {
    schema: Type.String({ maxLength: 200 }),
    default: "K-Car Market Co., Ltd.",
    describe: "The seller's legal name, printed on the proforma invoice",
  },
  seller_address: {
    schema: Type.String({ maxLength: 1000 }),
    default:
      "123 Teheran-ro, Gangnam-gu, Seoul 06236, Republic of Korea\nBusiness registration No. 214-88-12345\nTel. +82 2 555 0123",
    describe: "The seller's address, printed on the proforma invoice",
  },
  invoice_bank_details: {
    schema: Type.String({ maxLength: 2000 }),
    default: "",
    describe: "Beneficiary, bank, account and SWIFT printed on the proforma invoice (empty: the top-up bank details)",
  },
  port_of_loading: {
    schema: Type.String({ minLength: 1, maxLength: 200 }),
    default: "Incheon, Korea",
    describe: "The port of loading printed on the proforma invoice",
  },
  ship_within_days: {
    schema: Type.Integer({ minimum: 0, maximum: 365 }),
    default: 30,
    describe: "Days after full payment by which the car ships, else the buyer may ask for the money back",
  },
  claim_window_days: {
    schema: Type.Integer({ minimum: 0, maximum: 365 }),
    default: 7,
    describe: "Days after delivery in which the buyer may file a claim (0: no claims)",
  },
} satisfies SettingDefs;

export type SettingKey = keyof Settings;
export type { Settings };

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export { PUBLIC_SETTING_KEYS };

/** The whole settings object as one schema; PUT accepts any subset of it. */
export const SettingsSchema = Type.Object(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTINGS[k].schema])) as unknown as Record<SettingKey, TSchema>,
  { additionalProperties: false },
);
export const SettingsPatchSchema = Type.Partial(SettingsSchema, { additionalProperties: false, minProperties: 1 });

/** GET /api/settings/public: the public settings and what the site needs to know about itself. */
export const PublicSettingsSchema = Type.Object({
  ...(Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, SETTINGS[k].schema])) as Record<string, TSchema>),
  site_name: Type.String({ maxLength: 200 }),
  app_env: Type.String({ maxLength: 20 }),
  map_tile_url: Type.String({ maxLength: 2048 }),
});

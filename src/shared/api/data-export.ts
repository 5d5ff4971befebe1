/**
 * A buyer's data (api.md "A buyer's data"): `GET /api/users/me/export`, everything the service
 * keeps about the logged-in user as one JSON document, each section read from the module that
 * owns it. Secrets are never part of it: no password hash, no session id or token, no reset or
 * verification code, no idempotency key; administrators' ids are left out too (they are not the
 * buyer's data). Every section lists all of the user's rows, oldest first.
 */
import { Type } from "typebox";
import { OrderDocument } from "./order-documents.js";
import { Claim, OrderMoney } from "./protection.js";
import { SavedSearchFilters } from "./buyers.js";
import {
  CcAmount,
  Count,
  DateTime,
  Id,
  Lang,
  LiteralUnion,
  Nullable,
  NullableDateTime,
  StringEnum,
  type Static,
} from "./common.js";
import {
  CONTACT_LIMITS,
  MAX_POST_CONTENT,
  MAX_POST_TITLE,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  QUESTION_LIMITS,
  REQUEST_STATUSES,
  SNS_STATUSES,
  WITHDRAWAL_STATUSES,
} from "./constants.js";
import { ORDER_STATUSES, TOPUP_STATUSES } from "./deals-statuses.js";

/** The document's layout version: raised when a field changes meaning or goes away. */
export const DATA_EXPORT_VERSION = 1;

const Text = (max: number) => Type.String({ maxLength: max });
const OptionalText = (max: number) => Nullable(Type.String({ maxLength: max }));
/** A `bigserial` row id (the ledger, order events, visits): beyond `integer`, within a safe JSON number. */
const BigId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** An amount in US dollars with cents. */
const Usd = Type.Number({ minimum: 0, maximum: 1e12 });
const Krw = Type.Integer({ minimum: 0, maximum: 1e15 });
/** A calendar date `YYYY-MM-DD`. */
const DateOnly = Type.String({ format: "date", maxLength: 10 });

/** A car as the sections name it: its id and name (the car row itself is the catalogue's). */
export const DataExportCar = Type.Object({ id: Id, car_name: Text(200) });

/** The users row, without its password hash. */
export const DataExportProfile = Type.Object({
  id: Id,
  email: Text(254),
  name: Text(100),
  country: Text(2),
  lang: Lang,
  role: StringEnum(["user", "admin"] as const),
  is_active: Type.Boolean(),
  cc_balance: CcAmount,
  cash_cc_balance: CcAmount,
  referral_code: Text(64),
  referred_by_user_id: Nullable(Id),
  promo_preferred_maker: OptionalText(100),
  promo_preferred_model: OptionalText(100),
  promo_email_enabled: Type.Boolean(),
  port_id: Nullable(Id),
  failed_login_count: Count,
  locked_at: NullableDateTime,
  created_at: DateTime,
  updated_at: DateTime,
});
export type DataExportProfile = Static<typeof DataExportProfile>;

/** A sign-in: when it began, was last used and ends; never its id or token. */
export const DataExportSession = Type.Object({
  /** Its number (as My page → Security shows it), never its token nor the token's hash. */
  id: Id,
  created_at: DateTime,
  last_seen_at: DateTime,
  expires_at: DateTime,
  /** The address and browser it was last used from (null for sessions older than this record). */
  ip: Nullable(Type.String({ maxLength: 64 })),
  user_agent: Nullable(Type.String({ maxLength: 512 })),
  /** The session this export was asked from. */
  current: Type.Boolean(),
});

export const DataExportLedgerEntry = Type.Object({
  id: BigId,
  account: StringEnum(["cc", "cash_cc"] as const),
  amount: CcAmount,
  balance_after: CcAmount,
  kind: Text(60),
  ref: OptionalText(200),
  note: OptionalText(500),
  created_at: DateTime,
});

/** A referral reward the user earned (as referrer) or brought (as the referred account). */
export const DataExportReferralReward = Type.Object({
  role: StringEnum(["referrer", "referred"] as const),
  reward_type: Text(60),
  amount: CcAmount,
  created_at: DateTime,
});

export const DataExportTopup = Type.Object({
  id: Id,
  amount_cc: CcAmount,
  amount_usd: Usd,
  reference: Text(40),
  payer_name: Text(120),
  note: OptionalText(1000),
  status: LiteralUnion(TOPUP_STATUSES),
  confirmed_amount_cc: Nullable(CcAmount),
  reject_reason: OptionalText(1000),
  /** The slip's kind and size; the file itself stays in the store. */
  has_proof: Type.Boolean(),
  proof_type: OptionalText(20),
  proof_size: Nullable(Type.Integer({ minimum: 0, maximum: 100 * 1024 * 1024 })),
  proof_uploaded_at: NullableDateTime,
  processed_at: NullableDateTime,
  created_at: DateTime,
});

export const DataExportWithdrawal = Type.Object({
  id: Id,
  amount: CcAmount,
  method: Text(40),
  account_details: Text(500),
  status: LiteralUnion(WITHDRAWAL_STATUSES),
  admin_note: OptionalText(1000),
  processed_at: NullableDateTime,
  created_at: DateTime,
});

export const DataExportOrderEvent = Type.Object({
  status: LiteralUnion(ORDER_STATUSES),
  note: OptionalText(1000),
  at: DateTime,
});

export const DataExportOrder = Type.Object({
  id: Id,
  car: DataExportCar,
  status: LiteralUnion(ORDER_STATUSES),
  reserved_until: DateTime,
  price_krw: Krw,
  price_usd: Nullable(Usd),
  charged_cc: CcAmount,
  destination_port: OptionalText(200),
  quote: Nullable(
    Type.Object({
      port_id: Id,
      fob_usd: Usd,
      freight_usd: Usd,
      insurance_usd: Usd,
      total_usd: Usd,
      duties_total_usd: Nullable(Usd),
      door_total_usd: Nullable(Usd),
    }),
  ),
  vessel: OptionalText(120),
  bl_number: OptionalText(120),
  etd: Nullable(DateOnly),
  eta: Nullable(DateOnly),
  created_at: DateTime,
  updated_at: DateTime,
  events: Type.Array(DataExportOrderEvent),
  courier_name: OptionalText(120),
  courier_tracking: OptionalText(120),
  /** The shipping documents of the order (their metadata; the files are downloaded from the order). */
  documents: Type.Array(OrderDocument),
  /** The payments received and the refunds sent, their sums and the protection of the money. */
  ...OrderMoney,
  /** The buyer's request for the money back, when they made one. */
  refund_request: Nullable(Type.Object({ requested_at: DateTime, reason: Text(2000) })),
  /** The buyer's claims about the car after delivery, with their evidence (metadata) and decisions. */
  claims: Type.Array(Claim),
});

/** Why the user may open a car's description and spec sheet. */
export const DataExportCarAccess = Type.Object({
  car: DataExportCar,
  kind: StringEnum(["banner_view", "purchase", "recommendation"] as const),
  vehicle_request_id: Nullable(Id),
  created_at: DateTime,
});

export const DataExportVehicleRequest = Type.Object({
  id: Id,
  maker: Text(60),
  model: OptionalText(80),
  grade: OptionalText(200),
  year: Nullable(Type.Integer({ minimum: 1900, maximum: 2100 })),
  fuel: OptionalText(40),
  mileage: Nullable(Type.Integer({ minimum: 0, maximum: 3_000_000 })),
  budget_krw: Nullable(Krw),
  note: OptionalText(2000),
  status: LiteralUnion(REQUEST_STATUSES),
  admin_note: OptionalText(2000),
  completed_at: NullableDateTime,
  created_at: DateTime,
  updated_at: DateTime,
  recommended_cars: Type.Array(Type.Object({ car: DataExportCar, recommended_at: DateTime })),
});

export const DataExportReview = Type.Object({
  id: Id,
  vehicle_request_id: Id,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Text(2000),
  is_visible: Type.Boolean(),
  created_at: DateTime,
});

export const DataExportFavorite = Type.Object({ car: DataExportCar, created_at: DateTime });

export const DataExportSavedSearch = Type.Object({
  id: Id,
  name: Text(100),
  filters: SavedSearchFilters,
  email_alerts: Type.Boolean(),
  created_at: DateTime,
});

export const DataExportQuestionThread = Type.Object({
  id: Id,
  car: DataExportCar,
  created_at: DateTime,
  last_message_at: DateTime,
  messages: Type.Array(
    Type.Object({
      id: Id,
      from: StringEnum(["buyer", "staff"] as const),
      body: Text(QUESTION_LIMITS.body * 2),
      read_at: NullableDateTime,
      at: DateTime,
    }),
  ),
});

export const DataExportBoardPost = Type.Object({
  id: Id,
  category_id: Nullable(Id),
  title: Text(MAX_POST_TITLE),
  content_html: Text(MAX_POST_CONTENT),
  lang: OptionalText(2),
  is_notice: Type.Boolean(),
  is_pinned: Type.Boolean(),
  views: Count,
  created_at: DateTime,
  updated_at: DateTime,
});

export const DataExportSnsShare = Type.Object({
  id: Id,
  platform: Text(40),
  url: Text(2000),
  status: LiteralUnion(SNS_STATUSES),
  admin_note: OptionalText(1000),
  reward_cc: Nullable(CcAmount),
  reviewed_at: NullableDateTime,
  created_at: DateTime,
});

export const DataExportContactMessage = Type.Object({
  id: Id,
  name: Text(CONTACT_LIMITS.name),
  email: Text(CONTACT_LIMITS.email),
  subject: Text(CONTACT_LIMITS.subject),
  message: Text(CONTACT_LIMITS.message),
  created_at: DateTime,
});

export const DataExportNotification = Type.Object({
  id: Id,
  kind: Text(60),
  title: Text(NOTIFICATION_TITLE_MAX),
  message: Text(NOTIFICATION_MESSAGE_MAX),
  link: OptionalText(2048),
  lang: Text(2),
  read_at: NullableDateTime,
  created_at: DateTime,
});

/** An alert about a car the user watches or searched for (new listing, price drop, reserved, sold out). */
export const DataExportAlert = Type.Object({ car: DataExportCar, cause: Text(40), created_at: DateTime });

/** A promotion email about a car of the user's preferred maker and model. */
export const DataExportPromoEmail = Type.Object({ car: DataExportCar, created_at: DateTime });

/** A page the user visited while logged in, with the place its address was located in. */
export const DataExportVisit = Type.Object({
  id: BigId,
  path: Text(2048),
  country_code: OptionalText(2),
  city: OptionalText(200),
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  created_at: DateTime,
});

export const DataExport = Type.Object({
  format_version: Type.Integer({ minimum: 1, maximum: 1000 }),
  site: Text(200),
  exported_at: DateTime,
  profile: DataExportProfile,
  sessions: Type.Array(DataExportSession),
  ledger: Type.Array(DataExportLedgerEntry),
  referral_rewards: Type.Array(DataExportReferralReward),
  topups: Type.Array(DataExportTopup),
  withdrawals: Type.Array(DataExportWithdrawal),
  orders: Type.Array(DataExportOrder),
  car_access: Type.Array(DataExportCarAccess),
  vehicle_requests: Type.Array(DataExportVehicleRequest),
  reviews: Type.Array(DataExportReview),
  favorites: Type.Array(DataExportFavorite),
  saved_searches: Type.Array(DataExportSavedSearch),
  questions: Type.Array(DataExportQuestionThread),
  board_posts: Type.Array(DataExportBoardPost),
  sns_shares: Type.Array(DataExportSnsShare),
  contact_messages: Type.Array(DataExportContactMessage),
  notifications: Type.Array(DataExportNotification),
  alerts: Type.Array(DataExportAlert),
  promo_emails: Type.Array(DataExportPromoEmail),
  visits: Type.Array(DataExportVisit),
});
export type DataExport = Static<typeof DataExport>;

/**
 * The "Deals" part of the HTTP contract: CC top-ups by bank transfer, reservations and
 * orders to delivery, prices in the buyer's currency and the admin dashboard.
 */
import { Type, type Static } from "typebox";
import { CcAmount, Id, IdParams, Lang, Nullable, Paging, Paged, StringEnum, Timestamp } from "./common.js";
import { EXPORT_STATUSES } from "../export-restrictions.js";
import { OrderDocumentBrief } from "./order-documents.js";
import { OrderMoney } from "./protection.js";

// ---- limits both sides need -------------------------------------------------------------

export const TOPUP_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const TOPUP_MAX_PENDING = 3;
export const PAYER_NAME_MAX = 120;
export const NOTE_MAX = 1000;
export const REASON_MAX = 1000;
export const SHIPPING_FIELD_MAX = 120;

// ---- prices and availability --------------------------------------------------------------

export { CURRENCIES, type Currency } from "../currencies.js";
import {
  ORDER_STATUSES,
  TOPUP_STATUSES,
  type OrderStatus as OrderStatusName,
  type TopupStatus as TopupStatusName,
} from "./deals-statuses.js";
export { ORDER_FLOW, ORDER_STATUSES, TOPUP_STATUSES } from "./deals-statuses.js";

/** A car's price in the four currencies: KRW and MNT whole units, USD and RUB with 2 decimals. */
export const Prices = Type.Object({ KRW: Type.Number(), USD: Type.Number(), MNT: Type.Number(), RUB: Type.Number() });
export type Prices = Static<typeof Prices>;

export const AVAILABILITIES = ["available", "reserved", "sold_out"] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const Availability = Type.Unsafe<Availability>(Type.String({ enum: [...AVAILABILITIES] }));

export const ExportCostItem = Type.Object({ key: Type.String(), krw: Type.Number(), usd: Type.Number() });
export const ExportCost = Type.Object({
  items: Type.Array(ExportCostItem),
  total_krw: Type.Number(),
  total_usd: Type.Number(),
});

// ---- top-ups -----------------------------------------------------------------------------

export type TopupStatus = TopupStatusName;
export const TopupStatus = Type.Unsafe<TopupStatus>(Type.String({ enum: [...TOPUP_STATUSES] }));

export const TopupIdParams = IdParams("topup_id");

export const TopupCreateBody = Type.Object(
  {
    amount_cc: CcAmount,
    payer_name: Type.String({ minLength: 1, maxLength: PAYER_NAME_MAX }),
    note: Type.Optional(Nullable(Type.String({ maxLength: NOTE_MAX }))),
  },
  { additionalProperties: false },
);
export type TopupCreateBody = Static<typeof TopupCreateBody>;

export const Topup = Type.Object({
  id: Id,
  amount_cc: CcAmount,
  amount_usd: Type.Number(),
  reference: Type.String(),
  status: TopupStatus,
  payer_name: Type.String(),
  note: Nullable(Type.String()),
  bank_details: Type.String(),
  has_proof: Type.Boolean(),
  proof_type: Nullable(Type.String()),
  confirmed_amount_cc: Nullable(Type.Number()),
  reject_reason: Nullable(Type.String()),
  processed_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type Topup = Static<typeof Topup>;

export const AdminTopup = Type.Object({
  ...Topup.properties,
  /** Null (and email, name empty) once the account was purged: the top-up stays, anonymised. */
  user_id: Nullable(Id),
  email: Type.String(),
  user_name: Type.String(),
});
export type AdminTopup = Static<typeof AdminTopup>;

export const MyTopupsQuery = Type.Object(Paging, { additionalProperties: false });
export const AdminTopupsQuery = Type.Object(
  { status: Type.Optional(TopupStatus), ...Paging },
  { additionalProperties: false },
);
export type AdminTopupsQuery = Static<typeof AdminTopupsQuery>;
export const TopupPage = Paged(Topup);
export const AdminTopupPage = Paged(AdminTopup);

export const TopupConfirmBody = Type.Object({ amount_cc: Type.Optional(CcAmount) }, { additionalProperties: false });
export const TopupRejectBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: REASON_MAX }) },
  { additionalProperties: false },
);

// ---- orders ------------------------------------------------------------------------------

export type OrderStatus = OrderStatusName;
export const OrderStatus = Type.Unsafe<OrderStatus>(Type.String({ enum: [...ORDER_STATUSES] }));

export const OrderIdParams = IdParams("order_id");

/** A calendar date `YYYY-MM-DD` (ETD, ETA). */
export const DateOnly = Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" });

export const OrderEvent = Type.Object({ status: OrderStatus, note: Nullable(Type.String()), at: Timestamp });

/** The landed-price quote frozen on an order at reservation (`null` when no port was named). */
export const Quote = Type.Object({
  port_id: Id,
  fob_usd: Type.Number(),
  freight_usd: Type.Number(),
  insurance_usd: Type.Number(),
  total_usd: Type.Number(),
  /** The estimated import duties at the port's country and the door total (CIF + duties), or null. */
  duties_total_usd: Nullable(Type.Number()),
  door_total_usd: Nullable(Type.Number()),
});
export type Quote = Static<typeof Quote>;

export const Order = Type.Object({
  id: Id,
  car: Type.Object({ id: Id, car_name: Type.String(), main_image: Nullable(Type.String()) }),
  status: OrderStatus,
  reserved_until: Timestamp,
  price_krw: Type.Number(),
  price_usd: Nullable(Type.Number()),
  /** The destination's name in the buyer's language at reservation, as the documents print it. */
  destination_port: Nullable(Type.String()),
  /**
   * The quote's port named in the four languages (the page shows its own), while the port exists;
   * null without a quote or once the port was deleted (then `destination_port` is all there is).
   */
  destination_port_names: Nullable(
    Type.Object({ en: Type.String(), ko: Type.String(), mn: Type.String(), ru: Type.String() }),
  ),
  quote: Nullable(Quote),
  /**
   * What the buyer pays, exactly as the proforma invoice totals it: `price_usd`, plus the quote's
   * freight and insurance when the order has a port; before a price, the quote's total; else null.
   */
  amount_due_usd: Nullable(Type.Number()),
  vessel: Nullable(Type.String()),
  bl_number: Nullable(Type.String()),
  etd: Nullable(Type.String()),
  eta: Nullable(Type.String()),
  charged_cc: Type.Number(),
  has_invoice: Type.Boolean(),
  /** The code printed on the proforma invoice and checked at /verify/{code}; null before `invoiced`. */
  invoice_code: Nullable(Type.String({ maxLength: 64 })),
  created_at: Timestamp,
  events: Type.Array(OrderEvent),
  /** The courier carrying the original documents (B/L…) to the buyer, and its tracking number. */
  courier_name: Nullable(Type.String({ maxLength: SHIPPING_FIELD_MAX })),
  courier_tracking: Nullable(Type.String({ maxLength: SHIPPING_FIELD_MAX })),
  /** The shipping documents to download, newest first. */
  documents: Type.Array(OrderDocumentBrief),
  /** Payments and refunds, oldest first, their sums, the balance and the protection (api.md "The buyer's money"). */
  ...OrderMoney,
  /**
   * Until when the buyer may file a claim: `claim_window_days` × 24 hours after the order became
   * `delivered`; null before delivery or while the window is 0.
   */
  claim_window_closes_at: Nullable(Timestamp),
});
export type Order = Static<typeof Order>;

export const AdminOrder = Type.Object({
  ...Order.properties,
  /** Null (and email, name empty) once the account was purged: the order stays, anonymised. */
  user_id: Nullable(Id),
  email: Type.String(),
  user_name: Type.String(),
  /** The car's chassis number (VIN), null when unknown: the admin is warned before invoicing it. */
  car_vin: Nullable(Type.String()),
  /**
   * Whether the car may leave Korea for the order's port's country as the export restrictions
   * stand now (they can change after the order); null without a port (or once it is deleted).
   */
  export_status: Nullable(StringEnum(EXPORT_STATUSES)),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const MyOrdersQuery = Type.Object(Paging, { additionalProperties: false });
export const AdminOrdersQuery = Type.Object(
  { status: Type.Optional(OrderStatus), ...Paging },
  { additionalProperties: false },
);
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;
export const OrderPage = Paged(Order);
export const AdminOrderPage = Paged(AdminOrder);

const ShippingText = Nullable(Type.String({ maxLength: SHIPPING_FIELD_MAX }));
export const OrderPatchBody = Type.Object(
  {
    status: Type.Optional(OrderStatus),
    note: Type.Optional(Nullable(Type.String({ maxLength: NOTE_MAX }))),
    price_usd: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10_000_000 }))),
    destination_port: Type.Optional(ShippingText),
    /**
     * An active port (or null: none): the order's destination, its name in the buyer's language
     * and a new quote at that port's freight and insurance (the amount due follows).
     */
    port_id: Type.Optional(Nullable(Id)),
    vessel: Type.Optional(ShippingText),
    bl_number: Type.Optional(ShippingText),
    etd: Type.Optional(Nullable(DateOnly)),
    eta: Type.Optional(Nullable(DateOnly)),
    courier_name: Type.Optional(ShippingText),
    courier_tracking: Type.Optional(ShippingText),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OrderPatchBody = Static<typeof OrderPatchBody>;

/** The order part of the purchase answer. */
export const PurchaseOrder = Type.Object({ order_id: Id, status: OrderStatus, reserved_until: Timestamp });

// ---- admin dashboard ---------------------------------------------------------------------

const Count = Type.Integer({ minimum: 0 });
export const Dashboard = Type.Object({
  users: Type.Object({ total: Count, new_7d: Count }),
  vehicle_requests: Type.Object({ pending: Count }),
  topups: Type.Object({ pending: Count }),
  orders: Type.Object({ reserved: Count, invoiced: Count, paid: Count, shipped: Count }),
  sns_shares: Type.Object({ pending: Count }),
  withdrawals: Type.Object({ pending: Count }),
  contact_messages: Type.Object({ last_7d: Count }),
  questions: Type.Object({ open: Count }),
  visitors: Type.Object({ today: Count, active_now: Count }),
  /** Claims awaiting a decision; orders whose money is due back to the buyer. */
  claims: Type.Object({ open: Count }),
  refunds: Type.Object({ due: Count }),
});
export type Dashboard = Static<typeof Dashboard>;

export const InvoiceQuery = Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false });

import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, restrictRef, updatedAt } from "./columns.js";
import { cars } from "./cars.js";
import { users } from "./users.js";

/**
 * A CC top-up by bank transfer: the buyer asks, transfers with the reference on the slip,
 * uploads the slip; an administrator confirms (one ledger credit) or rejects.
 */
export const topups = pgTable(
  "topups",
  {
    id: serial("id").primaryKey(),
    /**
     * Null once the account is purged: the top-up stays as a money record, anonymised (topups
     * purge step). RESTRICT, so that a purge that forgot this refuses rather than deletes it.
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    /** Requested milli-CC. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** USD cents at the cc_price_usd of the moment of the request. */
    amountUsdCents: bigint("amount_usd_cents", { mode: "number" }).notNull(),
    reference: text("reference").notNull(),
    payerName: text("payer_name").notNull(),
    note: text("note"),
    status: text("status").notNull().default("pending"),
    /** Milli-CC actually credited (may differ from the request). */
    confirmedAmount: bigint("confirmed_amount", { mode: "number" }),
    rejectReason: text("reject_reason"),
    proofFile: text("proof_file"),
    proofType: text("proof_type"),
    proofSize: integer("proof_size"),
    proofUploadedAt: at("proof_uploaded_at"),
    processedByUserId: integer("processed_by_user_id"),
    processedAt: at("processed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("topups_reference_unique").on(t.reference),
    index("topups_user_idx").on(t.userId, t.id),
    index("topups_status_idx").on(t.status, t.id),
    check("topups_amount_pos", sql`${t.amount} > 0`),
    check("topups_status_check", sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
  ],
);

/** A reserved car on its way through the export deal: reserved → invoiced → paid → shipped → delivered. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Null once the account is purged (orders purge step): the order stays, anonymised. */
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    /** RESTRICT: a car with orders is archived, never deleted (cars/service.ts deleteCar). */
    carId: restrictRef("car_id", () => cars.id),
    status: text("status").notNull().default("reserved"),
    reservedUntil: at("reserved_until").notNull(),
    /** The car's price when it was reserved. */
    priceKrw: bigint("price_krw", { mode: "number" }).notNull(),
    priceUsdCents: bigint("price_usd_cents", { mode: "number" }),
    destinationPort: text("destination_port"),
    /**
     * The landed-price quote frozen at reservation when the buyer named a port (all null
     * otherwise). The port id is kept as a plain number: a deleted port leaves the quote readable.
     */
    quotePortId: integer("quote_port_id"),
    quoteFobCents: bigint("quote_fob_cents", { mode: "number" }),
    quoteFreightCents: bigint("quote_freight_cents", { mode: "number" }),
    quoteInsuranceCents: bigint("quote_insurance_cents", { mode: "number" }),
    quoteTotalCents: bigint("quote_total_cents", { mode: "number" }),
    /**
     * The estimated import duties and the door total (CIF + duties) frozen with the quote, in US
     * cents; null when the quote had no duties (no rules for the country, engine size unknown).
     */
    quoteDutiesTotalCents: bigint("quote_duties_total_cents", { mode: "number" }),
    quoteDoorTotalCents: bigint("quote_door_total_cents", { mode: "number" }),
    /**
     * The code printed on the proforma invoice and looked up at /verify/{code}: set when the order
     * is first invoiced, never changed after. Unguessable (random), unique.
     */
    invoiceCode: text("invoice_code"),
    invoicedAt: at("invoiced_at"),
    /** The courier that carries the original documents (B/L, export certificate) to the buyer. */
    courierName: text("courier_name"),
    courierTracking: text("courier_tracking"),
    vessel: text("vessel"),
    blNumber: text("bl_number"),
    etd: date("etd", { mode: "string" }),
    eta: date("eta", { mode: "string" }),
    /**
     * The day by which the car ships (api.md "The buyer's money, protected"): set once, when the
     * net paid first reaches the amount due (that payment's day + `ship_within_days`), never moved.
     */
    shipBy: date("ship_by", { mode: "string" }),
    /** When and why the buyer asked for the money back after `ship_by` (protection `refund_due`). */
    refundRequestedAt: at("refund_requested_at"),
    refundRequestReason: text("refund_request_reason"),
    /** Milli-CC the reservation cost (0 for a recommended car). */
    chargedAmount: bigint("charged_amount", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live order per car: the last guard against two buyers holding the same car.
    uniqueIndex("orders_one_live_per_car")
      .on(t.carId)
      .where(sql`${t.status} <> 'cancelled'`),
    index("orders_user_idx").on(t.userId, t.id),
    uniqueIndex("orders_invoice_code_key").on(t.invoiceCode),
    index("orders_status_idx").on(t.status, t.id),
    index("orders_expiry_idx")
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'reserved'`),
    check(
      "orders_status_check",
      sql`${t.status} in ('reserved', 'invoiced', 'paid', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

/** The timeline of an order: one row per status change (or note). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: restrictRef("order_id", () => orders.id),
    status: text("status").notNull(),
    note: text("note"),
    createdByUserId: integer("created_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/**
 * A shipping document of an order (B/L, export certificate, …), uploaded by an administrator and
 * downloaded by the buyer. The file lives in the object store under `storageKey`; a document an
 * administrator removes is only marked (`deletedAt`): what an order's buyer was shown stays on record.
 */
export const orderDocuments = pgTable(
  "order_documents",
  {
    id: serial("id").primaryKey(),
    orderId: restrictRef("order_id", () => orders.id),
    kind: text("kind").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedByUserId: integer("uploaded_by_user_id"),
    createdAt: createdAt(),
    deletedAt: at("deleted_at"),
    deletedByUserId: integer("deleted_by_user_id"),
  },
  (t) => [
    index("order_documents_order_idx").on(t.orderId, t.id),
    check(
      "order_documents_kind_check",
      sql`${t.kind} in ('bill_of_lading', 'export_certificate', 'commercial_invoice', 'inspection', 'photo', 'other')`,
    ),
    check("order_documents_size_pos", sql`${t.size} > 0`),
  ],
);

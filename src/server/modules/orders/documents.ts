// Shipping documents of an order (bill of lading, export certificate, …): an admin uploads them,
// the buyer lists and downloads them. The files are private objects under order-documents/ in the
// object store, named by this module (never by the uploaded file's name); the rows are never
// deleted: a removal marks them (deleted_at, deleted_by_user_id) and hides them everywhere.
import crypto from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  ORDER_DOCUMENT_FILENAME_MAX,
  type OrderDocument,
  type OrderDocumentKind,
  type OrderDocumentType,
} from "../../../shared/api/order-documents.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { cars } from "../../db/schema/cars.js";
import { orderDocuments, orders } from "../../db/schema/deals.js";
import { notFound } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { notify } from "../notifications/index.js";

type DocumentRow = typeof orderDocuments.$inferSelect;

const EXTENSION: Record<OrderDocumentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

// Only keys this module made are ever read back.
const KEY = /^order-documents\/\d{1,10}-[0-9a-f]{16}\.(pdf|jpg|png)$/;

/**
 * The name a document is shown and downloaded under, from the uploaded file's name: its last
 * path segment, without control characters (NUL…), direction overrides or quotes, at most ORDER_DOCUMENT_FILENAME_MAX
 * characters (the extension kept); `<fallback>.<extension>` when nothing is left.
 */
export function cleanFilename(name: string | undefined, extension: string, fallback = "document"): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  let clean = base
    // Control characters (NUL…), direction overrides that disguise an extension, and the
    // characters file systems refuse.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|*?:]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  clean = clean.replace(/^\.+/, "").trim();
  if (clean.length === 0) return `${fallback}.${extension}`;
  const chars = [...clean];
  if (chars.length > ORDER_DOCUMENT_FILENAME_MAX) {
    const dot = clean.lastIndexOf(".");
    const ext = dot > 0 && clean.length - dot <= 10 ? [...clean.slice(dot)] : [];
    clean =
      chars
        .slice(0, ORDER_DOCUMENT_FILENAME_MAX - ext.length)
        .join("")
        .trimEnd() + ext.join("");
  }
  return clean;
}

/**
 * A Content-Disposition that every browser reads the same way: an ASCII `filename` (other
 * characters as "_") and the exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\u0020-\u007e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const brief = (d: DocumentRow) => ({
  id: d.id,
  kind: d.kind as OrderDocumentKind,
  filename: d.filename,
  size: d.size,
  created_at: d.createdAt.toISOString(),
});

const full = (d: DocumentRow): OrderDocument => ({ ...brief(d), content_type: d.contentType as OrderDocumentType });

/** The documents (not removed) of some orders, newest first, by order id, each as `shape` says it. */
async function documentsBy<T>(db: DbOrTx, orderIds: number[], shape: (d: DocumentRow) => T) {
  const map = new Map<number, T[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderDocuments)
    .where(and(inArray(orderDocuments.orderId, orderIds), isNull(orderDocuments.deletedAt)))
    .orderBy(desc(orderDocuments.id));
  for (const row of rows) {
    const list = map.get(row.orderId) ?? [];
    list.push(shape(row));
    map.set(row.orderId, list);
  }
  return map;
}

/** The documents of some orders as the orders' `documents` list them, by order id. */
export const documentsOf = (db: DbOrTx, orderIds: number[]) => documentsBy(db, orderIds, brief);

/** The documents of a user's orders with their file types (the data export), by order id. */
export const exportDocumentsOf = (db: DbOrTx, orderIds: number[]) => documentsBy(db, orderIds, full);

/** The order, or 404; with `userId`, only that buyer's order. */
async function findOrder(db: DbOrTx, orderId: number, userId: number | null) {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, carId: orders.carId })
    .from(orders)
    .where(userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound("Order");
  return order;
}

/**
 * Stores an uploaded document of an order and tells the buyer (a notification with its email).
 * The file is written first; when the row cannot be written, the file is removed again.
 */
export async function addOrderDocument(
  core: Core,
  admin: SessionUser,
  orderId: number,
  input: { kind: OrderDocumentKind; filename: string | undefined; bytes: Buffer; type: OrderDocumentType },
): Promise<OrderDocument> {
  await findOrder(core.db, orderId, null);
  const key = `order-documents/${orderId}-${crypto.randomBytes(8).toString("hex")}.${EXTENSION[input.type]}`;
  await core.storage.put(key, input.bytes, { contentType: input.type });
  try {
    return await core.db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, null);
      const [row] = await tx
        .insert(orderDocuments)
        .values({
          orderId,
          kind: input.kind,
          filename: cleanFilename(input.filename, EXTENSION[input.type]),
          contentType: input.type,
          size: input.bytes.length,
          storageKey: key,
          uploadedByUserId: admin.id,
        })
        .returning();
      // A purged buyer's order still gets its papers, with nobody to tell.
      if (order.userId !== null) {
        const [car] = await tx.select({ carName: cars.carName }).from(cars).where(eq(cars.id, order.carId));
        await notify(core, tx, {
          userId: order.userId,
          kind: "order_document",
          params: { orderId, carName: car?.carName ?? "", kind: input.kind, filename: row.filename },
        });
      }
      return full(row);
    });
  } catch (err) {
    await core.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The documents of an order, newest first; with `userId`, only that buyer's order (else 404). */
export async function listOrderDocuments(core: Core, orderId: number, userId: number | null) {
  await findOrder(core.db, orderId, userId);
  const rows = await core.db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), isNull(orderDocuments.deletedAt)))
    .orderBy(desc(orderDocuments.id));
  return rows.map(full);
}

/** One document's file (not removed) of an order; with `userId`, only that buyer's (else 404). */
export async function orderDocumentFile(core: Core, orderId: number, documentId: number, userId: number | null) {
  await findOrder(core.db, orderId, userId);
  const [row] = await core.db
    .select()
    .from(orderDocuments)
    .where(
      and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId), isNull(orderDocuments.deletedAt)),
    );
  if (!row || !KEY.test(row.storageKey)) throw notFound("Document");
  const bytes = await core.storage.get(row.storageKey);
  if (!bytes) throw notFound("Document");
  return { bytes, type: row.contentType as OrderDocumentType, filename: row.filename };
}

/** Removes a document from the order: the row is only marked (who, when); the buyer no longer sees it. */
export async function removeOrderDocument(core: Core, admin: SessionUser, orderId: number, documentId: number) {
  await core.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderDocuments)
      .set({ deletedAt: sql`now()`, deletedByUserId: admin.id })
      .where(
        and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId), isNull(orderDocuments.deletedAt)),
      )
      .returning({ id: orderDocuments.id });
    if (!row) throw notFound("Document");
  });
}

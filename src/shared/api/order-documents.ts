/**
 * Shipping documents of an order ("Door to door"): the bill of lading, the export certificate and
 * the others an admin uploads, which the buyer downloads.
 */
import { Type, type Static } from "typebox";
import { Id, LiteralUnion, Timestamp } from "./common.js";
import {
  ORDER_DOCUMENT_FILENAME_MAX,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_MAX_BYTES,
  ORDER_DOCUMENT_TYPES,
} from "./order-document-kinds.js";

export * from "./order-document-kinds.js";

export const OrderDocumentKindSchema = LiteralUnion(ORDER_DOCUMENT_KINDS);

const Size = Type.Integer({ minimum: 1, maximum: ORDER_DOCUMENT_MAX_BYTES });
const Filename = Type.String({ minLength: 1, maxLength: ORDER_DOCUMENT_FILENAME_MAX });

/** A document as the buyer's order lists it. */
export const OrderDocumentBrief = Type.Object({
  id: Id,
  kind: OrderDocumentKindSchema,
  filename: Filename,
  size: Size,
  created_at: Timestamp,
});
export type OrderDocumentBrief = Static<typeof OrderDocumentBrief>;

/** A document with its file type (the upload's answer, the documents list). */
export const OrderDocument = Type.Object({
  ...OrderDocumentBrief.properties,
  content_type: LiteralUnion(ORDER_DOCUMENT_TYPES),
});
export type OrderDocument = Static<typeof OrderDocument>;

export const OrderDocumentList = Type.Array(OrderDocument);
export type OrderDocumentList = Static<typeof OrderDocumentList>;

export const OrderDocumentParams = Type.Object({ order_id: Id, document_id: Id }, { additionalProperties: false });
export type OrderDocumentParams = Static<typeof OrderDocumentParams>;

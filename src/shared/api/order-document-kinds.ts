// The shipping documents of an order as plain values (no TypeBox): the web app imports them.

/** What a document of an order may be (the database checks the same list). */
export const ORDER_DOCUMENT_KINDS = [
  "bill_of_lading",
  "export_certificate",
  "commercial_invoice",
  "inspection",
  "photo",
  "other",
] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** The largest document an admin may upload (10 MB). */
export const ORDER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The file types a document may have, told from its bytes. */
export const ORDER_DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type OrderDocumentType = (typeof ORDER_DOCUMENT_TYPES)[number];

/** The longest file name kept (longer ones are cut, keeping the extension). */
export const ORDER_DOCUMENT_FILENAME_MAX = 150;

// The buyer's money on an order (api.md "The buyer's money, protected") as plain values (no
// TypeBox): the web app imports them, the schemas in protection.ts are built from them.

/** Where the money an order holds stands (see `protectionOf` in the server's orders module). */
export const PROTECTION_STATUSES = ["none", "held", "released", "refund_due", "refunded"] as const;
export type ProtectionStatus = (typeof PROTECTION_STATUSES)[number];

export const CLAIM_CATEGORIES = ["damage", "missing_item", "not_as_described", "documents", "other"] as const;
export type ClaimCategory = (typeof CLAIM_CATEGORIES)[number];

export const CLAIM_STATUSES = ["open", "accepted", "rejected"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What a claim's evidence may be, read from the bytes. */
export const CLAIM_EVIDENCE_TYPES = ["image/jpeg", "image/png", "application/pdf", "video/mp4"] as const;
export type ClaimEvidenceType = (typeof CLAIM_EVIDENCE_TYPES)[number];

export const PROTECTION_LIMITS = {
  /** The largest payment or refund one record takes, USD (above any car the site sells). */
  maxAmountUsd: 10_000_000,
  referenceMax: 200,
  reasonMax: 2000,
  noteMax: 2000,
  descriptionMin: 10,
  descriptionMax: 5000,
  evidenceMaxFiles: 10,
  evidenceMaxBytes: 20 * 1024 * 1024,
  /** As an order document's name (ORDER_DOCUMENT_FILENAME_MAX). */
  evidenceFilenameMax: 150,
} as const;

// Reading a claim's form (api.md "The buyer's money, protected"): `category`, `description`,
// `amount_usd?` and 0..10 `evidence` files (JPEG, PNG, PDF or MP4, typed from their bytes, each at
// most 20 MB). Each file is stored as it arrives, so a request holds one file in memory at a
// time; when anything is refused, what was stored is removed again.
import type { FastifyRequest } from "fastify";
import {
  CLAIM_CATEGORIES,
  PROTECTION_LIMITS,
  type ClaimCategory,
  type ClaimEvidenceType,
} from "../../../shared/api/protection.js";
import type { Core } from "../../core.js";
import { AppError, validationError } from "../../lib/errors.js";
import { sniffProofType } from "../topups/index.js";
import { discardEvidence, storeEvidence, type ClaimInput, type StoredEvidence } from "./claims.js";
import { usdToCents } from "../../../shared/price-chain/index.js";

/** The MP4 family's major brands (ISO base media); QuickTime (`qt  `) and audio (`M4A `) are not MP4 video. */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VP",
  "mmp4",
  "dash",
  "MSNV",
]);

/** The evidence's type from its first bytes: JPEG, PNG, PDF, or MP4 (an `ftyp` box of an MP4 brand). */
export function sniffEvidenceType(bytes: Buffer): ClaimEvidenceType | null {
  const proof = sniffProofType(bytes);
  if (proof) return proof;
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString("latin1") === "ftyp") {
    const brand = bytes.subarray(8, 12).toString("latin1");
    if (MP4_BRANDS.has(brand)) return "video/mp4";
  }
  return null;
}

const tooLarge = () =>
  new AppError(
    413,
    "payload_too_large",
    `An evidence file may be at most ${PROTECTION_LIMITS.evidenceMaxBytes / 1024 / 1024} MB`,
  );
const tooMany = () =>
  validationError([{ field: "evidence", message: `send at most ${PROTECTION_LIMITS.evidenceMaxFiles} files` }]);
const isCategory = (v: string): v is ClaimCategory => (CLAIM_CATEGORIES as readonly string[]).includes(v);

/** The multipart plugin's limits for the claim form: one file more than allowed is refused with 422, not cut. */
export const CLAIM_MULTIPART_LIMITS = {
  fileSize: PROTECTION_LIMITS.evidenceMaxBytes,
  files: PROTECTION_LIMITS.evidenceMaxFiles,
  fields: 3,
  parts: PROTECTION_LIMITS.evidenceMaxFiles + 3,
  // A description of 5000 characters in any script fits.
  fieldSize: 32 * 1024,
};

/** The amount the buyer asks: empty is none; else USD above 0 with at most 2 decimals. */
function amountCents(raw: string | undefined): number | null {
  const text = raw?.trim() ?? "";
  if (text === "") return null;
  const n = /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
  const cents = Number.isFinite(n) ? usdToCents(n) : null;
  if (cents === null || cents <= 0 || n > PROTECTION_LIMITS.maxAmountUsd)
    throw validationError([
      { field: "amount_usd", message: "must be an amount in USD above 0, with at most 2 decimals" },
    ]);
  return cents;
}

/** Reads and checks the claim form, storing each evidence file; refused input is a 413/415/422. */
export async function readClaimForm(core: Core, request: FastifyRequest, orderId: number): Promise<ClaimInput> {
  if (!request.isMultipart())
    throw new AppError(415, "unsupported_media_type", "Send the claim as multipart/form-data");
  const fields = new Map<string, string>();
  const stored: StoredEvidence[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "evidence") {
          part.file.resume();
          throw validationError([{ field: part.fieldname, message: "is not expected" }]);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (bytes.length === 0) throw validationError([{ field: "evidence", message: "a file is empty" }]);
        const type = sniffEvidenceType(bytes);
        if (!type) throw validationError([{ field: "evidence", message: "each file must be a JPEG, PNG, PDF or MP4" }]);
        stored.push(await storeEvidence(core, orderId, { bytes, filename: part.filename, type }));
      } else {
        const name = part.fieldname;
        if (!["category", "description", "amount_usd"].includes(name) || fields.has(name))
          throw validationError([{ field: name, message: "is not expected" }]);
        if (part.valueTruncated) throw validationError([{ field: name, message: "is too long" }]);
        fields.set(name, String(part.value));
      }
    }
    const category = fields.get("category") ?? "";
    if (!isCategory(category))
      throw validationError([{ field: "category", message: `must be one of ${CLAIM_CATEGORIES.join(", ")}` }]);
    // eslint-disable-next-line no-control-regex
    const description = (fields.get("description") ?? "").replace(/\u0000/g, "").trim();
    const length = [...description].length;
    if (length < PROTECTION_LIMITS.descriptionMin || length > PROTECTION_LIMITS.descriptionMax)
      throw validationError([
        {
          field: "description",
          message: `must be ${PROTECTION_LIMITS.descriptionMin} to ${PROTECTION_LIMITS.descriptionMax} characters`,
        },
      ]);
    return { category, description, amountCents: amountCents(fields.get("amount_usd")), evidence: stored };
  } catch (err) {
    await discardEvidence(core, stored);
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT") throw tooMany();
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT")
      throw validationError([{ field: "evidence", message: "too many fields or files" }]);
    throw err;
  }
}

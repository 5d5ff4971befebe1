// Transfer slips of top-ups: private objects under topup-proofs/ in the object store (never
// served as static files; only the admin proof route reads them). The type comes from the
// bytes, not the name.
import crypto from "node:crypto";
import type { Core } from "../../core.js";

export type ProofType = "image/jpeg" | "image/png" | "application/pdf";

const EXTENSION: Record<ProofType, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type of a slip from its first bytes: JPEG FF D8 FF, PNG's 8-byte signature, or "%PDF-". */
export function sniffProofType(bytes: Buffer): ProofType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
}

// Only names this module made are ever turned into store keys.
const FILE_NAME = /^\d{1,10}-[0-9a-f]{16}\.(jpg|png|pdf)$/;
const keyOf = (name: string) => `topup-proofs/${name}`;

/** Stores a slip for a top-up and answers its file name (its key below topup-proofs/ in `core.storage`). */
export async function saveProof(core: Pick<Core, "storage">, topupId: number, bytes: Buffer, type: ProofType) {
  const name = `${topupId}-${crypto.randomBytes(8).toString("hex")}.${EXTENSION[type]}`;
  await core.storage.put(keyOf(name), bytes, { contentType: type });
  return name;
}

export async function readProof(core: Pick<Core, "storage">, name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name)) return null;
  return core.storage.get(keyOf(name));
}

export async function removeProof(core: Pick<Core, "storage">, name: string | null) {
  if (!name || !FILE_NAME.test(name)) return;
  await core.storage.delete(keyOf(name));
}

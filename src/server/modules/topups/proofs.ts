// Transfer slips of top-ups: private files under DATA_DIR (never served as static files;
// only the admin proof route reads them). The type comes from the bytes, not the name.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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

/** The slip directory of a data directory; tests on an in-memory database still get a real one. */
export function proofDirFor(dataDir: string): string {
  return dataDir === "memory://" ? path.join(os.tmpdir(), "kcar-topup-proofs") : path.resolve(dataDir, "topup-proofs");
}

// Only names this module made are ever joined to the directory.
const FILE_NAME = /^\d{1,10}-[0-9a-f]{16}\.(jpg|png|pdf)$/;

/** Stores a slip for a top-up and answers its file name (relative to the slip directory). */
export async function saveProof(core: Pick<Core, "config">, topupId: number, bytes: Buffer, type: ProofType) {
  const dir = proofDirFor(core.config.dataDir);
  await fs.mkdir(dir, { recursive: true });
  const name = `${topupId}-${crypto.randomBytes(8).toString("hex")}.${EXTENSION[type]}`;
  const tmp = path.join(dir, `${name}.tmp`);
  // Write then rename, so a reader never sees half a file.
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, path.join(dir, name));
  return name;
}

export async function readProof(core: Pick<Core, "config">, name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(proofDirFor(core.config.dataDir), name));
  } catch {
    return null;
  }
}

export async function removeProof(core: Pick<Core, "config">, name: string | null) {
  if (!name || !FILE_NAME.test(name)) return;
  await fs.rm(path.join(proofDirFor(core.config.dataDir), name), { force: true });
}

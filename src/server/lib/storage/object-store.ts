import type { Readable } from "node:stream";

/** An object's bytes as a stream, with its length (served with Content-Length). */
export type StoredStream = { body: Readable; size: number };

/** An object found by `list`: its key and when it was last written. */
export type StoredObject = { key: string; lastModified: Date };

/** `list`'s order: by key, compared as code units like S3 does (not by locale). */
export const byKey = (a: StoredObject, b: StoredObject) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Where the service keeps its files (photos, thumbnails, top-up slips, PDF caches): the
 * local disk or an S3-compatible object store, chosen by STORAGE_URL (`core.storage`).
 * Keys are relative paths of safe segments (see `assertKey`); a missing object reads as null.
 */
export interface ObjectStore {
  /** Where the objects live, for logs (never a secret). */
  readonly location: string;
  /** Stores the bytes under `key`, replacing what was there; readers never see half an object. */
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream, or null when there is none. */
  stream(key: string): Promise<StoredStream | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The objects whose keys start with `prefix` (a folder ending in "/"), sorted by key. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Releases connections (the app's onClose). */
  close(): Promise<void>;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

// Letters, digits, "._-" in each segment and never "." or ".." alone: a key is always a path
// inside the store on every driver (no "../", no absolute path, no NUL, no backslash).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/** Throws InvalidKeyError unless `key` is a relative path of safe segments. */
export function assertKey(key: string): void {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidKeyError(key);
  for (const segment of key.split("/")) {
    if (!SEGMENT.test(segment) || segment === "..") throw new InvalidKeyError(key);
  }
}

/** A listing prefix: safe segments ending in "/" (a folder), checked like a key. */
export function assertPrefix(prefix: string): void {
  if (!prefix.endsWith("/")) throw new InvalidKeyError(prefix);
  assertKey(prefix.slice(0, -1));
}

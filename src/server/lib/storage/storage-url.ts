import os from "node:os";
import path from "node:path";

/** Where STORAGE_URL puts the files: a directory, or a bucket (and key prefix) of an S3-compatible store. */
export type StorageTarget =
  | { kind: "disk"; root: string }
  | {
      kind: "s3";
      bucket: string;
      /** Prepended to every key ("" or segments without a trailing slash). */
      prefix: string;
      region: string;
      /** Another S3-compatible service (MinIO, R2, s3rver…); AWS itself when unset. */
      endpoint?: string;
      forcePathStyle: boolean;
      /** From the URL's user info; otherwise the SDK's chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const S3_PARAMS = ["endpoint", "region", "force_path_style"];

/** The disk directory without STORAGE_URL: DATA_DIR itself (photos/, topup-proofs/ … as before). */
export function defaultStorageRoot(dataDir: string): string {
  // An in-memory database (tests) still gets a real directory for its files.
  return dataDir === "memory://" ? path.join(os.tmpdir(), "kcar-files") : path.resolve(dataDir);
}

/**
 * Reads STORAGE_URL: unset → the disk under DATA_DIR; `file:///absolute/dir` → that directory;
 * `s3://[key:secret@]bucket[/prefix][?endpoint=…&region=…&force_path_style=true]`.
 * Throws an Error whose message says what is wrong.
 */
export function parseStorageUrl(raw: string | undefined, dataDir: string): StorageTarget {
  if (raw === undefined) return { kind: "disk", root: defaultStorageRoot(dataDir) };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error("is not a URL");
  }
  if (url.protocol === "file:") {
    if (url.host !== "" || url.search !== "") throw new Error("file: needs an absolute path, as file:///srv/kcar");
    return { kind: "disk", root: path.resolve(decodeURIComponent(url.pathname)) };
  }
  if (url.protocol !== "s3:") throw new Error("must start with s3:// or file://");
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error(`the bucket "${bucket}" is not a valid bucket name`);
  const segments = url.pathname.split("/").filter((s) => s !== "");
  if (!segments.every((s) => PREFIX_SEGMENT.test(s) && s !== "..")) {
    throw new Error("the key prefix may hold only letters, digits and ._- between slashes");
  }
  for (const key of url.searchParams.keys()) {
    if (!S3_PARAMS.includes(key)) throw new Error(`unknown parameter "${key}" (known: ${S3_PARAMS.join(", ")})`);
  }
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error("endpoint must be an http(s) URL");
  }
  const pathStyle = url.searchParams.get("force_path_style") ?? "false";
  if (!["true", "false"].includes(pathStyle)) throw new Error("force_path_style must be true or false");
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if ((user === "") !== (secret === "")) {
    throw new Error("credentials in the URL need both the access key and the secret (s3://KEY:SECRET@bucket)");
  }
  return {
    kind: "s3",
    bucket,
    prefix: segments.join("/"),
    region: url.searchParams.get("region") || "us-east-1",
    endpoint: endpoint?.replace(/\/+$/, ""),
    forcePathStyle: pathStyle === "true",
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  };
}

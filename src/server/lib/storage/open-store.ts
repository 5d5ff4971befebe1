import type { Config } from "../../config.js";
import { createDiskStore } from "./disk-store.js";
import type { ObjectStore } from "./object-store.js";
import { createS3Store } from "./s3-store.js";
import { parseStorageUrl } from "./storage-url.js";

/** The store STORAGE_URL names (the disk under DATA_DIR when unset); the config was validated at start. */
export function openObjectStore(config: Pick<Config, "storageUrl" | "dataDir">): ObjectStore {
  const target = parseStorageUrl(config.storageUrl, config.dataDir);
  return target.kind === "s3" ? createS3Store(target) : createDiskStore(target.root);
}

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { assertKey, assertPrefix, byKey, type ObjectStore, type StoredObject } from "./object-store.js";

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
};

// A file still being written (see put): never listed.
const PARTIAL = /\.\d+\.[0-9a-f]{8}\.tmp$/;

/** Objects as files under `root` (a key is a relative path below it). */
export function createDiskStore(root: string): ObjectStore {
  const dir = path.resolve(root);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dir, ...key.split("/"));
  };
  return {
    location: dir,
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      try {
        await fs.promises.writeFile(tmp, body);
        await fs.promises.rename(tmp, file);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        return await fs.promises.readFile(file);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, "r");
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      // Size and bytes of the same open file: a rename in between cannot mix two versions.
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: stat.size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await fs.promises.stat(fileOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      assertPrefix(prefix);
      const base = path.join(dir, ...prefix.slice(0, -1).split("/"));
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(base, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
      const files = entries
        .filter((e) => e.isFile() && !PARTIAL.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      const objects: StoredObject[] = [];
      for (const file of files) {
        let modified: Date;
        try {
          modified = (await fs.promises.stat(file)).mtime;
        } catch (err) {
          // Deleted since the directory was read: no longer there to list.
          if (isMissing(err)) continue;
          throw err;
        }
        objects.push({ key: prefix + path.relative(base, file).split(path.sep).join("/"), lastModified: modified });
      }
      return objects.sort(byKey);
    },
    async close() {},
  };
}

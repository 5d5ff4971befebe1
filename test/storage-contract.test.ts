// One contract for every object-store driver: the disk driver and the S3 driver against a
// real S3-compatible server (s3rver on loopback) must behave the same.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import pLimit from "p-limit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDiskStore } from "../src/server/lib/storage/disk-store.js";
import { InvalidKeyError, type ObjectStore } from "../src/server/lib/storage/object-store.js";
import { createS3Store } from "../src/server/lib/storage/s3-store.js";
import { parseStorageUrl, type StorageTarget } from "../src/server/lib/storage/storage-url.js";
import { startS3Server, S3RVER_CREDENTIALS, type S3TestServer } from "./s3-server.js";
import { patient } from "./patience.js";

type S3Target = Extract<StorageTarget, { kind: "s3" }>;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let s3: S3TestServer;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = await fs.mkdtemp(path.join(os.tmpdir(), "kcar-disk-store-"));
});
afterAll(async () => {
  await s3?.stop();
  await fs.rm(diskRoot, { recursive: true, force: true });
});

const s3Target = (prefix: string) => parseStorageUrl(s3.storageUrl(prefix), "memory://") as S3Target;

const drivers: Array<[string, () => ObjectStore]> = [
  ["disk", () => createDiskStore(path.join(diskRoot, crypto.randomBytes(4).toString("hex")))],
  ["s3", () => createS3Store(s3Target(`contract-${crypto.randomBytes(4).toString("hex")}`))],
];

describe.each(drivers)("object store contract: %s driver", (_name, make) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = make();
  });
  afterAll(async () => {
    await store.close();
  });
  const keysIn = async (prefix: string) => (await store.list(prefix)).map((o) => o.key);

  it("round-trips binary bytes through put, get and stream", async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const big = Buffer.concat([every, crypto.randomBytes(2 * 1024 * 1024)]);
    await store.put("bin/every-byte.bin", every);
    await store.put("bin/big.bin", big, { contentType: "application/octet-stream" });
    expect((await store.get("bin/every-byte.bin"))?.equals(every)).toBe(true);
    const streamed = await store.stream("bin/big.bin");
    expect(streamed?.size).toBe(big.length);
    expect((await readAll(streamed!.body)).equals(big)).toBe(true);
  });

  it("answers null or false for a missing object, and deleting it is no error", async () => {
    expect(await store.get("missing/none.jpg")).toBeNull();
    expect(await store.stream("missing/none.jpg")).toBeNull();
    expect(await store.exists("missing/none.jpg")).toBe(false);
    await expect(store.delete("missing/none.jpg")).resolves.toBeUndefined();
    // A folder is not an object.
    await store.put("folder/inner/file.txt", Buffer.from("x"));
    expect(await store.get("folder/inner")).toBeNull();
    expect(await store.stream("folder/inner")).toBeNull();
    expect(await store.exists("folder/inner")).toBe(false);
  });

  it("replaces, reports and deletes an object", async () => {
    await store.put("life/a.txt", Buffer.from("first"));
    expect(await store.exists("life/a.txt")).toBe(true);
    await store.put("life/a.txt", Buffer.from("second"));
    expect((await store.get("life/a.txt"))?.toString()).toBe("second");
    await store.delete("life/a.txt");
    expect(await store.exists("life/a.txt")).toBe(false);
    expect(await store.get("life/a.txt")).toBeNull();
  });

  it("lists the keys of a folder, nested ones included, and nothing of its neighbours", async () => {
    for (const key of ["list/b/2.txt", "list/b/1.txt", "list/b/deep/3.txt", "list/bc/4.txt", "list/5.txt"]) {
      await store.put(key, Buffer.from(key));
    }
    expect(await keysIn("list/b/")).toEqual(["list/b/1.txt", "list/b/2.txt", "list/b/deep/3.txt"]);
    expect(await store.list("list/")).toHaveLength(5);
    expect(await store.list("list/none/")).toEqual([]);
  });

  it("dates each listed object with its last write", async () => {
    // Second precision at most (S3), so the bounds are widened by a second.
    const before = Date.now() - 1000;
    await store.put("dated/a.txt", Buffer.from("a"));
    await store.put("dated/b.txt", Buffer.from("b"));
    const after = Date.now() + 1000;
    const listed = await store.list("dated/");
    expect(listed.map((o) => o.key)).toEqual(["dated/a.txt", "dated/b.txt"]);
    for (const o of listed) {
      expect(o.lastModified).toBeInstanceOf(Date);
      expect(o.lastModified.getTime()).toBeGreaterThanOrEqual(before);
      expect(o.lastModified.getTime()).toBeLessThanOrEqual(after);
    }
    // A rewrite moves the date: wait until the clock is past the store's precision (a second).
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(listed[0].lastModified.getTime() + 1000), {
      timeout: patient(5_000),
      interval: 20,
    });
    await store.put("dated/a.txt", Buffer.from("a again"));
    const [rewritten, untouched] = await store.list("dated/");
    expect(rewritten.lastModified.getTime()).toBeGreaterThan(listed[0].lastModified.getTime());
    expect(untouched.lastModified.getTime()).toBe(listed[1].lastModified.getTime());
  });

  it("keeps each of many parallel writes of one key whole (the last one wins)", async () => {
    const versions = Array.from({ length: 12 }, (_, i) => Buffer.alloc(256 * 1024, i + 1));
    await Promise.all(versions.map((v) => store.put("race/one.bin", v)));
    const final = await store.get("race/one.bin");
    expect(versions.some((v) => v.equals(final!))).toBe(true);
    // No half-written temporary file is ever listed.
    expect(await keysIn("race/")).toEqual(["race/one.bin"]);
  });

  const hostile = [
    "",
    "../escape.txt",
    "a/../../escape.txt",
    "a/..",
    "..",
    ".",
    "a/./b",
    "/etc/passwd",
    "a//b",
    "a/",
    "a\0b",
    "a\\..\\b",
    "%2e%2e/x",
    "a b",
    "x".repeat(600),
  ];
  it.each(hostile)("refuses the hostile key %j in every operation", async (key) => {
    await expect(store.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(store.stream(key)).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it("refuses listing prefixes that are not a safe folder", async () => {
    for (const prefix of ["", "list", "../", "/", "a/../", "a\0/"]) {
      await expect(store.list(prefix), prefix).rejects.toBeInstanceOf(InvalidKeyError);
    }
  });
});

describe("disk driver", () => {
  it("never writes outside its root, whatever the key", async () => {
    const root = path.join(diskRoot, "confined", "inner");
    const store = createDiskStore(root);
    await expect(store.put("../outside.txt", Buffer.from("x"))).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(fs.access(path.join(diskRoot, "confined", "outside.txt"))).rejects.toThrow();
    await store.put("photos/ab/x.jpg", Buffer.from("x"));
    expect(await fs.readFile(path.join(root, "photos", "ab", "x.jpg"), "utf8")).toBe("x");
  });
});

describe("s3 driver", () => {
  it("keeps stores with different prefixes apart in one bucket", async () => {
    const one = createS3Store(s3Target("apart-one"));
    const two = createS3Store(s3Target("apart-two"));
    await one.put("k/file.txt", Buffer.from("one"));
    expect(await two.get("k/file.txt")).toBeNull();
    expect(await two.list("k/")).toEqual([]);
    expect((await one.list("k/")).map((o) => o.key)).toEqual(["k/file.txt"]);
    await one.close();
    await two.close();
  });

  it("lists a folder of more objects than one answer holds (1,000), page after page", async () => {
    const store = createS3Store(s3Target("paged"));
    const keys = Array.from({ length: 1005 }, (_, i) => `many/${String(i).padStart(4, "0")}.txt`);
    // Here, after the contract's tests rather than among them: s3rver answers a PUT before its
    // file is written, and a thousand writes still landing slowed the contract's parallel
    // writes of one key enough for s3rver to tear them.
    const limit = pLimit(4);
    await Promise.all(keys.map((key) => limit(() => store.put(key, Buffer.from("x")))));
    const listed = await store.list("many/");
    expect(listed.map((o) => o.key)).toEqual(keys);
    expect(listed.every((o) => o.lastModified instanceof Date && o.lastModified.getTime() > 0)).toBe(true);
    await store.close();
  });

  it("takes its credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY when the URL has none", async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    const url = `s3://${s3.bucket}/env-creds?endpoint=${encodeURIComponent(s3.endpoint)}&force_path_style=true`;
    const target = parseStorageUrl(url, "memory://") as S3Target;
    expect(target.credentials).toBeUndefined();
    try {
      process.env.AWS_ACCESS_KEY_ID = "UNKNOWNKEY";
      process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
      const wrong = createS3Store(target);
      // s3rver refuses an unknown access key (it does not recompute SigV4 signatures), so a
      // refusal here shows the variables are what the driver signs with.
      await expect(wrong.put("x/y.txt", Buffer.from("y"))).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
      await wrong.close();
      process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
      const right = createS3Store(target);
      await right.put("x/y.txt", Buffer.from("y"));
      expect((await right.get("x/y.txt"))?.toString()).toBe("y");
      await right.close();
    } finally {
      for (const [name, value] of [
        ["AWS_ACCESS_KEY_ID", saved.id],
        ["AWS_SECRET_ACCESS_KEY", saved.secret],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

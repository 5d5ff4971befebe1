import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import S3rver from "s3rver";

// s3rver writes an object's file in place, so parallel PUTs of one key interleave into bytes no
// client sent (the object store contract's race test failed so, now and then, on a busy machine).
// S3 and MinIO replace an object whole; so does this fake now: the body is written to a file of its
// own and renamed over the object's (atomic on one filesystem; both are under the temporary folder).
type S3rverObject = { bucket: string; key: string; metadata: unknown; content: Buffer | Readable };
type FilesystemStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
};
const filesystemStore = createRequire(import.meta.url)("s3rver/lib/stores/filesystem.js") as {
  prototype: FilesystemStore;
};
filesystemStore.prototype.putObject = async function (this: FilesystemStore, object) {
  let content: Buffer;
  if (Buffer.isBuffer(object.content)) content = object.content;
  else {
    const chunks: Buffer[] = [];
    for await (const chunk of object.content) chunks.push(Buffer.from(chunk as Uint8Array));
    content = Buffer.concat(chunks);
  }
  const objectPath = this.getResourcePath(object.bucket, object.key, "object");
  await fs.mkdir(path.dirname(objectPath), { recursive: true });
  const partial = path.join(os.tmpdir(), `kcar-s3rver-put-${crypto.randomUUID()}`);
  await fs.writeFile(partial, content);
  await fs.rename(partial, objectPath);
  const md5 = crypto.createHash("md5").update(content).digest("hex");
  await this.putMetadata(object.bucket, object.key, object.metadata, md5);
  return { size: content.length, md5 };
};

/** s3rver's built-in account: it checks every request's signature against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** A STORAGE_URL for this server's bucket under `prefix`, with the credentials in the URL. */
  storageUrl(prefix: string): string;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, loopback only, a free port) over a fresh temporary
 * directory, with one bucket; `stop` closes it and removes the directory.
 */
export async function startS3Server(bucket = "kcar-test"): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "kcar-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix) =>
      `s3://${S3RVER_CREDENTIALS.accessKeyId}:${S3RVER_CREDENTIALS.secretAccessKey}@${bucket}/${prefix}` +
      `?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&force_path_style=true`,
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

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

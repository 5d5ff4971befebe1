import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertKey, assertPrefix, byKey, type ObjectStore, type StoredObject } from "./object-store.js";
import type { StorageTarget } from "./storage-url.js";

type S3Target = Extract<StorageTarget, { kind: "s3" }>;
type Sdk = typeof import("@aws-sdk/client-s3");

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Objects in a bucket of an S3-compatible store, under the target's key prefix. */
export function createS3Store(target: S3Target): ObjectStore {
  const base = target.prefix ? `${target.prefix}/` : "";
  // The SDK is large: loaded at the first request, so processes that never touch a file do not pay for it.
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: target.region,
        endpoint: target.endpoint,
        forcePathStyle: target.forcePathStyle,
        credentials: target.credentials,
      }),
    })));
  const keyOf = (key: string) => {
    assertKey(key);
    return base + key;
  };
  const where = `s3://${target.bucket}/${target.prefix}${target.endpoint ? ` at ${target.endpoint}` : ""}`;

  return {
    location: where,
    async put(key, body, options) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: target.bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: options?.contentType ?? "application/octet-stream",
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: target.bucket, Key: keyOf(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: target.bucket, Key: keyOf(key) }));
        return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: target.bucket, Key: keyOf(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: target.bucket, Key: keyOf(key) }));
    },
    async list(prefix) {
      assertPrefix(prefix);
      const { sdk, client } = await connect();
      const objects: StoredObject[] = [];
      let token: string | undefined;
      // At most 1,000 keys an answer: follow the continuation token to the end.
      do {
        const res = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: target.bucket, Prefix: base + prefix, ContinuationToken: token }),
        );
        for (const item of res.Contents ?? []) {
          // Every S3 answer dates its objects; the SDK only types the field as optional.
          if (item.Key)
            objects.push({ key: item.Key.slice(base.length), lastModified: item.LastModified ?? new Date(0) });
        }
        token = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (token);
      return objects.sort(byKey);
    },
    async close() {
      if (loaded) (await loaded).client.destroy();
    },
  };
}

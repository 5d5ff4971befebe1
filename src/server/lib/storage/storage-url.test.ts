import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";
import { parseStorageUrl } from "./storage-url.js";

describe("STORAGE_URL", () => {
  it("defaults to the disk under DATA_DIR", () => {
    expect(parseStorageUrl(undefined, "./data")).toEqual({ kind: "disk", root: path.resolve("./data") });
    expect(parseStorageUrl("file:///srv/kcar-files", "./data")).toEqual({ kind: "disk", root: "/srv/kcar-files" });
  });

  it("reads bucket, prefix, endpoint, region, path style and URL credentials", () => {
    expect(
      parseStorageUrl(
        "s3://AKIA%2Fx:s%2Bcret%40@my-bucket/site/photos-v1?endpoint=http://127.0.0.1:9000/&region=eu-west-1&force_path_style=true",
        "./data",
      ),
    ).toEqual({
      kind: "s3",
      bucket: "my-bucket",
      prefix: "site/photos-v1",
      region: "eu-west-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIA/x", secretAccessKey: "s+cret@" },
    });
    expect(parseStorageUrl("s3://bucket", "./data")).toMatchObject({
      bucket: "bucket",
      prefix: "",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ["s3://B/x", /bucket/],
    ["s3://ab/x", /bucket/],
    ["s3://bucket/a b/x", /prefix/],
    ["s3://bucket/x?endpint=http://a", /unknown parameter "endpint"/],
    ["s3://bucket/x?endpoint=ftp://a", /endpoint/],
    ["s3://bucket/x?force_path_style=yes", /force_path_style/],
    ["s3://onlykey@bucket/x", /both/],
    ["file://host/dir", /absolute path/],
    ["http://bucket/x", /s3:\/\/ or file:\/\//],
  ])("refuses %s", (url, message) => {
    expect(() => parseStorageUrl(url, "./data")).toThrow(message);
  });

  it("stops the start with a message that names the problem but never repeats the URL (it may hold a secret)", () => {
    const bad = "s3://KEY:TOPSECRET@bucket/x?force_path_style=maybe";
    let error: unknown;
    try {
      loadConfig({ STORAGE_URL: bad });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(["STORAGE_URL: force_path_style must be true or false"]);
    expect(() => loadConfig({ STORAGE_URL: "minio://TOPSECRET@bucket" })).toThrow(/STORAGE_URL must be an s3:/);
    try {
      loadConfig({ STORAGE_URL: "minio://TOPSECRET@bucket" });
    } catch (err) {
      expect((err as Error).message).not.toContain("TOPSECRET");
    }
    expect(loadConfig({ STORAGE_URL: "s3://bucket/p/" }).storageUrl).toBe("s3://bucket/p");
  });
});

// The whole service on an S3-compatible store (s3rver on loopback, STORAGE_URL): photos
// imported from the upstream or uploaded, top-up slips, spec-sheet PDFs and upstream
// thumbnails are kept in the bucket — nothing on the local disk — and served at the same
// URLs as with the disk driver, by any instance.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ObjectStore } from "../src/server/lib/storage/object-store.js";
import { createS3Store } from "../src/server/lib/storage/s3-store.js";
import { expireUpstreamThumbnails } from "../src/server/modules/upstream/search-service.js";
import { defaultStorageRoot, parseStorageUrl, type StorageTarget } from "../src/server/lib/storage/storage-url.js";
import { startUpstreamSim, type UpstreamSim } from "../tools/upstream-sim/server.js";
import { actor, adminActor, type Actor } from "./credits-helpers.js";
import { JPEG, PDF, uploadProof } from "./deals-helpers.js";
import { startS3Server, type S3TestServer } from "./s3-server.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { send } from "./helper.js";

let s3: S3TestServer;
let sim: UpstreamSim;
let app: TestApp;
let other: TestApp;
let bucket: ObjectStore;
let admin: Actor;
const PREFIX = "http-test";

beforeAll(async () => {
  s3 = await startS3Server();
  sim = await startUpstreamSim({ port: 0, host: "127.0.0.1", seed: 5, carCount: 60 });
  const env = { STORAGE_URL: s3.storageUrl(PREFIX) };
  const upstream = {
    upstreamBaseUrl: sim.url,
    upstreamUsername: "demo",
    upstreamPassword: "demo",
    upstreamRetryBaseMs: 5,
  };
  app = await createTestApp(upstream, env);
  // A second instance with its own database and data directory: only the bucket is shared.
  other = await createTestApp({}, { ...env, DATA_DIR: `${app.core.config.dataDir}-other` });
  bucket = createS3Store(parseStorageUrl(s3.storageUrl(PREFIX), "memory://") as Extract<StorageTarget, { kind: "s3" }>);
  admin = await adminActor(app);
});
afterAll(async () => {
  await bucket?.close();
  await other?.close();
  await app?.close();
  await sim?.close();
  await s3?.stop();
});

/** The keys of a folder of the bucket. */
const keysIn = async (prefix: string) => (await bucket.list(prefix)).map((o) => o.key);
const keyOf = (photoUrl: string) => photoUrl.replace(/^\/photos\//, "photos/");
/** Where the disk driver would have put the object: it must not be there. */
const onDisk = (key: string) =>
  fs
    .access(path.join(defaultStorageRoot(app.core.config.dataDir), key))
    .then(() => true)
    .catch(() => false);

function multipart(data: Buffer, type: string) {
  const boundary = "----s3-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="car.png"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function expectServedJpeg(instance: TestApp, url: string) {
  const res = await instance.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"]).toBe("image/jpeg");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
  expect((await sharp(res.rawPayload).metadata()).format).toBe("jpeg");
  // The bytes served are the bucket's bytes.
  expect(res.rawPayload.equals((await bucket.get(keyOf(url)))!)).toBe(true);
  return res;
}

describe("STORAGE_URL=s3://…", () => {
  it("is the store of the app", () => {
    expect(app.core.storage.location).toBe(`s3://${s3.bucket}/${PREFIX} at ${s3.endpoint}`);
  });

  it("keeps an uploaded photo in the bucket and serves it at /photos/… from any instance", async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    const body = multipart(png, "image/png");
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/photos",
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url, thumb_url } = res.json();
    for (const u of [url, thumb_url]) {
      expect(await bucket.exists(keyOf(u))).toBe(true);
      expect(await onDisk(keyOf(u))).toBe(false);
      await expectServedJpeg(app, u);
      await expectServedJpeg(other, u);
    }
    expect((await sharp((await app.inject(thumb_url)).rawPayload).metadata()).width).toBe(480);
  });

  it("answers 404 for a photo the bucket does not hold, and for paths that are not photos", async () => {
    for (const url of [
      "/photos/ab/0123456789abcdef0123456789abcdef.jpg",
      "/photos/ab/0123456789abcdef0123456789abcdef_t.jpg",
      "/photos/../topup-proofs/1-0123456789abcdef.jpg",
      "/photos/%2e%2e/topup-proofs/x.jpg",
      "/photos/",
    ]) {
      const res = await app.inject(url);
      if (url.startsWith("/photos/ab")) {
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe("not_found");
      } else {
        // A path that leaves /photos is no photo: a 404, or the web app's own not-found page when
        // the web build is served (the router normalises "..") — never a stored file.
        expect([200, 404], url).toContain(res.statusCode);
        expect(String(res.headers["content-type"]), url).not.toMatch(/^image\//);
        expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), url).toBe(false);
      }
    }
  });

  it("imports an upstream car with its photos into the bucket, served by both instances", async () => {
    const car = sim.state.cars.find(
      (c) => c.state === "available" && c.priceManwon !== null && !c.brokenRow && c.photoCount > 0,
    )!;
    const res = await app.inject({
      method: "POST",
      url: "/api/upstream/import",
      headers: { cookie: admin.cookie },
      payload: { car_keys: [car.key] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().failed).toEqual([]);
    const detail = await send(app, admin, "GET", `/api/cars/${res.json().imported[0].car_id}`);
    const images = detail.json().images as { url: string; thumb_url: string }[];
    expect(images).toHaveLength(car.photoCount);
    for (const image of images) {
      await expectServedJpeg(app, image.url);
      await expectServedJpeg(other, image.thumb_url);
    }

    // The car's spec sheet embeds the photo read from the bucket and is cached there too.
    const pdfUrl = `/api/cars/${res.json().imported[0].car_id}/pdf?lang=en`;
    const first = await send(app, admin, "GET", pdfUrl);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    const cached = await keysIn(`pdf-cache/${res.json().imported[0].car_id}/`);
    expect(cached).toHaveLength(1);
    expect(cached[0]).toMatch(/-en\.pdf$/);
    expect((await bucket.get(cached[0]))!.equals(first.rawPayload)).toBe(true);
    // With a photo the sheet carries an image (a missing photo leaves a placeholder only).
    expect(first.rawPayload.toString("latin1")).toContain("/Subtype /Image");
    const again = await send(app, admin, "GET", pdfUrl);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("keeps upstream search thumbnails in the bucket", async () => {
    const item = (await send(app, admin, "GET", "/api/upstream/search")).json().items[0];
    const res = await send(app, admin, "GET", `/api/upstream/thumbnail?url=${encodeURIComponent(item.main_image)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const thumbs = await keysIn("upstream-thumbs/");
    expect(thumbs).toHaveLength(1);
    expect((await bucket.get(thumbs[0]))!.equals(res.rawPayload)).toBe(true);
    // The second request is answered from the bucket: the upstream is not asked again.
    const asked = sim.state.requests[new URL(item.main_image, sim.url).pathname] ?? 0;
    const again = await send(app, admin, "GET", `/api/upstream/thumbnail?url=${encodeURIComponent(item.main_image)}`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(sim.state.requests[new URL(item.main_image, sim.url).pathname] ?? 0).toBe(asked);

    // The daily expiry reads the bucket's dates: younger than a day ago, kept; with the limit
    // moved past its making, deleted, and nothing of the other folders with it.
    const otherFolders = async () => (await Promise.all(["photos/", "pdf-cache/", "topup-proofs/"].map(keysIn))).flat();
    const elsewhere = await otherFolders();
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(await expireUpstreamThumbnails(app.core, new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await keysIn("upstream-thumbs/")).toEqual(thumbs);
    expect(await expireUpstreamThumbnails(app.core, new Date(Date.now() + 60_000))).toBe(1);
    expect(await keysIn("upstream-thumbs/")).toEqual([]);
    expect(await otherFolders()).toEqual(elsewhere);
  });

  it("keeps a top-up slip in the bucket; the admin downloads it; a replaced slip is removed", async () => {
    const user = await actor(app);
    const created = await send(app, user, "POST", "/api/users/me/topups", { amount_cc: 3, payer_name: "S3 Payer" });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await uploadProof(app, user, id, JPEG)).statusCode).toBe(200);
    const [first] = await keysIn("topup-proofs/");
    expect(first).toMatch(new RegExp(`^topup-proofs/${id}-[0-9a-f]{16}\\.jpg$`));
    expect(await onDisk(first)).toBe(false);

    expect((await uploadProof(app, user, id, PDF)).statusCode).toBe(200);
    const slips = await keysIn("topup-proofs/");
    expect(slips).toHaveLength(1);
    expect(slips[0]).toMatch(/\.pdf$/);
    const file = await send(app, admin, "GET", `/api/admin/topups/${id}/proof`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await bucket.get(slips[0]))!.equals(PDF)).toBe(true);

    // Gone from the bucket: the admin gets a 404, never a 500.
    await bucket.delete(slips[0]);
    expect((await send(app, admin, "GET", `/api/admin/topups/${id}/proof`)).statusCode).toBe(404);
  });
});

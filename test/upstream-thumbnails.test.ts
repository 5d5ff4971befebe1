// Upstream search thumbnails expire (issue 17): a daily job deletes those made more than
// THUMBNAIL_MAX_AGE_DAYS ago from the object store, and nothing outside their folder.
// (On the disk store, whose file times a test can move back; storage-s3.test.ts runs the
// same expiry on a bucket.)
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStorageRoot } from "../src/server/lib/storage/storage-url.js";
import { EXPIRE_THUMBNAILS_CRON, EXPIRE_THUMBNAILS_JOB } from "../src/server/modules/upstream/jobs.js";
import { THUMBNAILS_PREFIX, THUMBNAIL_MAX_AGE_DAYS } from "../src/server/modules/upstream/search-service.js";
import { drainJobs } from "./drain-jobs.js";
import { startUpstreamTestEnv, stopUpstreamTestEnv, type UpstreamTestEnv } from "./upstream-helpers.js";

const TZ = "Asia/Ulaanbaatar";
let env: UpstreamTestEnv;
beforeAll(async () => {
  env = await startUpstreamTestEnv({ carCount: 30, tzSchedule: TZ });
});
afterAll(() => stopUpstreamTestEnv(env));

const DAY = 86_400_000;
const get = (url: string) => env.app.inject({ method: "GET", url, headers: { cookie: env.admin } });
const thumbnail = (image: string) => get(`/api/upstream/thumbnail?url=${encodeURIComponent(image)}`);
const thumbnailKeys = async () => (await env.app.core.storage.list(THUMBNAILS_PREFIX)).map((o) => o.key);
/** Makes the stored file `days` old, as if written then. */
async function age(key: string, days: number) {
  const when = new Date(Date.now() - days * DAY);
  await fs.utimes(path.join(defaultStorageRoot(env.app.core.config.dataDir), ...key.split("/")), when, when);
}

describe("expiry of upstream thumbnails", () => {
  it("runs daily at 4:30 in TZ_SCHEDULE", async () => {
    const schedules = (await env.app.core.jobs.getSchedules()) as { name: string; cron: string; timezone: string }[];
    expect(schedules.find((s) => s.name === EXPIRE_THUMBNAILS_JOB)).toMatchObject({
      cron: EXPIRE_THUMBNAILS_CRON,
      timezone: TZ,
    });
    expect(EXPIRE_THUMBNAILS_CRON).toBe("30 4 * * *");
  });

  it("deletes the thumbnails older than the limit, keeps the younger ones and every other file", async () => {
    const images = (await get("/api/upstream/search")).json().items.map((i: { main_image: string }) => i.main_image);
    // The disk store is shared by the test files of this process: only the keys made here count.
    const before = new Set(await thumbnailKeys());
    const made: string[] = [];
    for (const image of images.slice(0, 3)) {
      expect((await thumbnail(image)).statusCode).toBe(200);
      made.push((await thumbnailKeys()).find((k) => !before.has(k) && !made.includes(k))!);
    }
    expect(made.every((k) => k !== undefined)).toBe(true);
    const [old, young, fresh] = made;
    await age(old, THUMBNAIL_MAX_AGE_DAYS + 1);
    await age(young, THUMBNAIL_MAX_AGE_DAYS - 1);
    // An old file of another folder, and one beside the folder whose name starts the same.
    const others = ["photos/zz/expiry-test.jpg", "upstream-thumbs-x/expiry-test.jpg"];
    for (const key of others) {
      await env.app.core.storage.put(key, Buffer.from("not a thumbnail"));
      await age(key, 365);
    }

    // Through the queue, as the schedule sends it.
    await env.app.core.jobs.send(EXPIRE_THUMBNAILS_JOB, {});
    await drainJobs(env.app);

    const left = await thumbnailKeys();
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([young, fresh]));
    for (const key of others) expect(await env.app.core.storage.exists(key), key).toBe(true);

    // A deleted thumbnail is fetched from the upstream and made again when shown.
    const asked = env.sim.state.requests[new URL(images[0], env.sim.url).pathname] ?? 0;
    expect((await thumbnail(images[0])).statusCode).toBe(200);
    expect(env.sim.state.requests[new URL(images[0], env.sim.url).pathname]).toBe(asked + 1);
    expect(await thumbnailKeys()).toContain(old);

    for (const key of others) await env.app.core.storage.delete(key);
  });
});

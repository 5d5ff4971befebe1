import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";

let app: TestApp;
let admin: string;
let userCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginCookie(app, await createAdmin(app));
  userCookie = await loginCookie(app, await createUser(app));
});
afterAll(async () => {
  await app.close();
});

const png = (color: string, width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

function multipart(filename: string, type: string, data: Buffer) {
  const boundary = "----catalogue-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("photo storage", () => {
  it("stores a JPEG and a thumbnail and serves both under /photos", async () => {
    const saved = await app.core.photoStorage.save(await png("#3366cc"));
    expect(saved.url).toMatch(/^\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/);
    expect(saved.thumb_url).toMatch(/_t\.jpg$/);
    const main = await app.inject(saved.url);
    expect(main.statusCode).toBe(200);
    expect(main.headers["content-type"]).toBe("image/jpeg");
    expect(main.headers["cache-control"]).toContain("immutable");
    expect(await sharp(main.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 900, height: 600 });
    const thumb = await app.inject(saved.thumb_url);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 480, height: 320 });
    // the same bytes give the same addresses
    expect(await app.core.photoStorage.save(await png("#3366cc"))).toEqual(saved);
  });

  it("refuses bytes that are not an image", async () => {
    await expect(app.core.photoStorage.save(Buffer.from("not an image"))).rejects.toMatchObject({
      statusCode: 422,
      code: "invalid_image",
    });
  });

  it("answers 404 for unknown or malformed photo paths", async () => {
    for (const url of ["/photos/ab/0123456789abcdef0123456789abcdef.jpg", "/photos/ab/x.jpg", "/photos/"]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });
});

describe("photo upload", () => {
  it("lets administrators upload an image and answers its URLs", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/photos",
      ...multipart("car.png", "image/png", await png("#aa2222")),
      headers: { ...multipart("car.png", "image/png", Buffer.alloc(0)).headers, cookie: admin },
    });
    expect(res.statusCode).toBe(201);
    const { url, thumb_url } = res.json();
    expect((await app.inject(url)).statusCode).toBe(200);
    expect((await app.inject(thumb_url)).statusCode).toBe(200);
  });

  it("refuses other files, other content types and other users", async () => {
    const text = multipart("notes.txt", "text/plain", Buffer.from("hello"));
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/photos",
          payload: text.payload,
          headers: { ...text.headers, cookie: admin },
        })
      ).statusCode,
    ).toBe(422);
    const fake = multipart("fake.jpg", "image/jpeg", Buffer.from("hello"));
    const fakeRes = await app.inject({
      method: "POST",
      url: "/api/admin/photos",
      payload: fake.payload,
      headers: { ...fake.headers, cookie: admin },
    });
    expect(fakeRes.statusCode).toBe(422);
    expect(fakeRes.json().error.code).toBe("invalid_image");
    expect(
      (await app.inject({ method: "POST", url: "/api/admin/photos", payload: {}, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(415);
    const ok = multipart("car.png", "image/png", await png("#22aa22", 50, 50));
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/photos",
          payload: ok.payload,
          headers: { ...ok.headers, cookie: userCookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

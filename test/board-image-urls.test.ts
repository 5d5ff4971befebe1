import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser, loginCookie } from "./factories.js";

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = await loginCookie(app, await createUser(app));
});
afterAll(async () => {
  await app.close();
});

const stored = async (content: string) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/board/posts",
    headers: { cookie },
    payload: { title: "Photos", content: `<p>text</p>${content}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { content: string }).content;
};

describe("board image addresses are checked as the browser resolves them", () => {
  it("drops images that resolve outside /photos/ or to our own API", async () => {
    for (const src of [
      "/photos/%2e%2e/api/auth/logout",
      "/photos/%2E%2E/%2e%2e/api/me",
      "/photos/..%2fapi/auth/logout",
      "/photos\\..\\api\\auth\\logout",
      "/photos/./../api/auth/logout",
      "/photos/a.jpg?next=/api",
      "//evil.example/photos/a.jpg",
      "https://user:pw@cdn.example.com/a.jpg",
    ]) {
      const html = await stored(`<img src="${src}">`);
      expect(html, src).not.toContain("<img");
    }
  });

  it("keeps real photos and https images, in their resolved form", async () => {
    expect(await stored(`<img src="/photos/ab/0123456789abcdef0123456789abcdef.jpg">`)).toContain(
      `<img src="/photos/ab/0123456789abcdef0123456789abcdef.jpg" />`,
    );
    expect(await stored(`<img src="https://cdn.example.com/a.jpg">`)).toContain(
      `<img src="https://cdn.example.com/a.jpg" />`,
    );
  });
});

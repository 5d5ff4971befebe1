import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createUser, loginCookie } from "./factories.js";

let app: TestApp;
let adminCookie: string;
let aliceCookie: string;
let bobCookie: string;
let alice: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await loginCookie(app, await createAdmin(app));
  alice = await createUser(app, { name: "Alice" });
  aliceCookie = await loginCookie(app, alice);
  bobCookie = await loginCookie(app, await createUser(app, { name: "Bob" }));
});
afterAll(async () => {
  await app.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as any });

const setBoard = async (on: boolean) => {
  const res = await call("PUT", "/api/admin/settings", adminCookie, { board_enabled: on });
  expect(res.statusCode).toBe(200);
};

const category = async (en: string, position = 0) => {
  const res = await call("POST", "/api/admin/board/categories", adminCookie, {
    name_en: en,
    name_ko: `${en}-ko`,
    name_mn: `${en}-mn`,
    name_ru: `${en}-ru`,
    position,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

const post = async (cookie: string, body: Record<string, unknown>) => {
  const res = await call("POST", "/api/board/posts", cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; content: string; title: string };
};

describe("board categories", () => {
  it("are managed by admins, ordered by position and localised by ?lang=", async () => {
    const second = await category("Second", 20);
    const first = await category("First", 10);
    expect(
      (
        await call("POST", "/api/admin/board/categories", aliceCookie, {
          name_en: "x",
          name_ko: "x",
          name_mn: "x",
          name_ru: "x",
        })
      ).statusCode,
    ).toBe(403);
    expect((await call("POST", "/api/admin/board/categories", adminCookie, { name_en: "x" })).statusCode).toBe(422);

    const ko = (await call("GET", "/api/board/categories?lang=ko")).json();
    const ids = ko.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ko.find((c: { id: number }) => c.id === first.id)).toMatchObject({
      name: "First-ko",
      name_en: "First",
      name_ru: "First-ru",
      position: 10,
    });
    expect(
      (await call("GET", "/api/board/categories?lang=ru")).json().find((c: { id: number }) => c.id === second.id).name,
    ).toBe("Second-ru");

    const patched = await call("PATCH", `/api/admin/board/categories/${second.id}`, adminCookie, {
      name_mn: "Хоёр",
      position: 1,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name_mn: "Хоёр", position: 1 });
    expect((await call("PATCH", "/api/admin/board/categories/999999", adminCookie, { position: 1 })).statusCode).toBe(
      404,
    );
    expect((await call("PATCH", "/api/admin/board/categories/abc", adminCookie, { position: 1 })).statusCode).toBe(422);

    // Deleting a category keeps its posts, without a category.
    const doomed = await category("Doomed");
    const p = await post(aliceCookie, { title: "In doomed", content: "<p>hello</p>", category_id: doomed.id });
    expect((await call("DELETE", `/api/admin/board/categories/${doomed.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/board/categories/${doomed.id}`, adminCookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/board/posts/${p.id}`)).json().category_id).toBeNull();
  });
});

describe("board posts", () => {
  it("users create, edit and delete their own posts; others get 403", async () => {
    expect((await call("POST", "/api/board/posts", undefined, { title: "t", content: "c" })).statusCode).toBe(401);
    const cat = await category("Own");
    const created = await post(aliceCookie, {
      title: "  My car  ",
      content: "<p>Hello <b>world</b></p>",
      category_id: cat.id,
    });
    expect(created).toMatchObject({
      title: "My car",
      content: "<p>Hello <b>world</b></p>",
      author_id: alice.id,
      author_name: "Alice",
      category_id: cat.id,
      is_notice: false,
      is_pinned: false,
      views: 0,
    });

    const read = await call("GET", `/api/board/posts/${created.id}?lang=ko`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, views: 1, category_name: "Own-ko" });
    expect((await call("GET", `/api/board/posts/${created.id}`)).json().views).toBe(2);

    expect((await call("PATCH", `/api/board/posts/${created.id}`, bobCookie, { title: "Hijack" })).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/board/posts/${created.id}`, bobCookie)).statusCode).toBe(403);
    const edited = await call("PATCH", `/api/board/posts/${created.id}`, aliceCookie, {
      title: "My car (sold)",
      content: "<p>Gone</p>",
      category_id: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "My car (sold)", content: "<p>Gone</p>", category_id: null });

    expect((await call("PATCH", `/api/board/posts/${created.id}`, aliceCookie, {})).statusCode).toBe(422);
    expect(
      (await call("PATCH", `/api/board/posts/${created.id}`, aliceCookie, { category_id: 999999 })).statusCode,
    ).toBe(422);
    expect((await call("PATCH", "/api/board/posts/999999", aliceCookie, { title: "x" })).statusCode).toBe(404);
    expect((await call("GET", "/api/board/posts/abc")).statusCode).toBe(422);

    expect((await call("DELETE", `/api/board/posts/${created.id}`, aliceCookie)).statusCode).toBe(204);
    expect((await call("GET", `/api/board/posts/${created.id}`)).statusCode).toBe(404);
  });

  it("enforces title and body limits", async () => {
    expect((await call("POST", "/api/board/posts", aliceCookie, { title: "", content: "x" })).statusCode).toBe(422);
    expect(
      (await call("POST", "/api/board/posts", aliceCookie, { title: "x".repeat(201), content: "x" })).statusCode,
    ).toBe(422);
    expect(
      (await call("POST", "/api/board/posts", aliceCookie, { title: "t", content: "x".repeat(100_001) })).statusCode,
    ).toBe(422);
    // Nothing visible is left once the script is removed.
    const empty = await call("POST", "/api/board/posts", aliceCookie, {
      title: "t",
      content: "<script>alert(1)</script>",
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.details[0].field).toBe("content");
    expect(
      (await call("POST", "/api/board/posts", aliceCookie, { title: "t", content: "<p>x</p>", category_id: 999999 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call("POST", "/api/board/posts", aliceCookie, { title: "t", content: "<p>x</p>", extra: 1 })).statusCode,
    ).toBe(422);
  });

  it("removes scripts, event handlers and javascript: URLs from stored and returned HTML", async () => {
    const attack = [
      `<p>Hi<script>alert("x")</script></p>`,
      `<img src="x" onerror="alert(1)">`,
      `<img src="https://cdn.example.com/a.jpg" onerror="alert(2)">`,
      `<img src="/photos/cars/1.jpg">`,
      `<img src="javascript:alert(3)"><img src="//evil.example/a.png"><img src="http://plain.example/a.png">`,
      `<a href="javascript:alert(4)">js</a>`,
      `<a href="jav&#x09;ascript:alert(5)">tab</a>`,
      `<a href="JaVaScRiPt:alert(6)">case</a>`,
      `<a href="https://example.com/ok" target="_blank" onclick="alert(7)">ok</a>`,
      `<a href="mailto:hi@example.com">mail</a>`,
      `<b onmouseover="alert(8)">bold</b><svg onload="alert(9)"></svg><iframe src="https://evil.example"></iframe>`,
      `<div style="background:url(javascript:alert(10))">div</div><h1>H1</h1><h2 class="x">H2</h2>`,
    ].join("");
    const created = await post(aliceCookie, { title: `<script>alert("t")</script>Title`, content: attack });
    const fetched = (await call("GET", `/api/board/posts/${created.id}`)).json();
    for (const html of [created.content, fetched.content]) {
      expect(html).not.toMatch(
        /<script|onerror|onclick|onmouseover|onload|javascript:|<iframe|<svg|style=|<div|<h1|class=|evil\.example|plain\.example/i,
      );
      expect(html).toContain(`<img src="https://cdn.example.com/a.jpg" />`);
      expect(html).toContain(`<img src="/photos/cars/1.jpg" />`);
      expect(html).toContain(`<a href="https://example.com/ok" rel="nofollow noopener">ok</a>`);
      expect(html).toContain(`<a href="mailto:hi@example.com" rel="nofollow noopener">mail</a>`);
      expect(html).toContain("<b>bold</b>");
      expect(html).toContain("<h2>H2</h2>");
    }
    // Titles are plain text that the web app escapes; stored as given.
    expect(fetched.title).toBe(`<script>alert("t")</script>Title`);

    // Edits are sanitised as well.
    const edited = (
      await call("PATCH", `/api/board/posts/${created.id}`, aliceCookie, {
        content: `<p onclick="x()">fine</p><script>bad()</script>`,
      })
    ).json();
    expect(edited.content).toBe("<p>fine</p>");
  });

  it("lists notices first, then pinned posts, then newest; admins toggle both flags", async () => {
    const cat = await category("Order");
    const a = await post(aliceCookie, { title: "A", content: "a", category_id: cat.id });
    const b = await post(bobCookie, { title: "B", content: "b", category_id: cat.id });
    const c = await post(aliceCookie, { title: "C", content: "c", category_id: cat.id });
    const d = await post(bobCookie, { title: "D", content: "d", category_id: cat.id });
    const order = async () =>
      (await call("GET", `/api/board/posts?category_id=${cat.id}`)).json().items.map((p: { id: number }) => p.id);
    expect(await order()).toEqual([d.id, c.id, b.id, a.id]);

    expect((await call("POST", `/api/admin/board/posts/${a.id}/pin`, aliceCookie)).statusCode).toBe(403);
    expect((await call("POST", `/api/admin/board/posts/${a.id}/pin`, adminCookie)).json()).toEqual({
      id: a.id,
      is_pinned: true,
    });
    expect((await call("POST", `/api/admin/board/posts/${b.id}/notice`, adminCookie)).json()).toEqual({
      id: b.id,
      is_notice: true,
    });
    expect(await order()).toEqual([b.id, a.id, d.id, c.id]);
    const listed = (await call("GET", `/api/board/posts?category_id=${cat.id}`)).json();
    expect(listed).toMatchObject({ total: 4, page: 1, page_size: 20 });
    expect(listed.items[0]).toMatchObject({ id: b.id, is_notice: true, title: "B", author_name: "Bob" });
    expect(listed.items[0]).not.toHaveProperty("content");

    expect((await call("POST", `/api/admin/board/posts/${a.id}/pin`, adminCookie)).json()).toEqual({
      id: a.id,
      is_pinned: false,
    });
    expect(await order()).toEqual([b.id, d.id, c.id, a.id]);
    expect((await call("POST", "/api/admin/board/posts/999999/notice", adminCookie)).statusCode).toBe(404);

    const paged = (await call("GET", `/api/board/posts?category_id=${cat.id}&page=2&page_size=3`)).json();
    expect(paged.items.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect((await call("GET", "/api/board/posts?page_size=101")).statusCode).toBe(422);
  });

  it("admins list and delete any post", async () => {
    const p = await post(aliceCookie, { title: "Spam zzqq", content: "buy now" });
    const listed = (await call("GET", "/api/admin/board/posts?q=zzqq", adminCookie)).json();
    expect(listed.items.map((i: { id: number }) => i.id)).toEqual([p.id]);
    expect((await call("DELETE", `/api/admin/board/posts/${p.id}`, bobCookie)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/board/posts/${p.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/board/posts/${p.id}`, adminCookie)).statusCode).toBe(404);
  });
});

describe("board_enabled", () => {
  it("off: every public board route answers 404 while admin routes keep working; on again: back", async () => {
    const cat = await category("Toggle");
    const p = await post(aliceCookie, { title: "Visible", content: "x", category_id: cat.id });
    await setBoard(false);
    try {
      expect((await call("GET", "/api/settings/public")).json().board_enabled).toBe(false);
      const requests: Array<[Method, string, string | undefined, unknown?]> = [
        ["GET", "/api/board/categories", undefined],
        ["GET", "/api/board/posts", undefined],
        ["GET", `/api/board/posts/${p.id}`, undefined],
        ["POST", "/api/board/posts", undefined, { title: "t", content: "c" }],
        ["POST", "/api/board/posts", aliceCookie, { title: "t", content: "c" }],
        ["PATCH", `/api/board/posts/${p.id}`, aliceCookie, { title: "t" }],
        ["DELETE", `/api/board/posts/${p.id}`, aliceCookie],
        ["GET", "/api/board/posts", adminCookie],
      ];
      for (const [method, url, cookie, body] of requests) {
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe("not_found");
      }
      expect((await call("GET", "/api/admin/board/posts", adminCookie)).statusCode).toBe(200);
      expect((await call("GET", "/api/admin/board/categories", adminCookie)).statusCode).toBe(200);
      expect((await call("POST", `/api/admin/board/posts/${p.id}/pin`, adminCookie)).statusCode).toBe(200);
    } finally {
      await setBoard(true);
    }
    expect((await call("GET", `/api/board/posts/${p.id}`)).statusCode).toBe(200);
    expect((await call("GET", "/api/board/categories")).statusCode).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { inPrivateArea, matchPage, PRIVATE_AREAS } from "./page-match.js";
import { PAGE_LIST } from "./pages.js";
import { paths } from "./paths.js";

describe("the page table", () => {
  it("builds the links the code uses, each parameter encoded", () => {
    expect(paths.home).toBe("/");
    expect(paths.car(7)).toBe("/cars/7");
    expect(paths.board.post(12)).toBe("/board/12");
    expect(paths.board.edit(12)).toBe("/board/12/edit");
    expect(paths.me.question(3)).toBe("/me/questions/3");
    expect(paths.admin.home).toBe("/admin");
    expect(paths.admin.car(5)).toBe("/admin/cars/5");
    expect(paths.verifyInvoice("AB 12/x")).toBe("/verify/AB%2012%2Fx");
  });

  it("declares each path once", () => {
    const all = PAGE_LIST.flatMap((p) => [p.path, ...(p.formerly ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(PAGE_LIST.map((p) => p.id)).size).toBe(PAGE_LIST.length);
  });

  it("matches every page's own path, and a link of it, to the page", () => {
    for (const page of PAGE_LIST) {
      const url = page.path.replace(/:[a-zA-Z]+/g, (name) => (/id$/i.test(name) ? "42" : "CODE-1"));
      expect(matchPage(url)?.page.id, url).toBe(page.id);
    }
    expect(matchPage(paths.car(7))).toMatchObject({ page: { id: "car" }, params: { carId: "7" }, current: true });
    expect(matchPage(paths.verifyInvoice("K3-9Q"))).toMatchObject({ params: { code: "K3-9Q" } });
    expect(matchPage("/admin/requests")).toMatchObject({ page: { id: "admin.vehicleRequests" }, current: false });
  });

  it("knows no other path: ids are positive integers that fit the database, codes have no slash", () => {
    for (const url of [
      "/cars/0",
      "/cars/007",
      "/cars/-1",
      "/cars/1.5",
      "/cars/1234567890",
      "/cars/abc",
      "/cars/7/",
      "/board/new/edit",
      "/verify/a/b",
      `/verify/${"x".repeat(65)}`,
      "/me/unknown",
      "/admin/no-such-page",
      "/no-such-page",
      "//cars",
      "/cars\u0000",
    ])
      expect(matchPage(url), url).toBeNull();
  });

  it("keeps the signed-in areas private as a whole, pages or not", () => {
    expect([...PRIVATE_AREAS].sort()).toEqual(["/admin", "/me"]);
    for (const url of ["/me", "/me/unknown", "/admin", "/admin/x/y"]) expect(inPrivateArea(url), url).toBe(true);
    for (const url of ["/", "/cars", "/board/new", "/meet", "/administrator"])
      expect(inPrivateArea(url), url).toBe(false);
  });

  it("draws the catalogue and the community pages on the server, forms in the browser", () => {
    const drawn = (url: string) => matchPage(url)?.page.drawn;
    for (const url of ["/", "/cars", "/cars/3", "/cost", "/board", "/board/3", "/reviews"])
      expect(drawn(url), url).toBe("server");
    for (const url of [
      "/inquiry",
      "/contact",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/compare",
    ])
      expect(drawn(url), url).toBe("browser");
    expect(drawn("/verify")).toBe("browser");
    expect(drawn("/verify/AB-1")).toBe("unindexed");
    for (const url of ["/board/new", "/board/3/edit", "/me/orders", "/admin/cars/3"])
      expect(drawn(url), url).toBe("private");
  });
});

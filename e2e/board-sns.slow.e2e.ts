import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { saveScreenshot, startE2e, type E2e } from "./harness.js";
import { createAdmin, createUser, reloadUser } from "../test/factories.js";
import { drainJobs } from "../test/drain-jobs.js";
import { boardPosts, snsShareSubmissions } from "../src/server/db/schema/community.js";
import { updateSettings } from "../src/server/modules/settings/service.js";
import { createCategory } from "../src/server/modules/board/service.js";

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  if (e2e) await drainJobs(e2e.app);
  await e2e?.close();
});

/** The user's session cookie (the login form is driven by accounts.e2e.ts and shell.e2e.ts). */
const login = (page: Page, user: { email: string; password: string }) => e2e.logIn(page, user);

const navLabels = async (page: Page) =>
  (await page.getByTestId("main-nav").innerText()).split(/\s*\n\s*/).filter(Boolean);

describe("board and SNS campaign in the browser", () => {
  it("shows the Board menu entry and pages only while board_enabled is on", async () => {
    await updateSettings(e2e.app.core, { board_enabled: false });
    const page = await e2e.newPage();
    await page.goto("/");
    await expect.poll(async () => (await navLabels(page)).includes("Contact Us")).toBe(true);
    expect(await navLabels(page)).not.toContain("Board");
    await page.goto("/board");
    await page.getByTestId("board-disabled").waitFor();
    await page.goto("/board/1");
    await page.getByTestId("board-disabled").waitFor();

    await updateSettings(e2e.app.core, { board_enabled: true });
    await page.goto("/");
    await expect.poll(async () => (await navLabels(page)).includes("Board")).toBe(true);
    const labels = await navLabels(page);
    expect(labels.indexOf("Board")).toBe(labels.indexOf("Inquiry") + 1);
    expect(labels.indexOf("Contact Us")).toBe(labels.indexOf("Board") + 1);
    await page.getByTestId("main-nav").getByText("Board", { exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/board");
    await page.getByTestId("board-write").waitFor();
  });

  it("a user writes a formatted post in a category, sees it with share buttons, and edits it", async () => {
    const category = await createCategory(e2e.app.core, {
      name_en: "Shipping",
      name_ko: "배송",
      name_mn: "Тээвэр",
      name_ru: "Доставка",
      position: 1,
    });
    const user = await createUser(e2e.app, { name: "Writer" });
    const page = await e2e.newPage();
    await login(page, user);
    await page.goto("/board");
    await page.getByTestId("board-write").click();
    await page.waitForURL((url) => url.pathname === "/board/new");

    await page.getByTestId("board-form-title").fill("Shipping to Ulaanbaatar <script>alert(1)</script>");
    await page.getByTestId("board-form-category").click();
    await page.getByRole("option", { name: "Shipping" }).click();
    const editor = page.getByTestId("board-form-content");
    await editor.click();
    await page.keyboard.type("Rail is cheaper than ");
    await page.getByTestId("editor-bold").click();
    await page.keyboard.type("road");
    await page.getByTestId("editor-bold").click();
    await page.keyboard.type(" <img src=x onerror=alert(1)>");
    await page.getByTestId("board-form-submit").click();

    await page.waitForURL((url) => /^\/board\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByTestId("board-post").waitFor();
    expect(await page.getByTestId("board-post-title").innerText()).toBe(
      "Shipping to Ulaanbaatar <script>alert(1)</script>",
    );
    const html = await page.getByTestId("board-post-content").innerHTML();
    expect(html).toMatch(/<(b|strong)>road<\/(b|strong)>/);
    // Typed markup is text, never an element.
    expect(await page.getByTestId("board-post-content").locator("img").count()).toBe(0);
    expect(await page.getByTestId("board-post-content").innerText()).toContain("<img src=x onerror=alert(1)>");
    const [stored] = await e2e.app.core.db.select().from(boardPosts).where(eq(boardPosts.id, id));
    expect(stored).toMatchObject({ categoryId: category.id, userId: user.id });
    // Stored as escaped text: no element, no attribute.
    expect(stored.contentHtml).not.toMatch(/<img/);
    expect(stored.contentHtml).toContain("&lt;img src=x onerror=alert(1)&gt;");

    // Share buttons carry the post's address with the page language.
    const share = page.getByTestId("share-buttons");
    await share.waitFor();
    const telegram = await page.getByTestId("share-telegram").getAttribute("href");
    expect(telegram).toContain(encodeURIComponent(`${e2e.baseUrl}/board/${id}?lang=en`));
    for (const n of ["facebook", "x", "vk", "kakao"]) expect(await page.getByTestId(`share-${n}`).count()).toBe(1);
    await saveScreenshot(page, "board-post", { fullPage: true });

    await page.getByTestId("board-post-edit").click();
    await page.waitForURL((url) => url.pathname === `/board/${id}/edit`);
    await page.getByTestId("board-form-title").fill("Shipping to Ulaanbaatar (updated)");
    await page.getByTestId("board-form-submit").click();
    await page.waitForURL((url) => url.pathname === `/board/${id}`);
    await expect.poll(() => page.getByTestId("board-post-title").innerText()).toBe("Shipping to Ulaanbaatar (updated)");

    // Another user cannot edit it.
    const other = await e2e.newPage();
    await login(other, await createUser(e2e.app));
    await other.goto(`/board/${id}/edit`);
    await other.getByTestId("board-edit-forbidden").waitFor();
  });

  it("an admin pins and marks a notice in /admin/board; the board lists them first", async () => {
    const author = await createUser(e2e.app, { name: "Author" });
    const ids: number[] = [];
    for (const title of ["Older post", "Middle post", "Newest post"]) {
      const [row] = await e2e.app.core.db
        .insert(boardPosts)
        .values({ userId: author.id, title, contentHtml: "<p>text</p>" })
        .returning();
      ids.push(row.id);
    }
    const [older, middle] = ids;
    const admin = await createAdmin(e2e.app);
    const page = await e2e.newPage();
    await login(page, admin);
    await page.goto("/admin/board");
    await page.getByTestId(`admin-post-row-${older}`).waitFor();
    await page.getByTestId(`admin-post-pin-${older}`).click({ force: true });
    await expect
      .poll(async () => (await e2e.app.core.db.select().from(boardPosts).where(eq(boardPosts.id, older)))[0].isPinned)
      .toBe(true);
    await page.getByTestId(`admin-post-notice-${middle}`).click({ force: true });
    await expect
      .poll(async () => (await e2e.app.core.db.select().from(boardPosts).where(eq(boardPosts.id, middle)))[0].isNotice)
      .toBe(true);
    await saveScreenshot(page, "admin-board", { fullPage: true });

    await page.goto("/board");
    const rows = page.locator('[data-testid^="board-post-row-"]');
    await rows.first().waitFor();
    const order = await rows.evaluateAll((els) =>
      els.map((e) => Number(e.getAttribute("data-testid")!.replace("board-post-row-", ""))),
    );
    expect(order.slice(0, 2)).toEqual([middle, older]);
    expect(await page.getByTestId(`board-post-row-${middle}`).getAttribute("data-notice")).toBe("true");
    expect(await page.getByTestId(`board-post-row-${older}`).getAttribute("data-pinned")).toBe("true");

    // Deleting from the admin list asks first.
    await page.goto("/admin/board");
    await page.getByTestId(`admin-post-delete-${ids[2]}`).click();
    await page.getByTestId("admin-board-confirm-button").click();
    await expect
      .poll(async () => (await e2e.app.core.db.select().from(boardPosts).where(eq(boardPosts.id, ids[2]))).length)
      .toBe(0);
  });

  it("a user submits an SNS share, an admin approves it, the reward lands in withdrawable CC and can be withdrawn", async () => {
    await updateSettings(e2e.app.core, { sns_campaign_enabled: true, sns_reward_cc: 2.5 });
    const user = await createUser(e2e.app, { name: "Sharer" });
    const userPage = await e2e.newPage();
    await login(userPage, user);
    await userPage.goto("/me/sns");
    await userPage.getByTestId("sns-rules").waitFor();
    const url = `https://www.facebook.com/sharer/posts/${Date.now()}`;
    await userPage.getByTestId("sns-url").fill(url);
    await userPage.getByTestId("sns-submit").click();
    await userPage.getByTestId("sns-my-table").waitFor();
    const [submission] = await e2e.app.core.db
      .select()
      .from(snsShareSubmissions)
      .where(eq(snsShareSubmissions.userId, user.id));
    expect(submission).toMatchObject({ platform: "facebook", url, status: "pending" });

    const admin = await createAdmin(e2e.app);
    const adminPage = await e2e.newPage();
    await login(adminPage, admin);
    await adminPage.goto("/admin/sns");
    await adminPage.getByTestId(`admin-sns-approve-${submission.id}`).click();
    await adminPage.getByTestId("admin-sns-note").fill("Great post");
    await adminPage.getByTestId("admin-sns-confirm").click();
    await expect.poll(async () => (await reloadUser(e2e.app, user.id)).cashCcBalance).toBe(2500);
    await adminPage.getByTestId(`admin-sns-row-${submission.id}`).waitFor({ state: "detached" });
    await saveScreenshot(adminPage, "admin-sns", { fullPage: true });

    await userPage.reload();
    await expect.poll(() => userPage.getByTestId(`sns-status-${submission.id}`).textContent()).toBe("Approved");

    await userPage.goto("/me/withdrawals");
    await expect.poll(() => userPage.getByTestId("withdrawals-cash-balance").innerText()).toBe("2.5 CC");
    await userPage.getByTestId("withdrawal-amount").fill("2");
    await userPage.getByTestId("withdrawal-details").fill("me@paypal.example");
    await userPage.getByTestId("withdrawal-submit").click();
    await userPage.getByTestId("withdrawals-table").waitFor();
    await expect.poll(() => userPage.getByTestId("withdrawals-cash-balance").innerText()).toBe("0.5 CC");
    expect((await reloadUser(e2e.app, user.id)).cashCcBalance).toBe(500);
    await saveScreenshot(userPage, "my-withdrawals", { fullPage: true });
  });
});

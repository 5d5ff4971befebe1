// In-app notifications read in the site's language; their emails keep the language of the
// buyer's country (spec: "The language … follows the user's country").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotification, notify, siteInfo } from "../src/server/modules/notifications/service.js";
import { renderNotification } from "../src/server/modules/notifications/templates/catalogue.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createUser, loginCookie } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { SITE_ENV, sentTo } from "./notifications-helpers.js";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, SITE_ENV);
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

type Item = { kind: string; title: string; message: string; lang: string };

async function list(cookie: string, acceptLanguage?: string): Promise<Item[]> {
  const res = await app.inject({
    method: "GET",
    url: "/api/users/me/notifications",
    headers: { cookie, ...(acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage }) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Item[] }).items;
}

describe("notification language", () => {
  it("a Mongolian buyer reading the site in English sees English in-app texts; the email stays Mongolian", async () => {
    const user = await createUser(app, { country: "MN" });
    const cookie = await loginCookie(app, user);
    const params = { reason: "review" as const, amount: 3 };
    await app.core.db.transaction((tx) => notify(app.core, tx, { userId: user.id, kind: "cc_reward", params }));
    const render = (lang: "en" | "ko" | "mn" | "ru") =>
      renderNotification("cc_reward", lang, params, siteInfo(app.core));

    const [en] = await list(cookie, "en");
    expect(en).toMatchObject({ title: render("en").title, message: render("en").message, lang: "en" });
    const [ko] = await list(cookie, "ko-KR,ko;q=0.9");
    expect(ko).toMatchObject({ title: render("ko").title, lang: "ko" });
    const [ru] = await list(cookie, "ru");
    expect(ru.title).toBe(render("ru").title);
    const [mn] = await list(cookie, "mn");
    expect(mn).toMatchObject({ title: render("mn").title, lang: "mn" });
    expect(new Set([en.title, ko.title, ru.title, mn.title]).size).toBe(4);

    const mail = await sink.waitFor(sentTo(user.email));
    expect(mail.subject).toBe(render("mn").title);
  });

  it("an admin's message stays as written, whatever the page language", async () => {
    const user = await createUser(app, { country: "KR" });
    const cookie = await loginCookie(app, user);
    await app.core.db.transaction((tx) =>
      createNotification(app.core, tx, {
        userId: user.id,
        kind: "admin_message",
        title: "안녕하세요",
        message: "점검 안내",
      }),
    );
    const [message] = await list(cookie, "ru");
    expect(message).toMatchObject({ title: "안녕하세요", message: "점검 안내", lang: "ko" });
  });

  it("hostile Accept-Language headers fall back to English, never a 5xx", async () => {
    const user = await createUser(app, { country: "RU" });
    const cookie = await loginCookie(app, user);
    await app.core.db.transaction((tx) =>
      notify(app.core, tx, { userId: user.id, kind: "cc_reward", params: { reason: "review", amount: 1 } }),
    );
    for (const header of ["", "x".repeat(8000), ",,,;;;", "*", "zz-ZZ"]) {
      const [item] = await list(cookie, header);
      expect(item.lang).toBe("en");
    }
    // A broken quality value does not hide the language it names.
    expect((await list(cookie, "ko\u0001;q=abc"))[0].lang).toBe("ko");
  });
});

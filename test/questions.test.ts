// Questions about a car (api.md "The buyer's decision" → "Questions about a car"), every
// contract line through HTTP against the real database: access, hostile bodies, the per-user
// limit under a burst, the staff email at most once per thread per 10 minutes under a burst,
// the buyer's notification email in their language, and the dashboard's count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { createTestApp, type TestApp } from "./test-app.js";
import { createAdmin, createCar, createUser, loginCookie } from "./factories.js";
import { startSmtpSink } from "./smtp-sink.js";
import { drainJobs } from "./drain-jobs.js";
import { BASE_URL, SITE_ENV, sentTo } from "./notifications-helpers.js";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminCookie: string;
let carId: number;
let car2Id: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, SITE_ENV);
  // The first administrator: the staff address while `staff_email` is empty.
  admin = await createAdmin(app, { country: "KR", email: `staff-${Date.now()}@example.com` });
  adminCookie = await loginCookie(app, admin);
  carId = (await createCar(app)).id;
  car2Id = (await createCar(app, { carName: "기아 K5 2.0 가솔린", maker: "기아", model: "K5" })).id;
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

type Method = "GET" | "POST" | "PUT";
const call = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as never, headers: cookie ? { cookie } : {} });

async function buyer(country = "US") {
  const user = await createUser(app, { country });
  return { user, cookie: await loginCookie(app, user) };
}

const ask = (cookie: string | null, car: number, body: unknown) =>
  call(cookie, "POST", `/api/cars/${car}/questions`, { body });

/** Mails received so far to `address` (after the queued ones have been sent). */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  await drainJobs(app);
  return sink.messages.filter(sentTo(address));
}

describe("asking and following up", () => {
  it("POST /api/cars/{car_id}/questions → 201 {thread_id, message}; the same buyer and car again → the same thread", async () => {
    const { cookie } = await buyer();
    const first = await ask(cookie, carId, "  Is the timing belt new?  ");
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toMatchObject({
      thread_id: expect.any(Number),
      message: { id: expect.any(Number), body: "Is the timing belt new?", from: "buyer", at: expect.any(String) },
    });
    const again = await ask(cookie, carId, "And the tyres?");
    expect(again.statusCode).toBe(201);
    expect(again.json().thread_id).toBe(created.thread_id);
    // Another car: another thread.
    const other = await ask(cookie, car2Id, "Is this one still available?");
    expect(other.json().thread_id).not.toBe(created.thread_id);

    const thread = await call(cookie, "GET", `/api/users/me/questions/${created.thread_id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      id: created.thread_id,
      car: { id: carId, car_name: "현대 쏘나타 DN8 2.0 가솔린", main_image: null },
      messages: [
        { body: "Is the timing belt new?", from: "buyer" },
        { body: "And the tyres?", from: "buyer" },
      ],
    });

    const follow = await call(cookie, "POST", `/api/users/me/questions/${created.thread_id}/messages`, {
      body: "One more thing",
    });
    expect(follow.statusCode).toBe(201);
    expect(follow.json()).toMatchObject({ id: expect.any(Number), body: "One more thing", from: "buyer" });
    const list = (await call(cookie, "GET", "/api/users/me/questions")).json();
    expect(list.total).toBe(2);
    // Latest activity first: the follow-up moved the first thread to the top.
    expect(list.items.map((t: { id: number }) => t.id)).toEqual([created.thread_id, other.json().thread_id]);
    expect(list.items[0]).toMatchObject({
      car: { id: carId },
      last_message: { body: "One more thing", from: "buyer", at: expect.any(String) },
      unread: 0,
    });
  });

  it("needs a login; another buyer's thread is a 404; an unknown car or thread is a 404", async () => {
    const a = await buyer();
    const b = await buyer();
    const { thread_id } = (await ask(a.cookie, carId, "Mine")).json();
    expect((await ask(null, carId, "hello")).statusCode).toBe(401);
    expect((await call(null, "GET", "/api/users/me/questions")).statusCode).toBe(401);
    expect((await call(null, "GET", `/api/users/me/questions/${thread_id}`)).statusCode).toBe(401);
    expect((await call(null, "POST", `/api/users/me/questions/${thread_id}/messages`, { body: "x" })).statusCode).toBe(
      401,
    );
    expect((await call(b.cookie, "GET", `/api/users/me/questions/${thread_id}`)).statusCode).toBe(404);
    const intrude = await call(b.cookie, "POST", `/api/users/me/questions/${thread_id}/messages`, { body: "hi" });
    expect(intrude.statusCode).toBe(404);
    // Nothing of the intruder reached the thread.
    const mine = (await call(a.cookie, "GET", `/api/users/me/questions/${thread_id}`)).json();
    expect(mine.messages.map((m: { body: string }) => m.body)).toEqual(["Mine"]);
    expect((await call(b.cookie, "GET", "/api/users/me/questions")).json()).toMatchObject({ total: 0, items: [] });
    expect((await ask(a.cookie, 2_000_000_000, "hello")).statusCode).toBe(404);
    expect((await call(a.cookie, "GET", "/api/users/me/questions/2000000000")).statusCode).toBe(404);
  });

  it("hostile values: NUL, empty, 2001 code points (emoji counted as one), 10 MB, bad ids, HTML kept as text", async () => {
    const { cookie } = await buyer();
    expect((await ask(cookie, carId, "a\u0000b")).statusCode).toBe(422);
    expect((await ask(cookie, carId, "")).statusCode).toBe(422);
    expect((await ask(cookie, carId, " \n\t ")).statusCode).toBe(422);
    expect((await ask(cookie, carId, "x".repeat(2001))).statusCode).toBe(422);
    expect((await call(cookie, "POST", `/api/cars/${carId}/questions`, {})).statusCode).toBe(422);
    expect((await call(cookie, "POST", `/api/cars/${carId}/questions`, { body: "x", extra: 1 })).statusCode).toBe(422);
    expect((await call(cookie, "POST", `/api/cars/${carId}/questions`, [{ body: "x" }])).statusCode).toBe(422);
    // 2000 emoji are 2000 code points (4000 UTF-16 units): accepted; 2001 are not.
    const emoji = "🚗".repeat(2000);
    const ok = await ask(cookie, carId, `  ${emoji}  `);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message.body).toBe(emoji);
    expect((await ask(cookie, carId, "🚗".repeat(2001))).statusCode).toBe(422);
    expect((await ask(cookie, carId, "x".repeat(2000))).statusCode).toBe(201);
    const huge = await app.inject({
      method: "POST",
      url: `/api/cars/${carId}/questions`,
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ body: "x".repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    for (const id of ["0", "-1", "2147483648", "1.5", "abc", "99999999999999999999"]) {
      const res = await ask(cookie, id as unknown as number, "hi");
      expect(res.statusCode, id).toBe(422);
      expect((await call(cookie, "GET", `/api/users/me/questions/${id}`)).statusCode, id).toBe(422);
    }
    expect((await call(cookie, "GET", "/api/users/me/questions?page=0")).statusCode).toBe(422);
    expect((await call(cookie, "GET", "/api/users/me/questions?page_size=101")).statusCode).toBe(422);

    const html = `<script>alert("x")</script><b>bold</b> &amp; <img src=x onerror=alert(1)>`;
    const created = await ask(cookie, car2Id, html);
    expect(created.statusCode).toBe(201);
    expect(created.json().message.body).toBe(html);
    const thread = (await call(cookie, "GET", `/api/users/me/questions/${created.json().thread_id}`)).json();
    expect(thread.messages.at(-1).body).toBe(html);
    const adminView = (await call(adminCookie, "GET", `/api/admin/questions/${created.json().thread_id}`)).json();
    expect(adminView.messages.at(-1).body).toBe(html);
    // Every server answer saying anything over 5xx would have failed above; none of these wrote a thread for nothing.
    expect((await call(cookie, "GET", "/api/users/me/questions")).json().total).toBe(2);
  });
});

describe("the limit: 30 messages per 10 minutes per user", () => {
  it("40 messages at once over two cars → exactly 30 stored, the rest 429, none 5xx; free again after the window", async () => {
    const { user, cookie } = await buyer();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ask(cookie, i % 2 === 0 ? carId : car2Id, `burst ${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = responses.find((r) => r.statusCode === 429)!.json();
    expect(refused.error.code).toBe("rate_limited");
    expect(refused.error.details.retry_after_seconds).toBeGreaterThan(0);
    const { rows } = await app.core.database.executor.executeSql(
      "select count(*)::int as n from question_messages where author_id = $1",
      [user.id],
    );
    expect(rows[0]).toMatchObject({ n: 30 });
    // The follow-up route shares the count.
    const thread = (await call(cookie, "GET", "/api/users/me/questions")).json().items[0].id;
    expect(
      (await call(cookie, "POST", `/api/users/me/questions/${thread}/messages`, { body: "more" })).statusCode,
    ).toBe(429);
    // Another buyer is not limited by this one.
    const other = await buyer();
    expect((await ask(other.cookie, carId, "mine")).statusCode).toBe(201);
    // Ten minutes later (the messages moved back in time) the buyer may write again.
    await app.core.db.execute(
      sql`update question_messages set created_at = created_at - interval '11 minutes' where author_id = ${user.id}`,
    );
    expect(
      (await call(cookie, "POST", `/api/users/me/questions/${thread}/messages`, { body: "more" })).statusCode,
    ).toBe(201);
  });
});

describe("emails to the staff and to the buyer", () => {
  it("a burst of messages in one thread emails the staff once; again only after 10 minutes; staff_email overrides the first admin", async () => {
    const { user, cookie } = await buyer();
    const first = await ask(cookie, carId, "Is there <b>rust</b>?");
    const threadId = first.json().thread_id;
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(cookie, "POST", `/api/users/me/questions/${threadId}/messages`, { body: `again ${i}` }),
      ),
    );
    expect(burst.every((r) => r.statusCode === 201)).toBe(true);
    const about = (m: ParsedMail) => (m.text ?? "").includes(user.email);
    let staffMails = (await mailsTo(admin.email)).filter(about);
    expect(staffMails).toHaveLength(1);
    const mail = staffMails[0];
    // In the staff's language (the admin's country is KR), naming the car and quoting the message as text.
    expect(mail.html).toContain('<html lang="ko">');
    expect(mail.subject).toContain("새 문의");
    expect(mail.subject).toContain("현대 쏘나타");
    expect(mail.text).toContain("Is there <b>rust</b>?");
    expect(mail.html).toContain("Is there &lt;b&gt;rust&lt;/b&gt;?");
    expect(mail.html).toContain(`${BASE_URL}/admin/questions/${threadId}`);

    // Eleven minutes later, the next message emails again (once).
    await app.core.db.execute(
      sql`update question_threads set staff_emailed_at = staff_emailed_at - interval '11 minutes' where id = ${threadId}`,
    );
    await Promise.all(
      [1, 2, 3].map((i) =>
        call(cookie, "POST", `/api/users/me/questions/${threadId}/messages`, { body: `later ${i}` }),
      ),
    );
    staffMails = (await mailsTo(admin.email)).filter(about);
    expect(staffMails).toHaveLength(2);

    // Another buyer's thread is emailed on its own count, to the configured staff address.
    const put = await call(adminCookie, "PUT", "/api/admin/settings", { staff_email: "desk@example.com" });
    expect(put.statusCode).toBe(200);
    expect((await call(adminCookie, "PUT", "/api/admin/settings", { staff_email: "not an email" })).statusCode).toBe(
      422,
    );
    const other = await buyer();
    await ask(other.cookie, car2Id, "Price negotiable?");
    const desk = (await mailsTo("desk@example.com")).filter((m) => (m.text ?? "").includes(other.user.email));
    expect(desk).toHaveLength(1);
    await call(adminCookie, "PUT", "/api/admin/settings", { staff_email: "" });
  });

  it("a staff reply notifies the buyer by email in their language, naming the car and quoting the reply as text", async () => {
    const ru = await buyer("RU");
    const { thread_id } = (await ask(ru.cookie, carId, "Был ли автомобиль в ДТП?")).json();
    const reply = "Нет, без ДТП. <b>Шины</b> новые.\n\nФото пришлём.";
    const res = await call(adminCookie, "POST", `/api/admin/questions/${thread_id}/messages`, { body: reply });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ body: reply, from: "staff", at: expect.any(String) });
    const [mail] = await mailsTo(ru.user.email);
    expect(mail).toBeDefined();
    expect(mail.html).toContain('<html lang="ru">');
    // The car's name in Russian: the make and model as registered, the rest translated.
    expect(mail.subject).toBe("Ответ на ваш вопрос об автомобиле Hyundai Sonata DN8 2.0 Бензин");
    expect(mail.text).toContain("Наш менеджер ответил на ваш вопрос");
    expect(mail.text).toContain("Нет, без ДТП. <b>Шины</b> новые.");
    expect(mail.text).toContain("Фото пришлём.");
    expect(mail.html).toContain("&lt;b&gt;Шины&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Шины</b>");
    expect(mail.html).toContain(`${BASE_URL}/me/questions/${thread_id}`);
    // The in-app notification exists too.
    const notes = (await call(ru.cookie, "GET", "/api/users/me/notifications")).json();
    expect(notes.items[0]).toMatchObject({ kind: "question_reply", link: `/me/questions/${thread_id}` });

    const ko = await buyer("KR");
    const t2 = (await ask(ko.cookie, car2Id, "사고 이력이 있나요?")).json().thread_id;
    await call(adminCookie, "POST", `/api/admin/questions/${t2}/messages`, { body: "무사고입니다." });
    const [koMail] = await mailsTo(ko.user.email);
    expect(koMail.html).toContain('<html lang="ko">');
    expect(koMail.subject).toContain("기아 K5");
    expect(koMail.text).toContain("무사고입니다.");
  });
});

describe("unread messages", () => {
  it("counts the staff's unread messages per thread and in all; reading the thread marks them read", async () => {
    const { cookie } = await buyer();
    const { thread_id } = (await ask(cookie, carId, "Q1")).json();
    await ask(cookie, car2Id, "Q2");
    for (const body of ["A1", "A2"]) {
      expect((await call(adminCookie, "POST", `/api/admin/questions/${thread_id}/messages`, { body })).statusCode).toBe(
        201,
      );
    }
    let list = (await call(cookie, "GET", "/api/users/me/questions")).json();
    expect(list.unread).toBe(2);
    expect(list.items[0]).toMatchObject({ id: thread_id, unread: 2, last_message: { body: "A2", from: "staff" } });
    expect(list.items[1].unread).toBe(0);
    // Paging.
    const page2 = (await call(cookie, "GET", "/api/users/me/questions?page=2&page_size=1")).json();
    expect(page2).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page2.items).toHaveLength(1);
    // The admin reading the thread changes nothing for the buyer.
    await call(adminCookie, "GET", `/api/admin/questions/${thread_id}`);
    expect((await call(cookie, "GET", "/api/users/me/questions")).json().unread).toBe(2);
    const bell = async () => (await call(cookie, "GET", "/api/users/me/notifications")).json().unread_count as number;
    expect(await bell()).toBe(2);
    const thread = (await call(cookie, "GET", `/api/users/me/questions/${thread_id}`)).json();
    expect(thread.messages.map((m: { body: string; from: string }) => `${m.from}:${m.body}`)).toEqual([
      "buyer:Q1",
      "staff:A1",
      "staff:A2",
    ]);
    list = (await call(cookie, "GET", "/api/users/me/questions")).json();
    expect(list.unread).toBe(0);
    expect(list.items[0].unread).toBe(0);
    // The two replies' notifications pointed at the thread: read with it, the bell is clear.
    expect(await bell()).toBe(0);
  });
});

describe("Admin → Questions", () => {
  it("admin only; ?status=open|answered with paging and the buyer's email; open first; the dashboard counts open threads", async () => {
    const { user, cookie } = await buyer();
    expect((await call(cookie, "GET", "/api/admin/questions")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/admin/questions")).statusCode).toBe(401);
    const { thread_id } = (await ask(cookie, carId, "Open one")).json();
    expect((await call(cookie, "GET", `/api/admin/questions/${thread_id}`)).statusCode).toBe(403);
    expect((await call(cookie, "POST", `/api/admin/questions/${thread_id}/messages`, { body: "x" })).statusCode).toBe(
      403,
    );
    expect((await call(adminCookie, "GET", "/api/admin/questions?status=closed")).statusCode).toBe(422);
    expect((await call(adminCookie, "GET", "/api/admin/questions/2000000000")).statusCode).toBe(404);
    expect(
      (await call(adminCookie, "POST", "/api/admin/questions/2000000000/messages", { body: "x" })).statusCode,
    ).toBe(404);
    expect(
      (await call(adminCookie, "POST", `/api/admin/questions/${thread_id}/messages`, { body: "a\u0000" })).statusCode,
    ).toBe(422);

    const countOpen = async () => (await call(adminCookie, "GET", "/api/admin/dashboard")).json().questions.open;
    const openBefore = await countOpen();
    const open = (await call(adminCookie, "GET", "/api/admin/questions?status=open&page_size=100")).json();
    expect(open.total).toBe(openBefore);
    const mine = open.items.find((t: { id: number }) => t.id === thread_id);
    expect(mine).toMatchObject({
      email: user.email,
      status: "open",
      car: { id: carId },
      last_message: { body: "Open one", from: "buyer" },
    });

    await call(adminCookie, "POST", `/api/admin/questions/${thread_id}/messages`, { body: "Answered" });
    expect(await countOpen()).toBe(openBefore - 1);
    const answered = (await call(adminCookie, "GET", "/api/admin/questions?status=answered&page_size=100")).json();
    expect(answered.items.find((t: { id: number }) => t.id === thread_id)).toMatchObject({ status: "answered" });
    const openAfter = (await call(adminCookie, "GET", "/api/admin/questions?status=open&page_size=100")).json();
    expect(openAfter.items.some((t: { id: number }) => t.id === thread_id)).toBe(false);
    // The buyer writes again: open again, and first in the unfiltered list.
    await call(cookie, "POST", `/api/users/me/questions/${thread_id}/messages`, { body: "Thanks, one more" });
    expect(await countOpen()).toBe(openBefore);
    const all = (await call(adminCookie, "GET", "/api/admin/questions?page_size=1")).json();
    expect(all.items[0]).toMatchObject({ id: thread_id, status: "open" });
    expect(all.page_size).toBe(1);
    const detail = (await call(adminCookie, "GET", `/api/admin/questions/${thread_id}`)).json();
    expect(detail).toMatchObject({ id: thread_id, email: user.email, status: "open", car: { id: carId } });
    expect(detail.messages.map((m: { from: string }) => m.from)).toEqual(["buyer", "staff", "buyer"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notifications } from "../src/server/db/schema/community.js";
import { createCar } from "./factories.js";
import { actor, adjust, adminActor, createRequest, drainJobs, post, type Actor } from "./credits-helpers.js";
import { requestCode } from "./accounts-helpers.js";
import { BASE_URL, SITE_ENV, sentTo } from "./notifications-helpers.js";
import { startSmtpSink } from "./smtp-sink.js";
import { createTestApp, type TestApp } from "./test-app.js";

// What the emails show, read from a real SMTP sink: the recommended cars with a photo and a
// link each, and a registration code that stands out from the text (issue 16).

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
let admin: Actor;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: sink.url }, SITE_ENV);
  admin = await adminActor(app);
});
afterAll(async () => {
  await drainJobs(app);
  await app.close();
  await sink.stop();
});

const photo = (n: number) => ({ url: `/photos/ab/car${n}.jpg`, thumb_url: `/photos/ab/car${n}_t.jpg` });

describe("the recommendation email and notification", () => {
  it("name every recommended car; the email shows its photo and links to its page", async () => {
    const user = await actor(app, { country: "RU" });
    await adjust(app, admin, user.id, 2);
    const request = await createRequest(app, user);
    const grandeur = await createCar(app, {
      carName: "현대 그랜저 IG 3.0",
      maker: "현대",
      model: "그랜저",
      year: 2019,
      mileage: 48_000,
      priceKrw: 19_900_000,
      images: [photo(1), photo(2)],
      mainImage: photo(1).url,
    });
    const k5 = await createCar(app, { carName: "기아 K5 2.0", maker: "기아", model: "K5", year: 2021, images: [] });

    const res = await post(app, admin, `/api/admin/vehicle-requests/${request.id}/recommend`, {
      car_ids: [grandeur.id, k5.id],
    });
    expect(res.statusCode).toBe(200);

    const mail = await sink.waitFor(sentTo(user.email));
    const html = mail.html || "";
    // Each car: its translated name, linked to its page; the photo is its thumbnail.
    expect(html).toContain(`href="${BASE_URL}/cars/${grandeur.id}"`);
    expect(html).toContain(`href="${BASE_URL}/cars/${k5.id}"`);
    expect(html).toMatch(new RegExp(`<img src="${BASE_URL}/photos/ab/car1_t\\.jpg"[^>]*alt="Hyundai Grandeur`));
    expect(html).toContain("2019 · 48,000 km · ₩19,900,000");
    expect(html).toContain("Kia K5");
    // The order the administrator chose.
    expect(html.indexOf("Hyundai Grandeur")).toBeLessThan(html.indexOf("Kia K5"));
    expect(mail.text).toContain(`${BASE_URL}/cars/${grandeur.id}`);
    expect(mail.text).toContain(`${BASE_URL}/cars/${k5.id}`);

    // The in-app notification names them too (it has no room for photos).
    const [stored] = await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(stored.kind).toBe("recommendation");
    expect(stored.message).toContain("Recommended: Hyundai Grandeur");
    expect(stored.message).toContain("Kia K5 2.0 (2021)");
  });
});

describe("the registration code email", () => {
  it("shows the code in a large, spaced, monospace block of its own", async () => {
    const { code, mail } = await requestCode(app, sink, "code-look@example.com", "ru");
    const html = mail.html || "";
    const block = new RegExp(`<span style="([^"]*)">${code}</span>`).exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).toMatch(/monospace/);
    expect(block![1]).toMatch(/font-size:32px/);
    expect(block![1]).toMatch(/letter-spacing:10px/);
    // Not one inline word of a sentence any more: the code appears once, in the block.
    expect(html.split(code)).toHaveLength(2);
    expect(mail.text).toMatch(new RegExp(`^\\s*${code}$`, "m"));
  });
});

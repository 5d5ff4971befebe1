import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../src/server/db/schema/community.js";
import { createCar } from "./factories.js";
import {
  actor,
  adjust,
  balances,
  createRequest,
  del,
  get,
  ledgerRows,
  ledgerSums,
  patch,
  post,
} from "./credits-helpers.js";
import { build } from "./helper.js";

const { app, admin } = await build();

/** A user with a completed (recommended, paid) request. */
async function completedRequest(overrides: Parameters<typeof actor>[1] = {}) {
  const user = await actor(app, overrides);
  await adjust(app, admin, user.id, 1);
  const r = await createRequest(app, user);
  const car = await createCar(app);
  const res = await post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, { car_ids: [car.id] });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { user, requestId: r.id };
}

describe("POST /api/reviews", () => {
  it("rewards 1 CC once for a review of the user's own completed request, with a cc_reward notification", async () => {
    const { user, requestId } = await completedRequest({ name: "Bat-Erdene Dorj", country: "MN" });
    expect((await balances(app, user.id)).cc).toBe(0);
    const res = await post(app, user, "/api/reviews", {
      vehicle_request_id: requestId,
      rating: 5,
      content: "  Great service!  ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      vehicle_request_id: requestId,
      rating: 5,
      content: "Great service!",
      is_visible: true,
      reward_cc: 1,
    });
    expect((await balances(app, user.id)).cc).toBe(1000);
    const reward = await ledgerRows(app, `review-reward:${requestId}`);
    expect(reward).toHaveLength(1);
    expect(reward[0]).toMatchObject({ userId: user.id, amount: 1000, kind: "review_reward", account: "cc" });
    const notes = await app.core.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.kind)).toContain("cc_reward");

    const second = await post(app, user, "/api/reviews", {
      vehicle_request_id: requestId,
      rating: 1,
      content: "Again",
    });
    expect(second.statusCode).toBe(409);
    expect((await balances(app, user.id)).cc).toBe(1000);
    const sums = await ledgerSums(app, user.id);
    expect(sums.cc).toBe(1000);

    const mine = (await get(app, user, "/api/reviews/me")).json();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ vehicle_request_id: requestId, rating: 5, is_visible: true });
    const requests = (await get(app, user, "/api/vehicle-requests/me")).json();
    expect(requests.items[0]).toMatchObject({ can_review: false, review: { rating: 5 } });
  });

  it("is 403 for another user's request, 409 for a request that is not completed, 404 for an unknown one", async () => {
    const { requestId } = await completedRequest();
    const stranger = await actor(app);
    const res = await post(app, stranger, "/api/reviews", {
      vehicle_request_id: requestId,
      rating: 4,
      content: "Not mine",
    });
    expect(res.statusCode).toBe(403);
    await adjust(app, admin, stranger.id, 1);
    const pending = await createRequest(app, stranger);
    const notDone = await post(app, stranger, "/api/reviews", {
      vehicle_request_id: pending.id,
      rating: 4,
      content: "Too early",
    });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().error.code).toBe("request_not_completed");
    await patch(app, admin, `/api/admin/vehicle-requests/${pending.id}`, { status: "rejected" });
    expect(
      (await post(app, stranger, "/api/reviews", { vehicle_request_id: pending.id, rating: 4, content: "Rejected" }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(app, stranger, "/api/reviews", { vehicle_request_id: 999999, rating: 4, content: "x" })).statusCode,
    ).toBe(404);
    expect(
      (await post(app, null, "/api/reviews", { vehicle_request_id: requestId, rating: 4, content: "x" })).statusCode,
    ).toBe(401);
    expect((await balances(app, stranger.id)).cc).toBe(1000);
  });

  it("validates rating 1-5 and content", async () => {
    const { user, requestId } = await completedRequest();
    for (const body of [
      { vehicle_request_id: requestId, rating: 0, content: "x" },
      { vehicle_request_id: requestId, rating: 6, content: "x" },
      { vehicle_request_id: requestId, rating: 4.5, content: "x" },
      { vehicle_request_id: requestId, rating: 5, content: "" },
      { vehicle_request_id: requestId, rating: 5, content: "   " },
      { vehicle_request_id: requestId, rating: 5 },
      { rating: 5, content: "x" },
    ]) {
      const res = await post(app, user, "/api/reviews", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await balances(app, user.id)).cc).toBe(0);
  });
});

describe("review lists and moderation", () => {
  it("shows visible reviews publicly with the author's first name and country; admins hide, show and delete", async () => {
    const { user, requestId } = await completedRequest({ name: "Anna Ivanova", country: "RU" });
    const created = (
      await post(app, user, "/api/reviews", { vehicle_request_id: requestId, rating: 4, content: "Хорошо" })
    ).json();

    const pub = await get(app, null, "/api/reviews?page=1&page_size=100");
    expect(pub.statusCode).toBe(200);
    const item = pub.json().items.find((i: { id: number }) => i.id === created.id);
    expect(item).toMatchObject({ author_name: "Anna", country: "RU", rating: 4, content: "Хорошо" });
    expect(item.created_at).toBeTruthy();
    expect(JSON.stringify(pub.json())).not.toContain(user.email);
    expect(pub.json()).toMatchObject({ page: 1, page_size: 100 });

    const list = await get(app, admin, `/api/admin/reviews?q=${encodeURIComponent(user.email)}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({ id: created.id, email: user.email, is_visible: true });
    expect((await get(app, user, "/api/admin/reviews")).statusCode).toBe(403);

    const hidden = await patch(app, admin, `/api/admin/reviews/${created.id}`, { is_visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().is_visible).toBe(false);
    const afterHide = (await get(app, null, "/api/reviews?page_size=100")).json();
    expect(afterHide.items.map((i: { id: number }) => i.id)).not.toContain(created.id);
    expect(
      (await get(app, admin, "/api/admin/reviews?is_visible=false")).json().items.map((i: { id: number }) => i.id),
    ).toContain(created.id);
    expect((await get(app, user, "/api/reviews/me")).json().items[0].is_visible).toBe(false);

    await patch(app, admin, `/api/admin/reviews/${created.id}`, { is_visible: true });
    expect(
      (await get(app, null, "/api/reviews?page_size=100")).json().items.map((i: { id: number }) => i.id),
    ).toContain(created.id);

    expect((await patch(app, admin, "/api/admin/reviews/999999", { is_visible: true })).statusCode).toBe(404);
    expect((await patch(app, admin, `/api/admin/reviews/${created.id}`, {})).statusCode).toBe(422);
    expect((await del(app, admin, `/api/admin/reviews/${created.id}`)).statusCode).toBe(204);
    expect((await del(app, admin, `/api/admin/reviews/${created.id}`)).statusCode).toBe(404);
    expect(
      (await get(app, null, "/api/reviews?page_size=100")).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(created.id);

    // A deleted review does not open the way to a second reward.
    const again = await post(app, user, "/api/reviews", {
      vehicle_request_id: requestId,
      rating: 5,
      content: "Once more",
    });
    expect(again.statusCode).toBe(409);
    expect((await balances(app, user.id)).cc).toBe(1000);
    expect(await ledgerRows(app, `review-reward:${requestId}`)).toHaveLength(1);
  });
});

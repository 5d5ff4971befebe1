import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES } from "../src/shared/api/buyers.js";
import { CAR_SORTS } from "../src/shared/api/constants.js";
import { actor, type Actor } from "./credits-helpers.js";
import { send } from "./helper.js";
import { createTestApp, type TestApp } from "./test-app.js";

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const URL = "/api/users/me/saved-searches";
const create = (who: Actor | null, body: unknown) => send(app, who, "POST", URL, body);
const mine = async (who: Actor) => {
  const res = await send(app, who, "GET", URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("saved searches", () => {
  it("saves name, filters and the alerts switch → 201, listed newest first, only mine", async () => {
    const me = await actor(app);
    const other = await actor(app);
    const filters = { maker: "현대", model: "쏘나타", year_min: 2019, price_max: 30_000_000, include_soldout: false };
    const res = await create(me, { name: "  Sonata  ", filters, email_alerts: true });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ name: "Sonata", filters, email_alerts: true });
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.created_at).toMatch(/^\d{4}-/);
    const second = (await create(me, { name: "All", filters: {} })).json();
    expect(second.email_alerts).toBe(false);
    await create(other, { name: "Theirs", filters: {} });
    const list = await mine(me);
    expect(list.total).toBe(2);
    expect(list.items.map((s: { id: number }) => s.id)).toEqual([second.id, saved.id]);
  });

  it("drops empty filter values (no filter on the Cars page)", async () => {
    const me = await actor(app);
    const res = await create(me, { name: "x", filters: { maker: "", q: "sonata" } });
    expect(res.statusCode).toBe(201);
    expect(res.json().filters).toEqual({ q: "sonata" });
  });

  it("keeps the list's sort with the filters (api.md): returned, listed, kept by a rename", async () => {
    const me = await actor(app);
    const filters = { maker: "기아", sort: "price_asc" };
    const res = await create(me, { name: "Cheapest Kia", filters });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filters).toEqual(filters);
    const renamed = await send(app, me, "PATCH", `${URL}/${res.json().id}`, { name: "Kia" });
    expect(renamed.json().filters).toEqual(filters);
    expect((await mine(me)).items[0].filters).toEqual(filters);
    // Every order of the list is accepted; the paging is not part of a saved search.
    for (const sort of CAR_SORTS) {
      expect((await create(me, { name: sort, filters: { sort } })).json().filters).toEqual({ sort });
    }
  });

  it("validates filters like GET /api/cars and refuses hostile input with 422", async () => {
    const me = await actor(app);
    const bad: unknown[] = [
      { name: "x", filters: { year_min: 1800 } },
      { name: "x", filters: { price_max: -1 } },
      { name: "x", filters: { mileage_max: "lots" } },
      { name: "x", filters: { q: "a".repeat(101) } },
      { name: "x", filters: { sort: "cheapest" } },
      { name: "x", filters: { sort: 1 } },
      { name: "x", filters: { sort: "price_asc\u0000" } },
      { name: "x", filters: { page: 2 } },
      { name: "x", filters: { unknown_key: 1 } },
      { name: "x", filters: { __proto__: { admin: true }, constructor: 1 } },
      { name: "x", filters: "maker=현대" },
      { name: "x", filters: null },
      { name: "x" },
      { name: "", filters: {} },
      { name: "   ", filters: {} },
      { name: "a".repeat(101), filters: {} },
      { name: "x", filters: {}, email_alerts: "maybe" },
      { name: "x", filters: {}, user_id: 1 },
      [],
      5,
    ];
    for (const body of bad) {
      const res = await create(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe("validation_error");
    }
    const text = await create(me, "name=x");
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBeTruthy();
    expect((await mine(me)).total).toBe(0);
  });

  it("keeps at most 20 per user: the 21st is 409 too_many, also in a parallel burst", async () => {
    const me = await actor(app);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => create(me, { name: `s${i}`, filters: { year_min: 2000 + i } })),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(codes.filter((c) => c === 409)).toHaveLength(30 - MAX_SAVED_SEARCHES);
    expect(burst.find((r) => r.statusCode === 409)!.json().error.code).toBe("too_many");
    expect((await mine(me)).total).toBe(MAX_SAVED_SEARCHES);
    // Another user is not affected; deleting one frees a place.
    expect((await create(await actor(app), { name: "a", filters: {} })).statusCode).toBe(201);
    const one = (await mine(me)).items[0];
    expect((await send(app, me, "DELETE", `${URL}/${one.id}`)).statusCode).toBe(204);
    expect((await create(me, { name: "again", filters: {} })).statusCode).toBe(201);
    expect((await create(me, { name: "too many", filters: {} })).statusCode).toBe(409);
  });

  it("renames and switches alerts with PATCH; another user's search is a 404", async () => {
    const me = await actor(app);
    const other = await actor(app);
    const saved = (await create(me, { name: "old", filters: { maker: "기아" } })).json();
    const renamed = await send(app, me, "PATCH", `${URL}/${saved.id}`, { name: "new" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: saved.id,
      name: "new",
      email_alerts: false,
      filters: { maker: "기아" },
    });
    const on = await send(app, me, "PATCH", `${URL}/${saved.id}`, { email_alerts: true });
    expect(on.json()).toMatchObject({ name: "new", email_alerts: true });
    expect((await send(app, me, "PATCH", `${URL}/${saved.id}`, {})).statusCode).toBe(422);
    expect((await send(app, me, "PATCH", `${URL}/${saved.id}`, { filters: {} })).statusCode).toBe(422);
    expect((await send(app, me, "PATCH", `${URL}/${saved.id}`, { name: " " })).statusCode).toBe(422);
    expect((await send(app, other, "PATCH", `${URL}/${saved.id}`, { name: "mine now" })).statusCode).toBe(404);
    expect((await send(app, other, "DELETE", `${URL}/${saved.id}`)).statusCode).toBe(404);
    expect((await mine(me)).items[0].name).toBe("new");
  });

  it("DELETE → 204, then 404; bad ids 422; visitors 401", async () => {
    const me = await actor(app);
    const saved = (await create(me, { name: "x", filters: {} })).json();
    expect((await send(app, me, "DELETE", `${URL}/${saved.id}`)).statusCode).toBe(204);
    expect((await send(app, me, "DELETE", `${URL}/${saved.id}`)).statusCode).toBe(404);
    expect((await send(app, me, "DELETE", `${URL}/abc`)).statusCode).toBe(422);
    expect((await send(app, me, "DELETE", `${URL}/3000000000`)).statusCode).toBe(422);
    expect((await create(null, { name: "x", filters: {} })).statusCode).toBe(401);
    expect((await send(app, null, "GET", URL)).statusCode).toBe(401);
  });
});

// Races: the same charge or reward fired 20 times at once happens exactly once. On PGlite
// requests interleave on one connection; run with TEST_DATABASE_URL for real parallel
// transactions on PostgreSQL.
import { describe, expect, it } from "vitest";
import { createBannerCar, createCar } from "./factories.js";
import { actor, adjust, balances, createRequest, ledgerRows, ledgerSums, post } from "./credits-helpers.js";
import { build } from "./helper.js";

const N = 20;

const { app, admin } = await build();

const fire = (n: number, call: () => ReturnType<typeof post>) => Promise.all(Array.from({ length: n }, call));
const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

async function expectConsistent(userId: number) {
  const [b, sums] = await Promise.all([balances(app, userId), ledgerSums(app, userId)]);
  expect(b.cc).toBeGreaterThanOrEqual(0);
  expect(sums.cc).toBe(b.cc);
  expect(sums.cash).toBe(b.cash);
}

describe(`${N} simultaneous requests`, () => {
  it("purchase the same banner car once", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app);
    await adjust(app, admin, user.id, 5);
    const responses = await fire(N, () => post(app, user, `/api/cars/${car.id}/purchase`));
    expect(codes(responses)).toEqual(Array(N).fill(200));
    expect(responses.filter((r) => r.json().charged_cc === 1)).toHaveLength(1);
    expect(new Set(responses.map((r) => r.json().purchased_at)).size).toBe(1);
    expect(await ledgerRows(app, `banner-purchase:${user.id}:${car.id}`)).toHaveLength(1);
    expect((await balances(app, user.id)).cc).toBe(4000);
    await expectConsistent(user.id);
  });

  it("open the same banner car once", async () => {
    const user = await actor(app);
    const car = await createBannerCar(app);
    await adjust(app, admin, user.id, 1);
    const responses = await fire(N, () => post(app, user, `/api/cars/${car.id}/banner-view`));
    expect(codes(responses)).toEqual(Array(N).fill(200));
    expect(responses.filter((r) => r.json().charged_cc === 0.1)).toHaveLength(1);
    expect(await ledgerRows(app, `banner-view:${user.id}:${car.id}`)).toHaveLength(1);
    expect((await balances(app, user.id)).cc).toBe(900);
    await expectConsistent(user.id);
  });

  it("recommend for the same request once", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 3);
    const r = await createRequest(app, user);
    const car = await createCar(app);
    const responses = await fire(N, () =>
      post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, { car_ids: [car.id] }),
    );
    expect(codes(responses)).toEqual([200, ...Array(N - 1).fill(409)]);
    expect(await ledgerRows(app, `request-recommendation:${r.id}`)).toHaveLength(1);
    expect((await balances(app, user.id)).cc).toBe(2000);
    await expectConsistent(user.id);
  });

  it("review the same request once", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 1);
    const r = await createRequest(app, user);
    const car = await createCar(app);
    expect(
      (await post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, { car_ids: [car.id] })).statusCode,
    ).toBe(200);
    const responses = await fire(N, () =>
      post(app, user, "/api/reviews", { vehicle_request_id: r.id, rating: 5, content: "Fast and honest" }),
    );
    expect(codes(responses)).toEqual([201, ...Array(N - 1).fill(409)]);
    expect(await ledgerRows(app, `review-reward:${r.id}`)).toHaveLength(1);
    expect((await balances(app, user.id)).cc).toBe(1000);
    await expectConsistent(user.id);
  });

  it("buy different cars with a balance that covers only some of them: never below zero", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 5);
    const carIds = await Promise.all(Array.from({ length: N }, async () => (await createBannerCar(app)).id));
    const responses = await Promise.all(carIds.map((id) => post(app, user, `/api/cars/${id}/purchase`)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 402)).toHaveLength(N - 5);
    expect((await balances(app, user.id)).cc).toBe(0);
    await expectConsistent(user.id);
  });

  it("spend the last CC on a purchase and a recommendation at once: exactly one wins", async () => {
    const user = await actor(app);
    await adjust(app, admin, user.id, 1);
    const r = await createRequest(app, user);
    const banner = await createBannerCar(app);
    const car = await createCar(app);
    const [purchase, recommend] = await Promise.all([
      post(app, user, `/api/cars/${banner.id}/purchase`),
      post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, { car_ids: [car.id] }),
    ]);
    expect([purchase.statusCode, recommend.statusCode].sort()).toEqual([200, 402]);
    expect((await balances(app, user.id)).cc).toBe(0);
    await expectConsistent(user.id);
  });
});

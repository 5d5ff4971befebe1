// Random sequences of CC operations through HTTP. After every step: each user's ledger sums
// to their balance, no balance is negative, and both match a simple model of the rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBannerCar, createCar } from "./factories.js";
import { actor, balances, ledgerSums, post } from "./credits-helpers.js";
import { patient } from "./patience.js";
import { build } from "./helper.js";

const { app, admin } = await build();

const USERS = 2;
const CARS = 4; // three banner cars and one plain car (the last)

type Op =
  | { op: "adjust"; user: number; milli: number }
  | { op: "request"; user: number }
  | { op: "recommend"; request: number; car: number }
  | { op: "review"; request: number; rating: number }
  | { op: "view"; user: number; car: number }
  | { op: "purchase"; user: number; car: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const car = fc.integer({ min: 0, max: CARS - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant("adjust" as const),
    user,
    milli: fc.integer({ min: -3000, max: 3000 }).filter((m) => m !== 0),
  }),
  fc.record({ op: fc.constant("request" as const), user }),
  fc.record({ op: fc.constant("recommend" as const), request: fc.nat(10), car }),
  fc.record({ op: fc.constant("review" as const), request: fc.nat(10), rating: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ op: fc.constant("view" as const), user, car }),
  fc.record({ op: fc.constant("purchase" as const), user, car }),
);

type Model = {
  balance: number[];
  requests: { id: number; user: number; completed: boolean; reviewed: boolean }[];
  access: Set<string>;
  purchased: Set<string>;
  /** Cars recommended to a user ("user:car"): a direct purchase of them costs nothing. */
  recommended: Set<string>;
  /** Car index → the user whose order holds it (a reserved car is nobody else's to buy or be offered). */
  holder: Map<number, number>;
};

async function run(ops: Op[]) {
  const users = await Promise.all(Array.from({ length: USERS }, () => actor(app)));
  const cars = [...(await Promise.all([0, 1, 2].map(() => createBannerCar(app)))), await createCar(app)];
  const isBanner = (c: number) => c < CARS - 1;
  const m: Model = {
    balance: Array(USERS).fill(0),
    requests: [],
    access: new Set(),
    purchased: new Set(),
    recommended: new Set(),
    holder: new Map(),
  };

  for (const op of ops) {
    let expected: number;
    let status: number;
    switch (op.op) {
      case "adjust": {
        const u = users[op.user];
        const res = await post(app, admin, `/api/admin/users/${u.id}/credits`, {
          amount: op.milli / 1000,
          account: "cc",
          reason: "property",
        });
        status = res.statusCode;
        expected = m.balance[op.user] + op.milli >= 0 ? 200 : 402;
        if (expected === 200) m.balance[op.user] += op.milli;
        break;
      }
      case "request": {
        const res = await post(app, users[op.user], "/api/vehicle-requests", { maker: "현대" });
        status = res.statusCode;
        expected = m.balance[op.user] >= 1000 ? 201 : 402;
        if (status === 201) m.requests.push({ id: res.json().id, user: op.user, completed: false, reviewed: false });
        break;
      }
      case "recommend": {
        if (m.requests.length === 0) continue;
        const r = m.requests[op.request % m.requests.length];
        const res = await post(app, admin, `/api/admin/vehicle-requests/${r.id}/recommend`, {
          car_ids: [cars[op.car].id],
        });
        status = res.statusCode;
        expected = r.completed || m.holder.has(op.car) ? 409 : m.balance[r.user] >= 1000 ? 200 : 402;
        if (expected === 200) {
          m.balance[r.user] -= 1000;
          r.completed = true;
          m.access.add(`${r.user}:${op.car}`);
          m.recommended.add(`${r.user}:${op.car}`);
        }
        break;
      }
      case "review": {
        if (m.requests.length === 0) continue;
        const r = m.requests[op.request % m.requests.length];
        const res = await post(app, users[r.user], "/api/reviews", {
          vehicle_request_id: r.id,
          rating: op.rating,
          content: "ok",
        });
        status = res.statusCode;
        expected = r.completed && !r.reviewed ? 201 : 409;
        if (expected === 201) {
          m.balance[r.user] += 1000;
          r.reviewed = true;
        }
        break;
      }
      case "view": {
        const res = await post(app, users[op.user], `/api/cars/${cars[op.car].id}/banner-view`);
        status = res.statusCode;
        const key = `${op.user}:${op.car}`;
        expected = m.access.has(key) ? 200 : !isBanner(op.car) ? 409 : m.balance[op.user] >= 100 ? 200 : 402;
        if (expected === 200 && !m.access.has(key)) {
          m.balance[op.user] -= 100;
          m.access.add(key);
        }
        break;
      }
      case "purchase": {
        const res = await post(app, users[op.user], `/api/cars/${cars[op.car].id}/purchase`);
        status = res.statusCode;
        const key = `${op.user}:${op.car}`;
        const recommended = m.recommended.has(key);
        const mine = m.holder.get(op.car) === op.user;
        expected = mine
          ? 200
          : !recommended && !isBanner(op.car)
            ? 409
            : m.holder.has(op.car)
              ? 409
              : recommended || m.balance[op.user] >= 1000
                ? 200
                : 402;
        if (expected === 200 && !mine) {
          // A recommended car was paid for by the recommendation: its purchase costs nothing.
          if (!recommended) m.balance[op.user] -= 1000;
          m.holder.set(op.car, op.user);
          m.purchased.add(key);
          m.access.add(key);
        }
        break;
      }
    }
    expect(status, JSON.stringify(op)).toBe(expected);
    for (const [i, u] of users.entries()) {
      const [b, sums] = await Promise.all([balances(app, u.id), ledgerSums(app, u.id)]);
      expect(b.cc, "balance never negative").toBeGreaterThanOrEqual(0);
      expect(b.cash).toBeGreaterThanOrEqual(0);
      expect(sums.cc, "ledger sum = cc_balance").toBe(b.cc);
      expect(sums.cash, "ledger sum = cash_cc_balance").toBe(b.cash);
      expect(b.cc, `model balance of user ${i}`).toBe(m.balance[i]);
    }
  }
}

describe("CC ledger properties", () => {
  it(
    "keeps sum(ledger) = balance >= 0 through random operation sequences",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
          await run(ops);
        }),
        { numRuns: Number(process.env.CC_PROPERTY_RUNS ?? 15) },
      );
    },
    patient(300_000),
  );
});

import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../src/server/db/schema/users.js";
import { cars, heroBanners } from "../src/server/db/schema/cars.js";
import { newReferralCode } from "../src/server/modules/accounts/referral-code.js";
import { hash } from "@node-rs/argon2";

export const DEFAULT_PASSWORD = "Correct-horse-42!";
let defaultHash: Promise<string> | undefined;

/**
 * Argon2id as the app stores it, at a fixture's cost: 1 MiB and one pass instead of OWASP's
 * 19 MiB and two (src/server/modules/accounts/passwords.ts). Verifying reads the cost from the
 * hash, so every login of a fixture user took some 25 ms of CPU at the real cost: seconds over
 * the suite, for nothing a test asserts. The app's own hashes (registration, reset, the
 * bootstrap admin) keep the real cost, which platform.test.ts checks.
 */
const hashPassword = (password: string) =>
  hash(password, { algorithm: 2 /* Argon2id */, memoryCost: 1024, timeCost: 1, parallelism: 1 });

type UserRow = typeof users.$inferSelect;

/**
 * Inserts a user directly (the default password's hash is computed once per worker). A given
 * `passwordHash` (of `password`) is stored as it is: a test that needs the real cost passes one.
 */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash =
    overrides.passwordHash ?? (password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password));
  const { password: _ignored, ...rest } = overrides;
  const [row] = await app.core.db
    .insert(users)
    .values({
      email: `user-${crypto.randomBytes(5).toString("hex")}@example.com`,
      name: "Test User",
      referralCode: newReferralCode(),
      ...rest,
      passwordHash,
    })
    .returning();
  return { ...row, password };
}

export const createAdmin = (app: FastifyInstance, overrides: Partial<typeof users.$inferInsert> = {}) =>
  createUser(app, { role: "admin", name: "Test Admin", ...overrides });

/** Logs in through the API and returns the Cookie header value for later requests. */
export async function loginCookie(app: FastifyInstance, user: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error("no session cookie");
  return `sid=${cookie.value}`;
}

export async function reloadUser(app: FastifyInstance, id: number) {
  const [row] = await app.core.db.select().from(users).where(eq(users.id, id));
  return row;
}

let carSeq = 0;

/**
 * Inserts a car directly (the catalogue API is not needed for fixtures), then clears the catalogue
 * caches as every service that writes a car does, so the next list or detail answer shows it.
 */
export async function createCar(app: FastifyInstance, overrides: Partial<typeof cars.$inferInsert> = {}) {
  carSeq += 1;
  const [row] = await app.core.db
    .insert(cars)
    .values({
      carName: "현대 쏘나타 DN8 2.0 가솔린",
      maker: "현대",
      model: "쏘나타",
      grade: "프리미엄",
      year: 2021,
      mileage: 35_000 + carSeq,
      fuel: "가솔린",
      transmission: "오토",
      color: "흰색",
      priceKrw: 21_500_000,
      options: ["선루프", "내비게이션"],
      description: "무사고 차량입니다.",
      ...overrides,
    })
    .returning();
  app.core.catalogueCache.clear();
  app.core.pageCache.clear();
  return row;
}

/** Makes a car a banner car the way the toggle does: a HeroBanner record plus cars.is_banner. */
export async function makeBanner(app: FastifyInstance, carId: number) {
  await app.core.db.insert(heroBanners).values({ carId, position: carId });
  await app.core.db.update(cars).set({ isBanner: true }).where(eq(cars.id, carId));
  app.core.catalogueCache.clear();
}

/** A car registered as a hero banner. */
export async function createBannerCar(app: FastifyInstance, overrides: Partial<typeof cars.$inferInsert> = {}) {
  const car = await createCar(app, overrides);
  await makeBanner(app, car.id);
  return { ...car, isBanner: true };
}

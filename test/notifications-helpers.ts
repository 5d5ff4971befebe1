import type { ParsedMail } from "mailparser";
import type { FastifyInstance } from "fastify";
import { cars, heroBanners } from "../src/server/db/schema/cars.js";

export const BASE_URL = "https://cars.example.test";
export const SITE_NAME = "Test Motors";
/** Environment for createTestApp: emails carry this site name and address. */
export const SITE_ENV = { PUBLIC_BASE_URL: BASE_URL, SITE_NAME };

/** Every address a message was sent to. */
export function recipients(m: ParsedMail): string[] {
  const list = m.to === undefined ? [] : Array.isArray(m.to) ? m.to : [m.to];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

export const sentTo = (address: string) => (m: ParsedMail) => recipients(m).includes(address.toLowerCase());

/** A raw header line of a received message (mailparser restructures List-* headers). */
export const rawHeader = (m: ParsedMail, name: string) => m.headerLines.find((h) => h.key === name.toLowerCase())?.line;

let carSeq = 0;

/** Inserts a car and registers it as a hero banner in one transaction, then emits the banner event (as the banner toggle does). */
export async function promoteCar(
  app: FastifyInstance,
  car: { maker: string; model: string; carName?: string; soldout?: boolean },
) {
  carSeq++;
  const promoted = await app.core.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cars)
      .values({
        carName: car.carName ?? `${car.maker} ${car.model}`,
        maker: car.maker,
        model: car.model,
        year: 2021,
        mileage: 35000,
        fuel: "가솔린",
        transmission: "오토",
        priceKrw: 25_000_000 + carSeq,
        soldout: car.soldout ?? false,
        isBanner: true,
      })
      .returning();
    await tx.insert(heroBanners).values({ carId: row.id, position: carSeq });
    return row;
  });
  // What the banners module says after its commit: the promo alerts subscribe to it.
  await app.core.events.emit("bannersChanged", { carIds: [promoted.id], joinedPromotion: [promoted.id] });
  return promoted;
}

/** pg-boss rows of the mail queue for one recipient (state, retry_count). */
export async function mailJobsFor(app: FastifyInstance, address: string) {
  const { rows } = await app.core.database.executor.executeSql(
    "select state, retry_count from pgboss.job where name = 'mail-send' and data->>'to' = $1",
    [address],
  );
  return rows as { state: string; retry_count: number }[];
}

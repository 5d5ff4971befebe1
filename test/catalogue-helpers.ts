import type { FastifyInstance } from "fastify";
import { createCar, markSoldout } from "../src/server/modules/cars/service.js";
import type { CarCreateInput } from "../src/shared/api/cars.js";

/** A valid create body; overrides win. */
export function carInput(overrides: Partial<CarCreateInput> = {}): CarCreateInput {
  return {
    car_name: "현대 쏘나타 DN8 2.0 가솔린 프리미엄",
    maker: "현대",
    model: "쏘나타",
    grade: "DN8 2.0 가솔린 프리미엄",
    year: 2021,
    month: 5,
    mileage: 42_000,
    fuel: "가솔린",
    transmission: "오토",
    color: "흰색",
    displacement_cc: 1999,
    car_number: "123가4567",
    price_krw: 21_500_000,
    options: ["선루프", "후방카메라"],
    description: "One owner.",
    dealer_comment: "무사고 차량입니다.",
    images: [{ url: "/photos/aa/one.jpg", thumb_url: "/photos/aa/one_t.jpg" }, "/photos/aa/two.jpg"],
    ...overrides,
  };
}

/** Inserts a car through the service (faster than HTTP for fixtures). */
export async function insertCar(app: FastifyInstance, overrides: Partial<CarCreateInput> = {}) {
  return createCar(app.core, app.core.db, carInput(overrides));
}

/**
 * Five cars for list and detail tests: sonata, grandeur, sorento, morning (available) and
 * g80 (sold out), created in that order.
 */
export async function insertFiveCars(app: FastifyInstance): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  ids.sonata = (await insertCar(app)).id;
  ids.grandeur = (
    await insertCar(app, {
      car_name: "현대 그랜저 IG 3.0 LPi 익스클루시브",
      model: "그랜저",
      year: 2019,
      mileage: 80_000,
      fuel: "LPG",
      price_krw: 18_000_000,
    })
  ).id;
  ids.sorento = (
    await insertCar(app, {
      car_name: "기아 쏘렌토 MQ4 2.2 디젤 시그니처",
      maker: "기아",
      model: "쏘렌토",
      year: 2022,
      mileage: 30_000,
      fuel: "디젤",
      price_krw: 33_000_000,
      car_number: "55나1234",
    })
  ).id;
  ids.morning = (
    await insertCar(app, {
      car_name: "기아 모닝 JA 1.0 가솔린 스탠다드",
      maker: "기아",
      model: "모닝",
      year: 2017,
      mileage: 90_000,
      transmission: "수동",
      price_krw: 6_000_000,
    })
  ).id;
  ids.g80 = (
    await insertCar(app, {
      car_name: "제네시스 G80 RG3 2.5T AWD",
      maker: "제네시스",
      model: "G80",
      year: 2023,
      mileage: 12_000,
      price_krw: 52_000_000,
    })
  ).id;
  await markSoldout(app.core, ids.g80, true);
  return ids;
}

import type { cars } from "../../db/schema/cars.js";
import { carThumbnail } from "../../../shared/photo-srcset.js";

export type CarRow = typeof cars.$inferSelect;

/** A car as emails show it (recommendations, alerts): name, year, mileage, price and photo. */
export function mailCarOf(c: CarRow) {
  return {
    id: c.id,
    name: c.carName,
    year: c.year,
    mileage: c.mileage,
    priceKrw: Number(c.priceKrw),
    photo: carThumbnail({ images: c.images, main_image: c.mainImage }),
  };
}

/** The list form of a car (as GET /api/cars items), for banners, purchases and recommendations. */
export function carSummary(c: CarRow) {
  return toListItem({
    id: c.id,
    car_name: c.carName,
    maker: c.maker,
    model: c.model,
    year: c.year,
    mileage: c.mileage,
    fuel: c.fuel,
    transmission: c.transmission,
    price_krw: c.priceKrw,
    main_image: c.mainImage,
    soldout: c.soldout,
    is_banner: c.isBanner,
    price_dropped_at: c.priceDroppedAt,
    accident: c.accident,
    power_hp: c.powerHp,
  });
}

/**
 * The columns of a car in the public list (car-search's LIST_COLUMNS, a ListRow there), as raw SQL
 * returns them (snake case; pg returns bigint as text).
 */
type ListItemRow = {
  id: number;
  car_name: string;
  maker: string;
  model: string;
  year: number;
  mileage: number;
  fuel: string;
  transmission: string;
  price_krw: number | string;
  main_image: string | null;
  soldout: boolean;
  is_banner: boolean;
  price_dropped_at?: Date | string | null;
  /** The inspection record's accident history (null: no record, or it did not say). */
  accident?: boolean | null;
  /** Engine power in metric horsepower (null: unknown). */
  power_hp?: number | null;
};

/** A list item of the contract from a row of the list's columns (GET /api/cars items, carSummary). */
export function toListItem(r: ListItemRow) {
  return {
    id: r.id,
    car_name: r.car_name,
    maker: r.maker,
    model: r.model,
    year: r.year,
    mileage: r.mileage,
    fuel: r.fuel,
    transmission: r.transmission,
    price_krw: Number(r.price_krw),
    main_image: r.main_image,
    soldout: r.soldout,
    is_banner: r.is_banner,
    price_dropped_at: r.price_dropped_at ? new Date(r.price_dropped_at) : null,
    accident: r.accident ?? null,
    power_hp: r.power_hp ?? null,
  };
}

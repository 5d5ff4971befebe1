import type { cars } from "../../db/schema/cars.js";
import { toListItem } from "../cars/list-sql.js";

type CarRow = typeof cars.$inferSelect;

/** The list form of a car (as GET /api/cars items), for purchases, recommendations and requests. */
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
  });
}

export type CarSummary = ReturnType<typeof carSummary>;

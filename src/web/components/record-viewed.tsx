import { useEffect } from "react";
import type { CarDetail } from "../../shared/api/cars";
import { recordViewed } from "../lib/compare/recently-viewed";

/** Puts the car shown at the front of this browser's "recently viewed" list (renders nothing). */
export function RecordViewed({ car }: { car: CarDetail }) {
  const { id, car_name, year, mileage, price_krw, main_image } = car;
  useEffect(() => {
    recordViewed({ id, car_name, year, mileage, price_krw, main_image });
  }, [id, car_name, year, mileage, price_krw, main_image]);
  return null;
}

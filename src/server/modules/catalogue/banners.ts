import type { Core } from "../../core.js";
import type { Lang } from "../../../shared/vehicle-terms.js";
import { activeBannerCars, bannerTexts } from "../banners/index.js";
import { carSummary } from "../cars/index.js";
import { decorateCars } from "../orders/index.js";

/** The hero banners as buyers see them: active ones in order, localised, each car with prices and availability. */
export async function publicBanners(core: Core, lang: Lang) {
  const rows = await activeBannerCars(core);
  const decorated = await decorateCars(
    core,
    rows.map(({ car }) => carSummary(car)),
  );
  return rows.map(({ banner, car }, i) => ({
    id: banner.id,
    car_id: banner.carId,
    position: banner.position,
    ...bannerTexts(banner, car.carName, lang),
    // The full-size main photo: the carousel is as wide as the page, list thumbnails are not.
    image: car.images[0]?.url ?? car.mainImage,
    car: decorated[i],
  }));
}

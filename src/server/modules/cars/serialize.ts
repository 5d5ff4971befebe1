import type { CarImage, cars } from "../../db/schema/cars.js";
import { toListItem } from "./list-sql.js";

export type CarRow = typeof cars.$inferSelect;

/** The thumbnail of the main image: its images entry when it is one of them. */
export function thumbnailOf(row: Pick<CarRow, "mainImage" | "images">): string | null {
  if (!row.mainImage) return row.images[0]?.thumb_url ?? null;
  const found = row.images.find((img) => img.url === row.mainImage || img.thumb_url === row.mainImage);
  return found?.thumb_url ?? row.mainImage;
}

/**
 * The public detail of the contract; `dealer_comment` only when the setting allows it, and
 * a banner car's description only for users with access.
 */
/** A car as emails show it (recommendations, alerts): name, year, mileage, price and photo. */
export function mailCarOf(c: CarRow) {
  return {
    id: c.id,
    name: c.carName,
    year: c.year,
    mileage: c.mileage,
    priceKrw: Number(c.priceKrw),
    photo: thumbnailOf(c),
  };
}

export function serializeCarDetail(row: CarRow, opts: { showDealerComment: boolean; hasAccess: boolean }) {
  return {
    id: row.id,
    car_name: row.carName,
    maker: row.maker,
    model: row.model,
    grade: row.grade,
    year: row.year,
    month: row.month,
    mileage: row.mileage,
    fuel: row.fuel,
    transmission: row.transmission,
    color: row.color,
    displacement_cc: row.displacementCc,
    car_number: row.carNumber,
    price_krw: Number(row.priceKrw),
    main_image: row.mainImage,
    thumbnail: thumbnailOf(row),
    images: row.images as CarImage[],
    options: row.options,
    // A banner car's description is what the paid banner view sells (spec item 4).
    description: row.isBanner && !opts.hasAccess ? null : row.description,
    description_locked: row.isBanner && !opts.hasAccess && row.description !== null,
    soldout: row.soldout,
    is_banner: row.isBanner,
    ...(opts.showDealerComment ? { dealer_comment: row.dealerComment } : {}),
    has_access: opts.hasAccess,
    price_dropped_at: row.priceDroppedAt,
    created_at: row.createdAt,
    condition: row.condition ?? null,
  };
}

export const carStatus = (soldout: boolean) => (soldout ? ("sold_out" as const) : ("active" as const));

/** What the admin car view shows: everything, with the banner record and the status. */
export function serializeAdminCar(row: CarRow, banner: { id: number; position: number; isActive: boolean } | null) {
  return {
    ...serializeCarDetail(row, { showDealerComment: true, hasAccess: true }),
    // The admin view decides by the HeroBanner record, like the toggle does.
    is_banner: banner !== null,
    dealer_comment: row.dealerComment,
    dealer_name: row.dealerName,
    dealer_phone: row.dealerPhone,
    vin: row.vin,
    status: carStatus(row.soldout),
    soldout_at: row.soldoutAt,
    archived_at: row.archivedAt,
    source: row.source,
    upstream_key: row.upstreamKey,
    banner: banner ? { id: banner.id, position: banner.position, is_active: banner.isActive } : null,
    updated_at: row.updatedAt,
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
  });
}

export type CarSummary = ReturnType<typeof carSummary>;

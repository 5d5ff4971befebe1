// The catalogue's answers about one car: the public detail (GET /api/cars/:id) and the admin's
// view with its banner record, from the car's row (cars) as the read model puts them together.
import type { CarImage } from "../../db/schema/cars.js";
import { carStatus } from "../../../shared/car-list.js";
import { carThumbnail } from "../../../shared/photo-srcset.js";
import type { CarRow } from "../cars/index.js";

/**
 * The public detail of the contract; `dealer_comment` only when the setting allows it, and
 * a banner car's description only for users with access.
 */
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
    power_hp: row.powerHp,
    car_number: row.carNumber,
    price_krw: Number(row.priceKrw),
    main_image: row.mainImage,
    thumbnail: carThumbnail({ images: row.images, main_image: row.mainImage }),
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

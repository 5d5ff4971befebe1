import type { CarListItem } from "../../cars/types/car";

/** POST /api/cars/{car_id}/banner-view. */
export interface BannerViewResult {
  car_id: number;
  description: string | null;
  pdf_url: string;
  charged_cc: number;
  cc_balance: number;
}

/** DirectPurchasedCarResponse. */
export interface DirectPurchasedCar {
  car_id: number;
  car_name: string;
  price_cc: number;
  purchased_at: string;
  car: CarListItem;
}

export interface PurchaseResult extends DirectPurchasedCar {
  charged_cc: number;
  cc_balance: number;
  /** The order the purchase opened (reserved until `reserved_until`). */
  order_id: number;
  status: string;
  reserved_until: string;
}

/** MyVehiclesResponse. */
export interface MyVehicles {
  recommended: { car: CarListItem; vehicle_request_id: number; recommended_at: string }[];
  purchased: DirectPurchasedCar[];
  viewed?: { car: CarListItem; viewed_at: string; price_cc: number }[];
}

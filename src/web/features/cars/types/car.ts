import type { Availability, Prices } from "../../../../shared/api/deals";
/** Car JSON of the API contract (docs/api.md, Cars). Terms are Korean as stored; display translates. */
export interface CarImage {
  url: string;
  thumb_url: string;
}

export interface CarListItem {
  id: number;
  car_name: string;
  maker: string;
  model: string;
  year: number;
  mileage: number;
  fuel: string;
  transmission: string;
  price_krw: number;
  /** Thumbnail URL. */
  main_image: string | null;
  soldout: boolean;
  is_banner: boolean;
  /** Deals: reserved while an order holds the car. */
  availability?: Availability;
  /** The price in the four currencies (KRW and MNT whole, USD and RUB with cents). */
  prices?: Prices;
}

export interface CarDetail extends CarListItem {
  grade: string | null;
  month: number | null;
  color: string | null;
  displacement_cc: number | null;
  car_number: string | null;
  thumbnail: string | null;
  images: CarImage[];
  options: string[];
  description: string | null;
  /** A banner car whose description the user has not paid for yet. */
  description_locked?: boolean;
  /** Present only while the setting show_dealer_comment is on. */
  dealer_comment?: string | null;
  has_access: boolean;
  created_at: string;
  /** The cost page's breakdown for this car. */
  export_cost?: { items: { key: string; krw: number; usd: number }[]; total_krw: number; total_usd: number };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export { CAR_SORTS, type CarSort } from "../../../../shared/car-list";
import type { CarFilters as ListFilters, CarSort } from "../../../../shared/car-list";

export interface CarFilters extends ListFilters {
  sort?: CarSort;
  page?: number;
  page_size?: number;
}

export interface MakerCount {
  maker: string;
  count: number;
}

export interface ModelCount {
  model: string;
  count: number;
}

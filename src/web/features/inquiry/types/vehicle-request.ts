import type { CarListItem } from "../../cars/types/car";

import type { RequestStatus } from "../../../lib/statuses";

export type { RequestStatus };

export type RecommendedCar = CarListItem & { recommended_at: string };

/** A vehicle request as the API answers it. */
export interface VehicleRequest {
  id: number;
  maker: string;
  model: string | null;
  grade: string | null;
  year: number | null;
  fuel: string | null;
  mileage: number | null;
  budget_krw: number | null;
  note: string | null;
  status: RequestStatus;
  admin_note: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  recommended_cars: RecommendedCar[];
}

/** An item of GET /api/vehicle-requests/me. */
export interface MyVehicleRequest extends VehicleRequest {
  review: { id: number; rating: number } | null;
  can_review: boolean;
}

export interface VehicleRequestInput {
  maker: string;
  model?: string | null;
  grade?: string | null;
  year?: number | null;
  fuel?: string | null;
  mileage?: number | null;
  budget_krw?: number | null;
  note?: string | null;
}

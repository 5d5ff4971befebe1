/** GET /api/upstream/complexes: the Complex dropdown. */
export interface UpstreamComplex {
  code: string;
  name: string;
}

/** One row of GET /api/upstream/search (Korean terms as the upstream writes them). */
export interface UpstreamSearchItem {
  car_key: string;
  car_name: string;
  car_number: string | null;
  year: number | null;
  month: number | null;
  mileage: number | null;
  fuel: string | null;
  transmission: string | null;
  color: string | null;
  price_krw: number | null;
  /** The upstream's image URL; shown through the service's thumbnail proxy. */
  main_image: string | null;
  danji: string | null;
  imported_car_id: number | null;
  imported_thumbnail: string | null;
}

export interface UpstreamSearchResult {
  items: UpstreamSearchItem[];
  total: number;
  page: number;
  unreadable_rows: number;
}

export interface UpstreamSearchParams {
  complexCode: string | null;
  maker: string | null;
  model: string | null;
  page: number;
}

/** POST /api/upstream/import */
export interface ImportResult {
  imported: { car_key: string; car_id: number; car_name: string }[];
  skipped: { car_key: string; car_name: string; reason: string }[];
  failed: { car_key: string; error: string }[];
}

export interface CheckRun {
  id: number;
  trigger: "manual" | "scheduled" | "nightly" | string;
  status: "running" | "finished" | "failed" | "abandoned" | string;
  started_at: string;
  finished_at: string | null;
  checked: number;
  still_available: number;
  marked_soldout: number;
  unknown: number;
  errors: number;
  error_message: string | null;
}

/** GET /api/upstream/availability-check */
export interface CheckStatus {
  enabled: boolean;
  time: string;
  time_zone: string;
  running: boolean;
  current_run: CheckRun | null;
  last_run: CheckRun | null;
  recent_runs: CheckRun[];
}

import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/** GET /api/settings/public: what a visitor's pages need (more keys may arrive). */
export interface PublicSettings {
  site_name?: string;
  app_env?: "development" | "staging" | "production" | string;
  board_enabled: boolean;
  show_dealer_comment: boolean;
  cc_per_banner_view: number;
  domestic_export_customs_krw: number;
  sns_campaign_enabled?: boolean;
  sns_reward_cc?: number;
  sns_platforms?: string[];
  usd_krw_rate?: number;
  cost_inland_transport_krw?: number;
  cost_shipping_usd?: number;
  cost_insurance_percent?: number;
  cost_agency_fee_krw?: number;
  topup_min_cc?: number;
  topup_max_cc?: number;
  cc_price_usd?: number;
  reservation_days?: number;
  mnt_krw_rate?: number;
  rub_krw_rate?: number;
  [key: string]: unknown;
}

export const publicSettingsQueryKey = ["settings", "public"] as const;

export function getPublicSettings(): Promise<PublicSettings> {
  return api.get<PublicSettings>("/api/settings/public");
}

export function usePublicSettings() {
  return useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: getPublicSettings,
    staleTime: 5 * 60_000,
  });
}

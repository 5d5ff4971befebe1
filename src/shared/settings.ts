/** SystemSettings as the API answers them (GET/PUT /api/admin/settings): one flat object. */
export type Settings = {
  cc_per_banner_view: number;
  show_dealer_comment: boolean;
  domestic_export_customs_krw: number;
  board_enabled: boolean;
  availability_check_enabled: boolean;
  availability_check_time: string;
  sync_enabled: boolean;
  sync_time: string;
  sync_max_per_run: number;
  sns_campaign_enabled: boolean;
  sns_reward_cc: number;
  sns_platforms: (typeof SNS_PLATFORMS)[number][];
  sns_max_per_user: number;
  usd_krw_rate: number;
  cost_inland_transport_krw: number;
  cost_shipping_usd: number;
  cost_insurance_percent: number;
  cost_agency_fee_krw: number;
  topup_min_cc: number;
  topup_max_cc: number;
  cc_price_usd: number;
  topup_bank_details: string;
  reservation_days: number;
  mnt_krw_rate: number;
  rub_krw_rate: number;
  /** KRW per EUR: converts import rules kept in euros (api.md "Door to door"). */
  eur_krw_rate: number;
  /** Where buyers' questions are emailed; empty: the first administrator's address. */
  staff_email: string;
  seller_legal_name: string;
  seller_address: string;
  invoice_bank_details: string;
  /** Printed on the proforma invoice as the port of loading. */
  port_of_loading: string;
  /** Days after full payment by which the car must ship (the order's `ship_by`, set once). */
  ship_within_days: number;
  /** Days after delivery in which the buyer may file a claim; 0 closes the window. */
  claim_window_days: number;
};

export const SNS_PLATFORMS = ["facebook", "instagram", "x", "telegram", "vk", "kakao"] as const;

/** Upper bound of `sync_max_per_run` (the settings form shows it too). */
export const SYNC_MAX_PER_RUN_LIMIT = 5000;

/** The settings any visitor may read (GET /api/settings/public); the others are for admins only. */
export const PUBLIC_SETTING_KEYS = [
  "cc_per_banner_view",
  "show_dealer_comment",
  "domestic_export_customs_krw",
  "board_enabled",
  "sns_campaign_enabled",
  "sns_reward_cc",
  "sns_platforms",
  "usd_krw_rate",
  "cost_inland_transport_krw",
  "cost_shipping_usd",
  "cost_insurance_percent",
  "cost_agency_fee_krw",
  "topup_min_cc",
  "topup_max_cc",
  "cc_price_usd",
  "reservation_days",
  "mnt_krw_rate",
  "rub_krw_rate",
] as const satisfies readonly (keyof Settings)[];
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

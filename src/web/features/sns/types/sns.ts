import type { SnsStatus } from "../../../lib/statuses";

export type { SnsStatus };

/** All platforms the campaign can accept (settings choose a subset). */
export const SNS_PLATFORMS = ["facebook", "instagram", "x", "telegram", "vk", "kakao"] as const;
export type SnsPlatform = (typeof SNS_PLATFORMS)[number];

export interface SnsSubmission {
  id: number;
  user_id: number;
  platform: SnsPlatform;
  url: string;
  status: SnsStatus;
  admin_note: string | null;
  /** Withdrawable CC credited on approval. */
  reward_cc: number | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface SnsCampaign {
  enabled: boolean;
  reward_cc: number;
  platforms: SnsPlatform[];
  max_per_user: number;
  approved_count: number;
}

export interface MySubmissionsPage {
  items: SnsSubmission[];
  total: number;
  page: number;
  page_size: number;
  campaign: SnsCampaign;
}

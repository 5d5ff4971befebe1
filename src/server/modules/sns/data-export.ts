// What the SNS module gives to a buyer's data export: the user's shared posts and their rewards.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { SnsStatus } from "../../../shared/api/sns.js";
import { milliToCc } from "../../../shared/cc.js";
import type { DbOrTx } from "../../db/client.js";
import { snsShareSubmissions } from "../../db/schema/community.js";

/** The user's SNS share submissions, oldest first (the reviewing admin stays out). */
export async function exportSnsSharesOf(db: DbOrTx, userId: number): Promise<DataExport["sns_shares"]> {
  const rows = await db
    .select()
    .from(snsShareSubmissions)
    .where(eq(snsShareSubmissions.userId, userId))
    .orderBy(asc(snsShareSubmissions.id));
  return rows.map((s) => ({
    id: s.id,
    platform: s.platform,
    url: s.url,
    status: s.status as SnsStatus,
    admin_note: s.adminNote,
    reward_cc: s.rewardAmount === null ? null : milliToCc(s.rewardAmount),
    reviewed_at: s.reviewedAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
  }));
}

import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { ccToMilli, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { snsShareSubmissions } from "../../db/schema/community.js";
import { AppError, conflict, notFound, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { applyLedgerEntry, lockAccount, userCards } from "../accounts/index.js";
import { getSettings } from "../settings/index.js";
import { notify } from "../notifications/index.js";
import { checkShareUrl, type SnsPlatform } from "./platforms.js";
import type { SnsStatus } from "../../../shared/api/sns.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { isUniqueViolation } from "../../lib/pg-errors.js";
import { paths } from "../../../shared/paths.js";

type Row = typeof snsShareSubmissions.$inferSelect;

function serializeSubmission(r: Row) {
  return {
    id: r.id,
    user_id: r.userId,
    platform: r.platform,
    url: r.url,
    status: r.status as SnsStatus,
    admin_note: r.adminNote,
    reward_cc: r.rewardAmount === null ? null : milliToCc(r.rewardAmount),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

const approvedCount = async (db: DbOrTx, userId: number) => {
  const [{ n }] = await db
    .select({ n: count() })
    .from(snsShareSubmissions)
    .where(and(eq(snsShareSubmissions.userId, userId), eq(snsShareSubmissions.status, "approved")));
  return n;
};

const limitReached = (max: number) =>
  conflict("limit_reached", `The campaign rewards at most ${max} approved shares per user`, { max_per_user: max });

/** A user submits a share of ours for verification (status pending). */
export async function submitShare(core: Core, user: SessionUser, input: { platform: SnsPlatform; url: string }) {
  const settings = await getSettings(core);
  if (!settings.sns_campaign_enabled) throw conflict("campaign_disabled", "The SNS campaign is not running");
  if (!settings.sns_platforms.includes(input.platform)) {
    throw validationError([
      { field: "platform", message: `is not accepted by the campaign (${settings.sns_platforms.join(", ")})` },
    ]);
  }
  const checked = checkShareUrl(input.platform, input.url);
  if (!checked.ok) throw validationError([{ field: "url", message: checked.message }]);
  if ((await approvedCount(core.db, user.id)) >= settings.sns_max_per_user)
    throw limitReached(settings.sns_max_per_user);
  try {
    const [row] = await core.db
      .insert(snsShareSubmissions)
      .values({ userId: user.id, platform: input.platform, url: checked.url })
      .onConflictDoNothing({ target: snsShareSubmissions.url })
      .returning();
    if (!row) throw conflict("duplicate_url", "This URL has already been submitted");
    return serializeSubmission(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("duplicate_url", "This URL has already been submitted");
    throw e;
  }
}

/** The user's submissions, newest first, with the campaign's rules and their progress. */
export async function mySubmissions(core: Core, userId: number, page: number, pageSize: number) {
  const where = eq(snsShareSubmissions.userId, userId);
  const [rows, [{ total }], approved, settings] = await Promise.all([
    core.db
      .select()
      .from(snsShareSubmissions)
      .where(where)
      .orderBy(desc(snsShareSubmissions.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(snsShareSubmissions).where(where),
    approvedCount(core.db, userId),
    getSettings(core),
  ]);
  return {
    ...pagedResponse(rows.map(serializeSubmission), total, page, pageSize),
    campaign: {
      enabled: settings.sns_campaign_enabled,
      reward_cc: settings.sns_reward_cc,
      platforms: settings.sns_platforms,
      max_per_user: settings.sns_max_per_user,
      approved_count: approved,
    },
  };
}

/** Admin list with the submitter's email and name; filter by status and platform. */
export async function adminListSubmissions(
  core: Core,
  query: { status?: SnsStatus; platform?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(snsShareSubmissions.status, query.status));
  if (query.platform) conditions.push(eq(snsShareSubmissions.platform, query.platform));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [submissions, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(snsShareSubmissions)
      .where(where)
      .orderBy(desc(snsShareSubmissions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    core.db.select({ total: count() }).from(snsShareSubmissions).where(where),
  ]);
  const people = await userCards(
    core.db,
    submissions.map((s) => s.userId),
  );
  return pagedResponse(
    // A submission goes with its account (cascade): every one has its user.
    submissions.flatMap((s) => {
      const user = people.get(s.userId);
      return user ? [{ ...serializeSubmission(s), user_email: user.email, user_name: user.name }] : [];
    }),
    total,
    query.page,
    query.pageSize,
  );
}

/**
 * Approves or rejects a pending submission. An approval credits the campaign's reward to
 * the withdrawable balance once (idempotency key `sns-reward:<id>`); a decided submission
 * answers 409. The row lock makes racing verifications queue up behind the first.
 */
export async function verifySubmission(
  core: Core,
  admin: SessionUser,
  id: number,
  input: { approved: boolean; note?: string | null },
) {
  const settings = await getSettings(core);
  const note = input.note?.trim() || null;
  return core.db.transaction(async (tx) => {
    const [row] = await tx.select().from(snsShareSubmissions).where(eq(snsShareSubmissions.id, id)).for("update");
    if (!row) throw notFound("Submission");
    if (row.status !== "pending")
      throw conflict("already_decided", `This submission is already ${row.status}`, { status: row.status });
    let reward = 0;
    if (input.approved) {
      // Serialises approvals of one user's different submissions, so the limit holds under races.
      await lockAccount(tx, row.userId);
      if ((await approvedCount(tx, row.userId)) >= settings.sns_max_per_user)
        throw limitReached(settings.sns_max_per_user);
      reward = ccToMilli(settings.sns_reward_cc);
      if (reward > 0) {
        const result = await applyLedgerEntry(tx, {
          userId: row.userId,
          account: "cash_cc",
          amount: reward,
          kind: "sns_reward",
          ref: `sns_share:${row.id}`,
          idempotencyKey: `sns-reward:${row.id}`,
          createdByUserId: admin.id,
        });
        if (!result.applied) throw new AppError(409, "already_decided", "This submission was already rewarded");
      }
    }
    const [updated] = await tx
      .update(snsShareSubmissions)
      .set({
        status: input.approved ? "approved" : "rejected",
        adminNote: note,
        rewardAmount: input.approved ? reward : null,
        reviewedByUserId: admin.id,
        reviewedAt: sql`now()`,
      })
      .where(eq(snsShareSubmissions.id, id))
      .returning();
    if (input.approved) {
      await notify(core, tx, {
        userId: row.userId,
        kind: "sns_verified",
        params: { platform: row.platform, amount: reward > 0 ? milliToCc(reward) : null },
        link: paths.me.sns,
      });
    } else {
      await notify(core, tx, {
        userId: row.userId,
        kind: "sns_rejected",
        params: { platform: row.platform, note },
        link: paths.me.sns,
      });
    }
    return serializeSubmission(updated);
  });
}

/** The dashboard's count: shares waiting for an administrator. */
export async function pendingShareCount(core: Pick<Core, "db">) {
  const [row] = await core.db
    .select({ n: count() })
    .from(snsShareSubmissions)
    .where(eq(snsShareSubmissions.status, "pending"));
  return Number(row.n);
}

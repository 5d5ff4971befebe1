import { totpIsOn } from "./totp-secrets.js";
import crypto from "node:crypto";
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { ccToMilli, milliToCc } from "../../../shared/cc.js";
import type { Core } from "../../core.js";
import { users } from "../../db/schema/users.js";
import { conflict, validationError } from "../../lib/errors.js";
import { applyLedgerEntry, type Account } from "./ledger.js";
import { deleteUserSessions } from "./sessions.js";
import { serializeUser } from "./serialize.js";
import { getUser, softDeleteUser } from "./service.js";
import { ledgerEntry } from "./balances.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { containsPattern } from "../../lib/sql.js";
import type { UserStatus } from "../../../shared/api/constants.js";

type UserRow = typeof users.$inferSelect;

export { USER_STATUSES, type UserStatus } from "../../../shared/api/constants.js";

/** One status per user: deleted wins over deactivated, which wins over locked. */
export function userStatus(u: UserRow): UserStatus {
  if (u.deletedAt) return "deleted";
  if (!u.isActive) return "deactivated";
  if (u.lockedAt) return "locked";
  return "active";
}

/** The admin view of a user: the User object plus state fields. */
export function serializeAdminUser(u: UserRow) {
  return {
    ...serializeUser(u),
    status: userStatus(u),
    deleted_at: u.deletedAt?.toISOString() ?? null,
    locked: u.lockedAt !== null,
    locked_at: u.lockedAt?.toISOString() ?? null,
    failed_login_count: u.failedLoginCount,
    referred_by_user_id: u.referredByUserId,
    updated_at: u.updatedAt.toISOString(),
    totp_enabled: totpIsOn(u),
  };
}

const STATUS_FILTER: Record<UserStatus, SQL> = {
  deleted: isNotNull(users.deletedAt),
  deactivated: and(isNull(users.deletedAt), eq(users.isActive, false))!,
  locked: and(isNull(users.deletedAt), eq(users.isActive, true), isNotNull(users.lockedAt))!,
  active: and(isNull(users.deletedAt), eq(users.isActive, true), isNull(users.lockedAt))!,
};

/** Admin search over users: q on email or name, one status, newest first. */
export async function listUsers(
  core: Core,
  query: { q?: string; status?: UserStatus; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) conditions.push(or(ilike(users.email, containsPattern(q)), ilike(users.name, containsPattern(q)))!);
  if (query.status) conditions.push(STATUS_FILTER[query.status]);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    core.db.select({ total: count() }).from(users).where(where),
  ]);
  return pagedResponse(rows.map(serializeAdminUser), total, query.page, query.pageSize);
}

const refuseSelf = (admin: UserRow, userId: number, what: string) => {
  if (admin.id === userId) throw conflict("cannot_change_self", `Administrators cannot ${what} their own account here`);
};

/** Deactivates or reactivates a user and/or changes the role; deactivation ends the sessions at once. */
export async function updateUserByAdmin(
  core: Core,
  admin: UserRow,
  userId: number,
  patch: { is_active?: boolean; role?: "user" | "admin" },
) {
  return core.db.transaction(async (tx) => {
    const user = await getUser(tx, userId);
    if (patch.is_active === false || (patch.role !== undefined && patch.role !== user.role))
      refuseSelf(admin, userId, "deactivate or change the role of");
    if (user.deletedAt) throw conflict("user_deleted", "This account is deleted");
    const set: Partial<typeof users.$inferInsert> = {};
    if (patch.is_active !== undefined) set.isActive = patch.is_active;
    if (patch.role !== undefined) set.role = patch.role;
    if (Object.keys(set).length === 0) return serializeAdminUser(user);
    const [row] = await tx
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (patch.is_active === false) await deleteUserSessions(tx, userId);
    return serializeAdminUser(row);
  });
}

/** Soft-deletes a user on an administrator's behalf. */
export async function deleteUserByAdmin(core: Core, admin: UserRow, userId: number) {
  refuseSelf(admin, userId, "delete");
  await core.db.transaction(async (tx) => {
    await getUser(tx, userId);
    await softDeleteUser(tx, userId);
  });
}

/** Clears a login lock and the failure count. */
export async function unlockUser(core: Core, userId: number) {
  await getUser(core.db, userId);
  const [row] = await core.db
    .update(users)
    .set({ lockedAt: null, failedLoginCount: 0, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return serializeAdminUser(row);
}

export type CreditAdjustment = { amount: number; account: Account; reason: string; idempotency_key?: string };

/**
 * Adds or removes CC on one account of a user with a reason: one ledger entry. A debit
 * below zero is 402. A repeated idempotency_key changes nothing and answers the balances.
 */
export async function adjustCredits(core: Core, admin: UserRow, userId: number, input: CreditAdjustment) {
  let amount: number;
  try {
    amount = ccToMilli(input.amount);
  } catch {
    throw validationError([{ field: "amount", message: "must be a CC amount with at most 3 decimals" }]);
  }
  if (amount === 0) throw validationError([{ field: "amount", message: "must not be zero" }]);
  const reason = input.reason.trim();
  if (!reason) throw validationError([{ field: "reason", message: "must not be empty" }]);
  const key = input.idempotency_key ?? crypto.randomUUID();
  return core.db.transaction(async (tx) => {
    const user = await getUser(tx, userId);
    if (user.deletedAt) throw conflict("user_deleted", "This account is deleted");
    const result = await applyLedgerEntry(tx, {
      userId,
      account: input.account,
      amount,
      kind: "admin_adjustment",
      ref: `admin:${admin.id}`,
      idempotencyKey: `admin-adjust:${userId}:${key}`,
      note: reason,
      createdByUserId: admin.id,
    });
    const after = await getUser(tx, userId);
    const entry = result.entryId === null ? null : await ledgerEntry(tx, result.entryId);
    return {
      user_id: userId,
      cc_balance: milliToCc(after.ccBalance),
      cash_cc_balance: milliToCc(after.cashCcBalance),
      applied: result.applied,
      entry,
    };
  });
}

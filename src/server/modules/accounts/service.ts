import { isPhone, type Lang } from "../../../shared/api/constants.js";
import { and, eq, isNull, sql } from "drizzle-orm";
import { isCountryCode } from "../../../shared/countries.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { passwordResetTokens, users } from "../../db/schema/users.js";
import { AppError, notFound, validationError } from "../../lib/errors.js";
import { verifyPassword } from "./passwords.js";
import { deleteUserSessions } from "./sessions.js";
import { findActivePort } from "../ports/index.js";
import { isForeignKeyViolation } from "../../lib/pg-errors.js";

type UserRow = typeof users.$inferSelect;

export async function getUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound("User");
  return row;
}

export type ProfilePatch = {
  name?: string;
  country?: string;
  lang?: Lang;
  port_id?: number | null;
  address?: string | null;
  phone?: string | null;
};

// Printed on an invoice: no control characters (an address keeps its line breaks).
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/** Changes the own profile: name, country (ISO 3166-1 alpha-2), language. */
export async function updateProfile(core: Core, userId: number, patch: ProfilePatch): Promise<UserRow> {
  const set: Partial<typeof users.$inferInsert> = {};
  const bad: { field: string; in: string; message: string }[] = [];
  if (patch.name !== undefined) {
    const name = patch.name.trim();
    if (!name) bad.push({ field: "name", in: "body", message: "must not be empty" });
    set.name = name;
  }
  if (patch.country !== undefined) {
    const country = patch.country.trim().toUpperCase();
    if (!isCountryCode(country))
      bad.push({ field: "country", in: "body", message: "must be an ISO 3166-1 alpha-2 country code" });
    set.country = country;
  }
  if (patch.lang !== undefined) set.lang = patch.lang;
  if (patch.port_id !== undefined) {
    if (patch.port_id !== null && !(await findActivePort(core, patch.port_id)))
      bad.push({ field: "port_id", in: "body", message: "is not an active destination port" });
    set.portId = patch.port_id;
  }
  if (patch.address !== undefined) {
    const address = patch.address?.replace(/\r\n?/g, "\n").trim() || null;
    if (address !== null && (CONTROL_BUT_NEWLINE.test(address) || address.split("\n").length > 6))
      bad.push({ field: "address", in: "body", message: "must be plain text of at most 6 lines" });
    set.address = address;
  }
  if (patch.phone !== undefined) {
    const phone = patch.phone?.trim() || null;
    if (phone !== null && !isPhone(phone))
      bad.push({ field: "phone", in: "body", message: "must be a phone number such as +976 9911 2233" });
    set.phone = phone;
  }
  if (bad.length > 0) throw validationError(bad);
  if (Object.keys(set).length === 0) return getUser(core.db, userId);
  try {
    const [row] = await core.db
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row;
  } catch (err) {
    // The port was deleted between the check and the write (a foreign key violation).
    if (isForeignKeyViolation(err))
      throw validationError([{ field: "port_id", message: "is not an active destination port" }]);
    throw err;
  }
}

/**
 * Soft-deletes a user: sets deleted_at, ends every session and voids reset links. The
 * rows stay until the email registers again (then they are purged).
 */
export async function softDeleteUser(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ deletedAt: sql`coalesce(${users.deletedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await deleteUserSessions(db, userId);
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** A user deletes their own account after typing their password again. */
export async function deleteOwnAccount(core: Core, user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(401, "invalid_credentials", "The password is wrong", [
      { field: "password", in: "body", message: "is wrong" },
    ]);
  }
  await core.db.transaction((tx) => softDeleteUser(tx, user.id));
}

export function serializePromoPreference(u: UserRow) {
  return {
    promo_preferred_maker: u.promoPreferredMaker,
    promo_preferred_model: u.promoPreferredModel,
    promo_email_enabled: u.promoEmailEnabled,
  };
}

export type PromoPatch = {
  promo_preferred_maker?: string | null;
  promo_preferred_model?: string | null;
  promo_email_enabled?: boolean;
};

const blankToNull = (v: string | null) => (v === null || v.trim() === "" ? null : v.trim());

/** Stores the promo preference; keys left out keep their value. A model needs a maker. */
export async function updatePromoPreference(core: Core, userId: number, patch: PromoPatch): Promise<UserRow> {
  const current = await getUser(core.db, userId);
  const maker =
    patch.promo_preferred_maker !== undefined ? blankToNull(patch.promo_preferred_maker) : current.promoPreferredMaker;
  // A new maker without a model clears the old maker's model.
  const model =
    patch.promo_preferred_model !== undefined
      ? blankToNull(patch.promo_preferred_model)
      : maker !== current.promoPreferredMaker
        ? null
        : current.promoPreferredModel;
  if (model && !maker) {
    throw validationError([{ field: "promo_preferred_model", message: "needs promo_preferred_maker" }]);
  }
  const [row] = await core.db
    .update(users)
    .set({
      promoPreferredMaker: maker,
      promoPreferredModel: model,
      promoEmailEnabled: patch.promo_email_enabled ?? current.promoEmailEnabled,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The dashboard's counts: accounts not deleted, and those created in the last 7 days. */
export async function accountCounts(core: Pick<Core, "db">) {
  const [row] = await core.db
    .select({
      total: sql<number>`count(*)::int`,
      new7d: sql<number>`(count(*) filter (where ${users.createdAt} >= now() - interval '7 days'))::int`,
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return { total: Number(row.total), new_7d: Number(row.new7d) };
}

// CC top-ups by bank transfer: a buyer asks for an amount and gets the bank details and a
// reference, uploads the slip; an administrator confirms (one ledger credit) or rejects.
import crypto from "node:crypto";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { ccToMilli, isValidCc, milliToCc } from "../../../shared/cc.js";
import { TOPUP_MAX_PENDING, type TopupStatus } from "../../../shared/api/deals.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { topups } from "../../db/schema/deals.js";
import { conflict, notFound, validationError } from "../../lib/errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import type { SessionUser } from "../../lib/session-user.js";
import { applyLedgerEntry, lockAccount, userCards } from "../accounts/index.js";
import { notify } from "../notifications/index.js";
import { getSettingIn, getSettings } from "../settings/index.js";
import { readProof, removeProof, saveProof, type ProofType } from "./proofs.js";

type Row = typeof topups.$inferSelect;

export const topupLedgerKey = (id: number) => `topup:${id}`;

function serializeTopup(r: Row, bankDetails: string) {
  return {
    id: r.id,
    amount_cc: milliToCc(r.amount),
    amount_usd: r.amountUsdCents / 100,
    reference: r.reference,
    status: r.status as TopupStatus,
    payer_name: r.payerName,
    note: r.note,
    bank_details: bankDetails,
    has_proof: r.proofFile !== null,
    proof_type: r.proofType,
    confirmed_amount_cc: r.confirmedAmount === null ? null : milliToCc(r.confirmedAmount),
    reject_reason: r.rejectReason,
    processed_at: r.processedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

// No 0/O/1/I: the buyer copies the code by hand onto a bank form.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A short transfer reference such as `CC-7K3M9QX2` (8 random letters: 40 bits). */
export function newReference(): string {
  const bytes = crypto.randomBytes(8);
  let code = "";
  for (const b of bytes) code += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length];
  return `CC-${code}`;
}

/** USD cents of a milli-CC amount at `ccPriceUsd` USD per CC. */
export const usdCentsOf = (milli: number, ccPriceUsd: number) => Math.round((milli * ccPriceUsd) / 10);

const bankDetailsOf = (db: DbOrTx) => getSettingIn(db, "topup_bank_details");

/**
 * Opens a pending top-up. The amount must lie within topup_min_cc..topup_max_cc with at most
 * 3 decimals (422); a user holds at most 3 pending top-ups (409 too_many_pending), counted
 * under a lock of the user's row so parallel requests cannot pass the limit together.
 */
export async function createTopup(
  core: Core,
  user: SessionUser,
  input: { amount_cc: number; payer_name: string; note?: string | null },
) {
  const payerName = input.payer_name.trim();
  const note = input.note?.trim() || null;
  const errors: { field: string; message: string }[] = [];
  if (!payerName) errors.push({ field: "payer_name", message: "must not be empty" });
  const settings = await getSettings(core);
  if (!isValidCc(input.amount_cc) || input.amount_cc <= 0) {
    errors.push({ field: "amount_cc", message: "must be a positive CC amount with at most 3 decimals" });
  } else if (input.amount_cc < settings.topup_min_cc || input.amount_cc > settings.topup_max_cc) {
    errors.push({
      field: "amount_cc",
      message: `must be between ${settings.topup_min_cc} and ${settings.topup_max_cc}`,
    });
  }
  if (errors.length > 0) throw validationError(errors);
  const amount = ccToMilli(input.amount_cc);
  return core.db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const [{ pending }] = await tx
      .select({ pending: count() })
      .from(topups)
      .where(and(eq(topups.userId, user.id), eq(topups.status, "pending")));
    if (pending >= TOPUP_MAX_PENDING)
      throw conflict("too_many_pending", `At most ${TOPUP_MAX_PENDING} top-ups may wait for confirmation`, {
        pending,
      });
    // A clash of two random references is rare; ON CONFLICT makes it a retry, not a 500.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(topups)
        .values({
          userId: user.id,
          amount,
          amountUsdCents: usdCentsOf(amount, settings.cc_price_usd),
          reference: newReference(),
          payerName,
          note,
        })
        .onConflictDoNothing({ target: topups.reference })
        .returning();
      if (row) return serializeTopup(row, settings.topup_bank_details);
    }
    throw new Error("could not find a free top-up reference");
  });
}

/** Attaches the slip to the user's own pending top-up (someone else's → 404). */
export async function attachProof(core: Core, user: SessionUser, id: number, bytes: Buffer, type: ProofType) {
  const [current] = await core.db
    .select()
    .from(topups)
    .where(and(eq(topups.id, id), eq(topups.userId, user.id)));
  if (!current) throw notFound("Top-up");
  if (current.status !== "pending")
    throw conflict("invalid_transition", `A ${current.status} top-up takes no more slips`, { status: current.status });
  const name = await saveProof(core, id, bytes, type);
  const [updated] = await core.db
    .update(topups)
    .set({ proofFile: name, proofType: type, proofSize: bytes.length, proofUploadedAt: sql`now()` })
    .where(and(eq(topups.id, id), eq(topups.status, "pending")))
    .returning();
  if (!updated) {
    await removeProof(core, name);
    throw conflict("invalid_transition", "This top-up was settled meanwhile");
  }
  // A replaced slip is dropped; the newest one counts.
  if (current.proofFile && current.proofFile !== name) await removeProof(core, current.proofFile);
  return serializeTopup(updated, await bankDetailsOf(core.db));
}

export async function myTopups(core: Core, userId: number, page: number, pageSize: number) {
  const where = eq(topups.userId, userId);
  const [rows, [{ total }], bank] = await Promise.all([
    core.db
      .select()
      .from(topups)
      .where(where)
      .orderBy(desc(topups.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(topups).where(where),
    bankDetailsOf(core.db),
  ]);
  return pagedResponse(
    rows.map((r) => serializeTopup(r, bank)),
    total,
    page,
    pageSize,
  );
}

/** Admin list: pending first (oldest pending first: the queue), then the rest newest first. */
export async function adminTopups(core: Core, query: { status?: TopupStatus; page: number; page_size: number }) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(topups.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }], bank] = await Promise.all([
    core.db
      .select()
      .from(topups)
      .where(where)
      .orderBy(sql`(${topups.status} <> 'pending')`, desc(topups.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    core.db.select({ total: count() }).from(topups).where(where),
    bankDetailsOf(core.db),
  ]);
  // A purged account's top-ups stay in the list, with no user and no name.
  const people = await userCards(
    core.db,
    rows.flatMap((t) => t.userId ?? []),
  );
  return pagedResponse(
    rows.map((t) => {
      const user = t.userId === null ? undefined : people.get(t.userId);
      return { ...serializeTopup(t, bank), user_id: t.userId, email: user?.email ?? "", user_name: user?.name ?? "" };
    }),
    total,
    query.page,
    query.page_size,
  );
}

export async function topupProof(core: Core, id: number) {
  const [row] = await core.db.select().from(topups).where(eq(topups.id, id));
  if (!row) throw notFound("Top-up");
  if (!row.proofFile || !row.proofType) throw notFound("Transfer slip");
  const bytes = await readProof(core, row.proofFile);
  if (!bytes) throw notFound("Transfer slip");
  return { bytes, type: row.proofType, name: `topup-${row.id}-${row.reference}.${row.proofFile.split(".").pop()}` };
}

/** Locks a pending top-up for settling; anything but pending → 409 invalid_transition. */
async function lockPending(tx: DbOrTx, id: number, to: TopupStatus) {
  const [row] = await tx.select().from(topups).where(eq(topups.id, id)).for("update");
  if (!row) throw notFound("Top-up");
  if (row.status !== "pending")
    throw conflict("invalid_transition", `A ${row.status} top-up cannot become ${to}`, { from: row.status, to });
  // A purge closes its account's pending top-ups (anonymiseTopupsOf), so a pending one has its user.
  if (row.userId === null) throw conflict("invalid_transition", "This top-up's account was deleted", { to });
  return { ...row, userId: row.userId };
}

/**
 * A purged account's top-ups stay as money records, anonymised: no user, no payer name, no note; a
 * still pending one is closed as rejected (its account is gone). The transfer slip stays: it is the
 * business's evidence of a payment received. Runs inside the purge's transaction (core.purgeSteps).
 */
export async function anonymiseTopupsOf(tx: DbOrTx, userId: number) {
  await tx
    .update(topups)
    .set({
      userId: null,
      payerName: "",
      note: null,
      status: sql`case when ${topups.status} = 'pending' then 'rejected' else ${topups.status} end`,
      rejectReason: sql`case when ${topups.status} = 'pending' then 'account deleted' else ${topups.rejectReason} end`,
      processedAt: sql`coalesce(${topups.processedAt}, now())`,
    })
    .where(eq(topups.userId, userId));
}

/**
 * Confirms a pending top-up: credits `amount_cc` (default the requested amount) once through
 * the ledger. The row lock queues raced confirmations; the losers then see `confirmed` (409),
 * and the ledger key `topup:<id>` guards the credit even without it.
 */
export async function confirmTopup(core: Core, admin: SessionUser, id: number, amountCc?: number) {
  if (amountCc !== undefined && (!isValidCc(amountCc) || amountCc <= 0 || amountCc > 1_000_000))
    throw validationError([{ field: "amount_cc", message: "must be a positive CC amount with at most 3 decimals" }]);
  return core.db.transaction(async (tx) => {
    const row = await lockPending(tx, id, "confirmed");
    const amount = amountCc === undefined ? row.amount : ccToMilli(amountCc);
    const credit = await applyLedgerEntry(tx, {
      userId: row.userId,
      account: "cc",
      amount,
      kind: "topup",
      ref: `topup:${row.id}`,
      idempotencyKey: topupLedgerKey(row.id),
      note: row.reference,
      createdByUserId: admin.id,
    });
    if (!credit.applied) throw conflict("invalid_transition", "This top-up has already been credited");
    const [updated] = await tx
      .update(topups)
      .set({ status: "confirmed", confirmedAmount: amount, processedByUserId: admin.id, processedAt: sql`now()` })
      .where(eq(topups.id, id))
      .returning();
    await notify(core, tx, {
      userId: row.userId,
      kind: "topup_confirmed",
      params: { amount: milliToCc(amount), reference: row.reference },
    });
    return serializeTopup(updated, await bankDetailsOf(tx));
  });
}

export async function rejectTopup(core: Core, admin: SessionUser, id: number, reasonInput: string) {
  const reason = reasonInput.trim();
  if (!reason) throw validationError([{ field: "reason", message: "must not be empty" }]);
  return core.db.transaction(async (tx) => {
    const row = await lockPending(tx, id, "rejected");
    const [updated] = await tx
      .update(topups)
      .set({ status: "rejected", rejectReason: reason, processedByUserId: admin.id, processedAt: sql`now()` })
      .where(eq(topups.id, id))
      .returning();
    await notify(core, tx, {
      userId: row.userId,
      kind: "topup_rejected",
      params: { amount: milliToCc(row.amount), reference: row.reference, reason },
    });
    return serializeTopup(updated, await bankDetailsOf(tx));
  });
}

/** The dashboard's count: top-ups waiting for an administrator. */
export async function pendingTopupCount(core: Pick<Core, "db">) {
  const [row] = await core.db.select({ n: count() }).from(topups).where(eq(topups.status, "pending"));
  return Number(row.n);
}

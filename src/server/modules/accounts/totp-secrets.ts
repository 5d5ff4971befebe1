import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { Db } from "../../db/client.js";
import { totpRecoveryCodes, users } from "../../db/schema/users.js";
import { countKeyIds, NOTHING_DONE, type ResealOutcome, type SealedStore } from "../../lib/secrets/sealed-store.js";
import { sealedKeyId, UnreadableSecretError, type SecretBox } from "../../lib/secrets/secret-box.js";

/**
 * Where an account's second factor lives at rest (api.md "Secrets at rest"): the base32 secret
 * sealed in `totp_secret_sealed` (and `totp_pending_secret_sealed` during set-up), for the
 * context of its own row. `totp_secret` itself, which the previous version read in the clear,
 * keeps saying whether the factor is on, but holds a decoy (schema/users.ts says why).
 */
type TotpColumns = Pick<
  typeof users.$inferSelect,
  "id" | "totpSecret" | "totpSecretSealed" | "totpPendingSecret" | "totpPendingSecretSealed"
>;

const secretContext = (userId: number) => `users.totp_secret:${userId}`;
const pendingContext = (userId: number) => `users.totp_pending_secret:${userId}`;

/**
 * The decoy `totp_secret` holds for a factor that is on: 20 bytes derived from the key and the
 * account, base32 like a real secret (so the previous version reads it without failing), unknown
 * to anyone without SECRETS_KEY.
 */
function decoyFor(box: SecretBox, userId: number, keyId = box.keyId): string {
  return OTPAuth.Secret.fromHex(box.derive(`totp-decoy:${userId}`, keyId).subarray(0, 20).toString("hex")).base32;
}

const isDecoy = (box: SecretBox, userId: number, value: string) =>
  box.keyIds().some((keyId) => decoyFor(box, userId, keyId) === value);

/** The columns that store `secret` as the account's enabled factor. */
export function sealTotpSecret(box: SecretBox, userId: number, secret: string) {
  return { totpSecret: decoyFor(box, userId), totpSecretSealed: box.seal(secret, secretContext(userId)) };
}

/** The columns that store `secret` as the account's pending set-up. */
export function sealPendingTotpSecret(box: SecretBox, userId: number, secret: string) {
  return { totpPendingSecret: null, totpPendingSecretSealed: box.seal(secret, pendingContext(userId)) };
}

/** The columns of an account without a second factor (nor a set-up under way). */
export const NO_TOTP = {
  totpSecret: null,
  totpSecretSealed: null,
  totpPendingSecret: null,
  totpPendingSecretSealed: null,
  totpEnabledAt: null,
  totpLastStep: null,
} as const;

/**
 * Whether `totp_secret` holds the secret itself, in the clear: the factor is on and the column is
 * not the decoy, so the previous version (or the version before the first start with a key) wrote
 * it. A sealed secret under a key the box lacks makes the row unreadable: its decoy cannot be told
 * from a secret then.
 */
function heldInTheClear(box: SecretBox, row: TotpColumns): boolean {
  if (!row.totpSecret) return false;
  if (!row.totpSecretSealed) return true;
  const keyId = sealedKeyId(row.totpSecretSealed);
  if (!keyId || !box.knows(keyId))
    throw new UnreadableSecretError(`sealed with key ${keyId ?? "?"}, which is not configured`, keyId);
  return !isDecoy(box, row.id, row.totpSecret);
}

/**
 * The account's enabled secret, or null when the factor is off; one in the clear (above) is the
 * secret as it stands (the next start seals it).
 */
export function openTotpSecret(box: SecretBox, row: TotpColumns): string | null {
  if (!row.totpSecret) return null;
  if (heldInTheClear(box, row)) return row.totpSecret;
  return box.open(row.totpSecretSealed!, secretContext(row.id));
}

/** The secret of a set-up under way, or null. */
export function openPendingTotpSecret(box: SecretBox, row: TotpColumns): string | null {
  if (row.totpPendingSecret) return row.totpPendingSecret;
  return row.totpPendingSecretSealed ? box.open(row.totpPendingSecretSealed, pendingContext(row.id)) : null;
}

/** Whether the account has a second factor on (the previous version's test, kept by the decoy). */
export const totpIsOn = (row: Pick<TotpColumns, "totpSecret">) => row.totpSecret !== null;

const columns = {
  id: users.id,
  totpSecret: users.totpSecret,
  totpSecretSealed: users.totpSecretSealed,
  totpPendingSecret: users.totpPendingSecret,
  totpPendingSecretSealed: users.totpPendingSecretSealed,
};

/** The row is still as it was read (a pass never overwrites a change made meanwhile). */
const unchanged = (row: TotpColumns) =>
  and(
    eq(users.id, row.id),
    sql`${users.totpSecret} is not distinct from ${row.totpSecret}`,
    sql`${users.totpSecretSealed} is not distinct from ${row.totpSecretSealed}`,
    sql`${users.totpPendingSecret} is not distinct from ${row.totpPendingSecret}`,
    sql`${users.totpPendingSecretSealed} is not distinct from ${row.totpPendingSecretSealed}`,
  );

/**
 * What one row should hold under the box's current key, or null when it holds that already (or
 * cannot be read: `unreadable`). Sealed values under another key are sealed again only when rotating.
 */
function resealedRow(box: SecretBox, row: TotpColumns, rotate: boolean) {
  const plain = heldInTheClear(box, row) || row.totpPendingSecret !== null;
  const stale =
    (row.totpSecret !== null && row.totpSecretSealed !== null && box.isStale(row.totpSecretSealed)) ||
    (row.totpPendingSecretSealed !== null && box.isStale(row.totpPendingSecretSealed));
  // A sealed secret left behind by the previous version turning the factor off.
  const leftover = row.totpSecret === null && row.totpSecretSealed !== null;
  if (!plain && !(rotate && stale) && !leftover) return null;
  const secret = openTotpSecret(box, row);
  const pending = openPendingTotpSecret(box, row);
  return {
    kind: plain ? ("sealed" as const) : ("resealed" as const),
    set: {
      ...(secret ? sealTotpSecret(box, row.id, secret) : { totpSecret: null, totpSecretSealed: null }),
      ...(pending
        ? sealPendingTotpSecret(box, row.id, pending)
        : { totpPendingSecret: null, totpPendingSecretSealed: null }),
    },
  };
}

/** The second factors' secrets, for the start-up check, the first sealing and the rotation. */
export const totpSecretStore: SealedStore = {
  label: "two-step sign-in secrets",
  checkedAtStart: true,

  async keyIds(db: Db) {
    const rows = await db
      .select({ a: users.totpSecretSealed, b: users.totpPendingSecretSealed })
      .from(users)
      .where(or(isNotNull(users.totpSecretSealed), isNotNull(users.totpPendingSecretSealed)));
    return countKeyIds(rows.flatMap((r) => [r.a, r.b]));
  },

  async reseal(db: Db, box: SecretBox, options: { rotate: boolean; forget: boolean }): Promise<ResealOutcome> {
    const rows = await db
      .select(columns)
      .from(users)
      .where(
        or(
          isNotNull(users.totpSecret),
          isNotNull(users.totpSecretSealed),
          isNotNull(users.totpPendingSecret),
          isNotNull(users.totpPendingSecretSealed),
        ),
      );
    const outcome = { ...NOTHING_DONE };
    for (const row of rows) {
      let next: ReturnType<typeof resealedRow>;
      try {
        next = resealedRow(box, row, options.rotate);
      } catch (err) {
        if (!(err instanceof UnreadableSecretError)) throw err;
        outcome.unreadable++;
        // A lost key: the factor is off and its recovery codes go; the account signs in with its
        // password and sets the factor up again (an administrator under ADMIN_TOTP=required must).
        if (options.forget && (await forgetTotp(db, row))) outcome.forgotten++;
        continue;
      }
      if (!next) continue;
      const [done] = await db.update(users).set(next.set).where(unchanged(row)).returning({ id: users.id });
      if (done) outcome[next.kind]++;
    }
    return outcome;
  },
};

async function forgetTotp(db: Db, row: TotpColumns): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(users)
      .set({ ...NO_TOTP, updatedAt: sql`now()` })
      .where(unchanged(row))
      .returning({ id: users.id });
    if (!done) return false;
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, row.id));
    return true;
  });
}

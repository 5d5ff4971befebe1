import type { Db } from "../../db/client.js";
import { isSealed, sealedKeyId, UnreadableSecretError, type SecretBox } from "./secret-box.js";

/** What one pass over a store did. */
export type ResealOutcome = {
  /** Values found in the clear and sealed. */
  sealed: number;
  /** Values sealed under another key and sealed again under the current one. */
  resealed: number;
  /** Values no key of the box opens (left as they were, unless forgotten). */
  unreadable: number;
  /** Unreadable values cleared (`forget`): what a lost key costs, store by store. */
  forgotten: number;
};

export const NOTHING_DONE: ResealOutcome = { sealed: 0, resealed: 0, unreadable: 0, forgotten: 0 };

export const addOutcomes = (a: ResealOutcome, b: ResealOutcome): ResealOutcome => ({
  sealed: a.sealed + b.sealed,
  resealed: a.resealed + b.resealed,
  unreadable: a.unreadable + b.unreadable,
  forgotten: a.forgotten + b.forgotten,
});

/**
 * A place where a module keeps secrets sealed (the module owns the table and writes it; the
 * registry, src/server/secrets-registry.ts, lists every store). Each write is conditional on the
 * value it read, so a pass never overwrites a change made meanwhile, and a pass run twice does
 * nothing the second time.
 */
export type SealedStore = {
  /** What it keeps, for messages: "two-step sign-in secrets". */
  label: string;
  /**
   * Whether a start refuses when these values name a key it lacks: true for what must outlive a
   * restart (second factors, installation keys); false for a queue of passing values (emails).
   */
  checkedAtStart: boolean;
  /** How many sealed values it holds under each key id. */
  keyIds(db: Db): Promise<Record<string, number>>;
  /**
   * Seals what an earlier version kept in the clear; with `rotate`, also seals again under the
   * current key what another key of the box sealed; with `forget`, clears what no key opens.
   */
  reseal(db: Db, box: SecretBox, options: { rotate: boolean; forget: boolean }): Promise<ResealOutcome>;
};

/** A start with a key that does not open what the database holds (a wrong or lost SECRETS_KEY). */
export class SecretsKeyMismatchError extends Error {
  constructor(
    public readonly currentKeyId: string,
    public readonly missing: { label: string; keyId: string; count: number }[],
  ) {
    const what = missing.map((m) => `${m.count} ${m.label} sealed with key ${m.keyId}`).join(", ");
    super(
      `SECRETS_KEY (key ${currentKeyId}) does not open the secrets in this database: ${what}. ` +
        "Set SECRETS_KEY to the key that sealed them (instances that share a database need the same key; " +
        "SECRETS_KEY_OLD too while rotating). If that key is lost, `npm run secrets:rotate -- --forget-unreadable` " +
        "clears what it sealed (docs/security.md says what that costs).",
    );
  }
}

/** What each store holds under a key the box lacks. */
export async function missingKeys(db: Db, box: SecretBox, stores: SealedStore[]) {
  const missing: { label: string; keyId: string; count: number }[] = [];
  for (const store of stores) {
    for (const [keyId, count] of Object.entries(await store.keyIds(db)))
      if (!box.knows(keyId)) missing.push({ label: store.label, keyId, count });
  }
  return missing;
}

/**
 * At every start, before anything reads a secret: refuses a key that does not open what the
 * database holds (rather than failing sign-ins later), then seals what is still in the clear (an
 * upgrade's first start, or a row an instance of the previous version wrote meanwhile).
 */
export async function secureStoredSecrets(db: Db, box: SecretBox, stores: SealedStore[]): Promise<ResealOutcome> {
  const missing = await missingKeys(
    db,
    box,
    stores.filter((s) => s.checkedAtStart),
  );
  if (missing.length > 0) throw new SecretsKeyMismatchError(box.keyId, missing);
  let total = NOTHING_DONE;
  for (const store of stores) total = addOutcomes(total, await store.reseal(db, box, { rotate: false, forget: false }));
  return total;
}

/**
 * `npm run secrets:rotate`: every stored secret sealed again under the box's current key (the new
 * SECRETS_KEY), opened with its other key (SECRETS_KEY_OLD). Values no key opens are counted and
 * left, or cleared with `forget`. Run while the service is stopped; run again, it finds nothing to do.
 */
export async function resealStoredSecrets(
  db: Db,
  box: SecretBox,
  stores: SealedStore[],
  options: { forget: boolean },
): Promise<{ total: ResealOutcome; byStore: Record<string, ResealOutcome> }> {
  const byStore: Record<string, ResealOutcome> = {};
  let total = NOTHING_DONE;
  for (const store of stores) {
    const outcome = await store.reseal(db, box, { rotate: true, forget: options.forget });
    byStore[store.label] = outcome;
    total = addOutcomes(total, outcome);
  }
  return { total, byStore };
}

/**
 * One pass over values that are each one string (sealed, or plain from an earlier version):
 * plain ones are sealed, stale ones sealed again when rotating, unreadable ones counted (and
 * forgotten when asked). `write` and `forget` are conditional on the value read and answer
 * whether they changed the row.
 */
export async function resealEach<R>(
  rows: R[],
  box: SecretBox,
  options: { rotate: boolean; forget: boolean },
  parts: {
    value(row: R): string;
    context(row: R): string;
    write(row: R, sealed: string): Promise<boolean>;
    forget(row: R): Promise<boolean>;
  },
): Promise<ResealOutcome> {
  const outcome = { ...NOTHING_DONE };
  for (const row of rows) {
    const value = parts.value(row);
    const context = parts.context(row);
    if (!isSealed(value)) {
      if (await parts.write(row, box.seal(value, context))) outcome.sealed++;
      continue;
    }
    if (!options.rotate || !box.isStale(value)) continue;
    let plain: string;
    try {
      plain = box.open(value, context);
    } catch (err) {
      if (!(err instanceof UnreadableSecretError)) throw err;
      outcome.unreadable++;
      if (options.forget && (await parts.forget(row))) outcome.forgotten++;
      continue;
    }
    if (await parts.write(row, box.seal(plain, context))) outcome.resealed++;
  }
  return outcome;
}

/** How many of these values each key id sealed. */
export function countKeyIds(values: (string | null | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) {
    const keyId = value ? sealedKeyId(value) : null;
    if (keyId) counts[keyId] = (counts[keyId] ?? 0) + 1;
  }
  return counts;
}

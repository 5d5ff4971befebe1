import { Type, type TInteger, type TObject } from "typebox";

/** Largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_INT_ID = 2147483647;

/** Path parameters `{ [name]: integer }`, e.g. `idParams("post_id")`. */
export function idParams<K extends string>(name: K): TObject<Record<K, TInteger>> {
  return Type.Object({ [name]: Type.Integer() } as Record<K, TInteger>);
}

/** Path parameters `{ [name]: integer 1…2147483647 }` (a serial row id). */
export function rowIdParams<K extends string>(name: K): TObject<Record<K, TInteger>> {
  return Type.Object({ [name]: Type.Integer({ minimum: 1, maximum: MAX_INT_ID }) } as Record<K, TInteger>);
}

/** `/:id` with any integer. */
export const IdParams = idParams("id");

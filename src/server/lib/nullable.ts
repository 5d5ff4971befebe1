import { Type, type Static, type TSchema } from "typebox";

/**
 * A value or null as `type: [t, "null"]`: with coercing validation a union would turn
 * null into "" or 0 (ajv coerces only when no listed type matches).
 */
export const Nullable = <T extends TSchema>(t: T) =>
  Type.Unsafe<Static<T> | null>({
    ...t,
    type: [(t as unknown as { type: string }).type, "null"],
  } as unknown as TSchema);
